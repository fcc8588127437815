// A whole Pitch hand played from a record (`guided`), the learner making one seat's moves: the
// others' moves shown one by one (or played on to the learner's turn at a reading pace), each in
// words with the record's comment and the rules it set off, and graded hints for the learner's own.
// How far the hand was played is kept in the learner's progress ("frame:<step>").
//
//   renderGuided(widget, step, body)
//
// widget: the lesson widget (tutorial.js): its progress, page, feedback and words (ui), judge(),
// showVerdict(), drawTable(), describe(), explained(), ruleLink(), shareControl(), markAnswered(),
// keepInView(). A legal move the hand does not go on with is answered with what to do instead:
// the next rung of the hint ladder.
import { el, format } from "../../common/dom.js";
import { describeExchange } from "../../common/moves.js";

const GUIDED_PACE_MS = 900; // how long each of the others' moves stays on the table when played on

export function renderGuided(widget, step, body) {
  const key = `frame:${step.key}`;
  let index = widget.progress.frame(widget.lesson.key, key, step.frames.length);
  const area = el("div", { class: "lp-guided" });
  body.append(step.intro ? el("p", { class: "lp-intro" }, step.intro) : "", area);
  let playing = null; // the timer of "Play on to my turn"
  const stop = () => { clearTimeout(playing); playing = null; };
  const move = (delta, focus) => {
    stop();
    index += delta;
    show(focus);
  };
  // The others' moves one at a time, each on the table for a moment, until the learner's turn,
  // the end of the hand, or a move the record says something about (to be read, not skipped)
  const playOn = () => {
    playing = -1; // under way from the first move on
    const tick = () => {
      if (!area.isConnected) return stop();
      index += 1;
      const frame = step.frames[index];
      if (!frame || (frame.seat === step.seat && frame.kind !== "exchange") || step.frames[index - 1].comment) {
        playing = null;
        show(true);
        return;
      }
      show(false);
      playing = setTimeout(tick, GUIDED_PACE_MS);
    };
    tick();
  };
  const show = (focus) => {
    widget.progress.set(widget.lesson.key, { [key]: index });
    const frame = step.frames[index];
    const previous = index > 0 ? step.frames[index - 1] : null;
    const view = previous ? previous.after : step.start;
    const before = index > 1 ? step.frames[index - 2].after : index === 1 ? step.start : null;
    // What just happened, in words: the move, the record's comment on it, the rules it set off
    const said = el("div", { class: "lp-commentary", "aria-live": "polite" });
    if (previous) {
      // The move in words, then the record's comment unless it only says the same again
      const words = previous.kind === "exchange" ? describeExchange(widget.page, previous.entry, step.seat) : widget.describe(previous);
      const same = (text) => text.trim().replace(/[.!]+$/, "").toLocaleLowerCase();
      const comment = previous.comment && same(previous.comment) !== same(words) ? ` ${previous.comment}` : "";
      said.append(el("p", { class: "lp-comment" }, el("strong", {}, words), comment));
    }
    if (previous) previous.events.forEach((event) => said.append(widget.explained(event)));
    const controls = el("div", { class: "lp-guided-controls" });
    let table;
    let target = null;
    const exchange = exchangeSoFar(widget, step, index);
    if (!frame) {
      const scores = view.result ? view.result.scores : view.scores;
      said.append(el("p", { class: "lp-hand-scored" }, el("strong", {}, format(widget.ui.hand_scored, {
        scores: Object.entries(scores).map(([unit, points]) => `${widget.teamName(unit)} ${points}`).join(", ") }))));
      table = widget.drawTable(view, step.seat, { previous: before });
      widget.markAnswered(step);
      target = widget.nextButton;
    } else if (frame.seat === step.seat && frame.kind !== "exchange") {
      const hints = hintLadder(widget, frame, area);
      // The verdict on a move sits under the moves, where the learner's eyes are
      table = widget.drawTable(view, step.seat, { previous: before, exchange, moves: frame.moves, extra: [widget.feedback, hints.node], onMove: async (choice) => {
        const verdict = await widget.judge(step, choice, step.record, frame.upto);
        if (widget.showVerdict(step, verdict)) {
          move(1, true);
          return;
        }
        if (verdict.ok && !verdict.wanted) hints.next(); // allowed, but not this hand's move: what to do instead
        widget.keepInView(table, [widget.feedback, hints.node]);
      } });
    } else {
      const next = el("button", { type: "button", class: "md-button md-button--primary lp-guided-next",
        onclick: () => { widget.clearFeedback(); move(1, true); } }, widget.ui.show_next_move);
      const ahead = step.frames.slice(index + 1).findIndex((f) => f.seat === step.seat && f.kind !== "exchange");
      const onward = ahead > 0 && !playing ? el("button", { type: "button", class: "md-button lp-guided-play-on",
        onclick: () => { widget.clearFeedback(); playOn(); } }, widget.ui.play_to_my_turn) : "";
      controls.append(next, " ", onward);
      table = widget.drawTable(view, step.seat, { previous: before, exchange });
      target = next;
    }
    const back = index > 0 ? el("button", { type: "button", class: "md-button lp-guided-back", onclick: () => move(-1, true) },
      widget.ui.previous_move) : "";
    area.dataset.frame = String(index); // how far the hand is (a signal for tests)
    area.dataset.playing = String(Boolean(playing));
    area.replaceChildren(el("div", { class: "lp-guided-table" }, table),
      el("div", { class: "lp-guided-side" }, said, table.contains(widget.feedback) ? "" : widget.feedback, controls, el("div", { class: "lp-guided-tools" }, back, widget.shareControl(step.record, frame ? frame.upto : step.upto))));
    if (focus) {
      // the learner's turn: the trick, his hand and the verdict on one screen; the others' moves:
      // the trick, what was said about it and the button that goes on
      widget.keepInView(table, target ? [table.querySelector(".lp-trick-centre"), said, target]
        : [table.querySelector(".lp-trick-centre"), table.querySelector(".lp-table-you")]);
      (target || widget.tableFocus(area) || area.querySelector("button"))?.focus({ preventScroll: true });
    }
  };
  show(false);
}

/** The exchange as far as the guided hand has shown it before frame `index`, seat by seat
 * (the table's badges and the learner's own cards), the seat just shown marked fresh. */
function exchangeSoFar(widget, step, index) {
  const shown = step.frames.slice(0, index).filter((frame) => frame.kind === "exchange").map((frame) => frame.entry);
  const last = index > 0 ? step.frames[index - 1] : null;
  return { entries: shown, fresh: last && last.kind === "exchange" ? last.entry : null,
    words: (entry) => describeExchange(widget.page, entry, step.seat) };
}

/** Graded hints for one of the learner's moves: a hint, a stronger one, then the move itself.
 * {node, next()}: next() gives the next rung, as the button does. */
function hintLadder(widget, frame, area) {
  const steps = (frame.hints && frame.hints.length ? frame.hints : [{ text: widget.ui.hint_general }]).slice(0, 2);
  const shown = el("div", { class: "lp-hints", "aria-live": "polite" });
  const labels = [widget.ui.hint_first, widget.ui.hint_stronger];
  let given = 0;
  const next = () => {
    if (given > steps.length) return; // the move itself is shown already
    if (given < steps.length) {
      const hint = steps[given];
      shown.append(el("p", { class: "lp-hint-text", "data-hint": given + 1 }, hint.text, hint.url ? " " : "", hint.url ? widget.ruleLink(hint) : ""));
    } else {
      shown.append(el("p", { class: "lp-hint-text lp-hint-move", "data-hint": "move" },
        format(widget.ui.hint_move, { move: widget.describe(frame) })));
      const wanted = area.querySelector(`[data-move="${CSS.escape(frame.move)}"]`);
      if (wanted) wanted.classList.add("lp-move--suggested");
    }
    given += 1;
    if (given > steps.length) button.remove();
    else button.textContent = given < steps.length ? labels[Math.min(given, 1)] : widget.ui.hint_show_move;
  };
  const button = el("button", { type: "button", class: "md-button lp-hint", onclick: next }, labels[0]);
  return { node: el("div", { class: "lp-hint-area" }, shown, button), next };
}
