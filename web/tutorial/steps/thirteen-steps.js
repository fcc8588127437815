// Three Thirteen lessons on Three Thirteen's own table (web/common/thirteen-table.js, as Play draws
// it): a move in a recorded position (`tt-act`), and a whole round played from a record
// (`tt-guided`), the learner making one seat's moves. tutorial/thirteen_steps.py prepared every
// position with the engine: the view Play would show, and a verdict on every move the learner may
// try (refused: the rule that refuses it; legal but not the lesson's: why, from the engine's
// figures; the one wanted: the table after it).
//
//   renderThirteenAct(widget, step, body)     renderThirteenGuided(widget, step, body)
//
// widget: the lesson widget (tutorial.js): its page for the shared tables, say(), markAnswered(), missStep(),
// keepInView(), nextButton, describe(move), ruleLink(rule), ui (its words). After every move the
// table, the verdict and the way on are kept in sight.
import { el, format } from "../../common/dom.js";
import { thirteenTable } from "../../common/thirteen-table.js";
import { openProgress } from "../progress-store.js";

// How far the learner played the guided round is kept as the Pitch hand's is ("frame:<step>"); the
// widget's own copy of the store already tells the learner of a stored value it could not read.
const progress = openProgress(() => {});

/** What the Three Thirteen table asks of a page beyond the Pitch table's: a rule explained. */
function tablePage(widget) {
  return { ...widget.page, explanation: (rule, message) => el("p", { class: "lp-event", "data-rule": rule },
    message, " ", widget.page.ruleLink(rule) || "") };
}

/** The verdict the build gave on the move pressed on `step`: false when the lesson goes on (and
 * the step is then no longer right the first time). */
function answer(widget, verdict, step) {
  if (!verdict) return false;
  if (!verdict.ok) widget.say(verdict.message, "error", verdict);
  else if (!verdict.wanted) widget.say(verdict.message, "hint", verdict);
  else widget.say(widget.ui.correct, "ok");
  const right = Boolean(verdict.ok && verdict.wanted);
  if (!right) widget.missStep(step);
  return right;
}

export function renderThirteenAct(widget, step, body) {
  const page = tablePage(widget);
  let table = null;
  let done = false;
  const onMove = (candidate) => {
    if (done) { // the move is made: the table shows where it led
      widget.say(widget.ui.act_done, "info");
      widget.keepInView(table);
      return;
    }
    const verdict = step.moves.find((move) => move.move === candidate.move);
    if (!answer(widget, verdict, step)) {
      widget.keepInView(table);
      return;
    }
    done = true;
    const played = thirteenTable(page, verdict.after, { you: step.seat, onMove });
    table.replaceWith(played);
    table = played;
    widget.markAnswered(step);
    widget.keepInView(table);
    widget.nextButton.focus({ preventScroll: true });
  };
  table = thirteenTable(page, step.view, { you: step.seat, onMove });
  body.append(table);
}

export function renderThirteenGuided(widget, step, body) {
  const page = tablePage(widget);
  const area = el("div", { class: "lp-guided lp-tt-guided" });
  body.append(step.intro ? el("p", { class: "lp-intro" }, step.intro) : "", area);
  const key = `frame:${step.key}`;
  const lesson = widget.lesson.key;
  let index = progress.frame(lesson, key, step.frames.length);
  const show = (focus) => {
    progress.set(lesson, { [key]: index });
    const frame = step.frames[index];
    const previous = index > 0 ? step.frames[index - 1] : null;
    const said = el("div", { class: "lp-commentary", "aria-live": "polite" });
    if (previous) said.append(el("p", { class: "lp-comment" }, el("strong", {}, widget.describe(previous)),
      previous.comment ? ` ${previous.comment}` : ""));
    const controls = el("div", { class: "lp-guided-controls" });
    let table;
    let target = null;
    if (!frame) { // the round is scored: the table lays out every hand
      const last = previous.after.rounds_played.at(-1);
      said.append(el("p", { class: "lp-hand-scored" }, el("strong", {}, format(widget.ui.round_scored, {
        scores: last.seats.map((seat) => `${widget.seatName(seat.seat)} ${seat.points}`).join(", ") }))));
      table = thirteenTable(page, previous.after, { you: step.seat });
      widget.markAnswered(step);
      target = widget.nextButton;
    } else if (frame.seat === step.seat) {
      controls.append(hintLadder(widget, frame, area));
      table = thirteenTable(page, previous ? previous.after : step.start, { you: step.seat, onMove: (candidate) => {
        if (answer(widget, frame.moves.find((move) => move.move === candidate.move), step)) {
          index += 1;
          show(true);
        } else {
          widget.keepInView(table, [widget.feedback]);
        }
      } });
    } else {
      const next = el("button", { type: "button", class: "md-button md-button--primary lp-guided-next",
        onclick: () => {
          widget.feedback.replaceChildren(); // the verdict on the learner's last move is stale now
          widget.feedback.className = "lp-feedback";
          index += 1;
          show(true);
        } }, widget.ui.show_next_move);
      controls.append(next);
      table = thirteenTable(page, previous ? previous.after : step.start, { you: step.seat });
      target = next;
    }
    const back = index > 0 ? el("button", { type: "button", class: "md-button lp-guided-back", onclick: () => {
      index -= 1;
      show(true);
    } }, widget.ui.previous_move) : "";
    area.replaceChildren(el("div", { class: "lp-guided-table" }, table),
      el("div", { class: "lp-guided-side" }, said, widget.feedback, controls, el("div", { class: "lp-guided-tools" }, back)));
    if (focus) {
      widget.keepInView(table, [widget.feedback, target || controls]);
      if (target) target.focus({ preventScroll: true });
    }
  };
  show(false);
}

/** Graded hints for one of the learner's moves: a hint for this kind of move, then the engine's
 * advice with its rule, then the move itself, marked on the table. */
function hintLadder(widget, frame, area) {
  const ui = widget.ui;
  const shown = el("div", { class: "lp-hints", "aria-live": "polite" });
  const steps = [
    () => el("p", { class: "lp-hint-text", "data-hint": "1" }, ui[frame.hint]),
    () => el("p", { class: "lp-hint-text", "data-hint": "2" }, frame.advice.message, " ", widget.ruleLink(frame.advice)),
    () => {
      const wanted = area.querySelector(`[data-move="${CSS.escape(frame.move)}"]`);
      if (wanted) wanted.classList.add("lp-move--suggested");
      return el("p", { class: "lp-hint-text lp-hint-move", "data-hint": "move" }, format(ui.hint_move, { move: widget.describe(frame) }));
    },
  ];
  const labels = [ui.hint_first, ui.hint_stronger, ui.hint_show_move];
  let given = 0;
  const button = el("button", { type: "button", class: "md-button lp-hint", onclick: () => {
    shown.append(steps[given]());
    given += 1;
    if (given === steps.length) button.remove();
    else button.textContent = labels[given];
  } }, labels[0]);
  return el("div", { class: "lp-hint-area" }, shown, button);
}
