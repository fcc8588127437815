// "Learn from your mistakes" after a hand of Pitch, in Play and in the tutorial's free hand. Once
// the hand is over the engine reviews the reader's decisions (webapi.review_hand: his calls, his
// trump, his exchange choices and his card plays, each judged on deals of the cards he could not
// see, each deal solved exactly; pitch_core/webtools/review.py) and the end of the hand shows the
// result: a line when nothing cost points, else "Learn from your mistakes". That steps through
// each costly decision on the game's own table (common/table.js, drawn from the position the
// reader saw): "Find a better card" (or call, or choice: the engine judges what he presses,
// webapi.judge_try), then the best option and why, with the rule that scores it; Next, and Done
// back to the game.
//
//   reviewOffer(host, view) -> the end-of-hand part (a <div class="lp-review">), or "" when the
//                              hand is not a finished hand of Pitch
//
// Shared by Play (tools/play.js) and the tutorial's free hand (tutorial/steps/free-play.js), so
// it lives here with the table it draws on; its styles are review.css beside it.
//
// `host` is the game the hand was played in: Play's PlayTable or the free hand. What the review
// asks of it:
//   page       the page the shared table draws for (cards, words, seat names, ruleLink), with
//              errorView(error) and explanation(code, message, rule) (tools/page.js)
//   ui         the tools' words (tools/ui.toml)
//   call(fn, args)  the engine, with the game's session
//   gameArea   holds the end-of-hand offer; tableArea  the steps are drawn in it;
//   restArea   hidden while the steps are open (the game's controls wait until Done)
//   generation, view, show(view)  Done draws the game again as it was (unless it moved on)
// The review owns nothing of the game: Done gives the table back exactly as it was.
//
// For tests and styles: .lp-review[data-review] is "loading", "ready", "none" or "error"; the
// step's panel .lp-review-step[data-state] is "try" (waiting for a card), "judging", "tried" (a
// card judged not good enough: try again, or show the best), "shown" (the best card and why);
// its data-decision is "card", "bid", "trump" or "exchange".
import { button, el, format } from "./dom.js";
import { describeMove } from "./moves.js";
import { focusTarget, pitchTable } from "./table.js";

/** @type {WeakMap<object, {key: string, state: string, data: any, error: any}>} Play's review of its last hand */
const reviews = new WeakMap();

export function reviewOffer(play, view) {
  if (!view || !view.reviewable) return ""; // the engine says which finished hands it can review
  // the hand as it ended: an undo after its end makes it another hand to review
  const key = `${view.session}/${view.hand_number}/${(view.moves || []).length}`;
  let entry = reviews.get(play);
  if (!entry || entry.key !== key) {
    entry = { key, state: "loading", data: null, error: null };
    reviews.set(play, entry);
    load(play, entry, view.hand_number);
  }
  const box = el("div", { class: "lp-review", "data-review": entry.state, "aria-live": "polite" });
  fill(play, box, entry);
  return box;
}

async function load(play, entry, hand) {
  try {
    entry.data = await play.call("review_hand", { hand });
    entry.state = entry.data.mistakes.length ? "ready" : "none";
  } catch (error) {
    entry.error = error;
    entry.state = "error";
  }
  if (reviews.get(play) !== entry) return; // another hand meanwhile
  const box = play.gameArea.querySelector(".lp-review");
  if (!box) return;
  box.dataset.review = entry.state;
  fill(play, box, entry);
}

function fill(play, box, entry) {
  const ui = play.ui;
  const page = play.page;
  if (entry.state === "loading") {
    box.replaceChildren(el("p", { class: "lp-review-working" }, ui.review_working_hand));
    return;
  }
  if (entry.state === "error") {
    box.replaceChildren(page.errorView(entry.error));
    return;
  }
  const data = entry.data;
  const summary = el("div", { class: "lp-review-summary" }, data.summary.map((line) => el("p", { "data-code": line.code }, line.message)));
  if (entry.state === "none") {
    box.replaceChildren(summary, el("p", { class: "lp-review-none" }, ui.review_none));
    return;
  }
  box.replaceChildren(summary,
    el("p", { class: "lp-review-found" }, format(ui.review_found_hand, { n: data.mistakes.length })),
    button(ui.review_learn, () => new ReviewSteps(play, data).open(),
      { class: "md-button md-button--primary lp-review-open", "data-control": "review" }));
}

/** The costly decisions one after another, on the table. */
class ReviewSteps {
  constructor(play, data) {
    this.play = play;
    this.page = play.page;
    this.ui = play.ui;
    this.data = data;
    this.index = 0;
    this.phase = "try";
    this.said = []; // what the engine said of the last card tried (or its refusal)
    this.tried = null; // the card judged last
  }

  get mistake() {
    return this.data.mistakes[this.index];
  }

  /** A card play (the hand's cards are marked) or a call, the trump or an exchange choice. */
  get isCard() {
    return this.mistake.decision === "card";
  }

  open() {
    const play = this.play;
    this.generation = play.generation;
    this.restWasHidden = play.restArea.hidden;
    play.restArea.hidden = true; // the game's controls wait until Done
    this.page.root.dataset.review = "open";
    this.draw();
    this.focusStart();
  }

  close() {
    const play = this.play;
    delete this.page.root.dataset.review;
    play.restArea.hidden = this.restWasHidden;
    if (play.generation !== this.generation || !play.view) return;
    play.show(play.view);
    const again = play.gameArea.querySelector('[data-control="review"]');
    if (again) again.focus();
  }

  step(index) {
    this.index = index;
    this.phase = "try";
    this.said = [];
    this.tried = null;
    this.draw();
    this.focusStart();
  }

  async tryCard(candidate) {
    if (this.phase === "judging") return;
    const before = this.phase;
    this.phase = "judging";
    this.draw();
    try {
      const judged = await this.play.call("judge_try", { step: this.index, move: candidate.move, hand: this.data.hand });
      this.tried = judged;
      this.said = [el("p", { class: `lp-review-try lp-review-try--${judged.good ? "good" : "bad"}`, "data-code": judged.code,
        "data-card": judged.card }, judged.message)];
      this.phase = judged.good || before === "shown" ? "shown" : "tried";
    } catch (error) {
      this.said = [this.page.errorView(error)];
      this.phase = before;
    }
    this.draw();
    this.focusAfterTry();
  }

  showBest() {
    this.phase = "shown";
    this.said = []; // "try another one" no longer fits beside the answer
    this.draw();
    this.focusAfterTry();
  }

  // -- drawing --------------------------------------------------------------------------------
  draw() {
    const { ui, page, mistake, data } = this;
    const view = mistake.view;
    const title = el("h2", { class: "lp-game-title lp-review-title", tabindex: "-1" },
      format(ui.review_title, { n: data.hand }));
    const table = pitchTable(page, view, {
      you: view.human,
      candidates: this.phase === "judging" ? [] : view.candidates,
      legal: view.legal,
      onMove: (candidate) => this.tryCard(candidate),
      turnText: this.isCard ? format(ui.review_turn, { trick: mistake.trick }) : ui.review_turn_choice,
      trickCleared: true, // at a lead the middle is empty, not the trick won before
      summary: false,
      extra: [this.panel()],
    });
    this.mark(table, [mistake.played], "played", ui.review_played_mark);
    if (this.phase === "shown") this.mark(table, mistake.best, "best", ui.review_best_mark);
    this.play.tableArea.replaceChildren(title, table);
  }

  /** What the reader did, or the best, marked "played" or "best": a card of his hand, or the
   * button of a call, a trump or an exchange choice (the table draws them). */
  mark(table, options, kind, label) {
    for (const option of options) {
      const holder = this.isCard ? this.cardIn(table, option) : table.querySelector(`.lp-table-you [data-move="${CSS.escape(option)}"]`);
      if (!holder) continue;
      holder.classList.add(`lp-review-${kind}`);
      holder.dataset.reviewMark = label;
      holder.dataset.review = kind;
    }
  }

  cardIn(table, code) {
    const face = table.querySelector(`.lp-table-hand [data-card="${CSS.escape(code)}"]`);
    return face && (face.closest(".lp-hand-card, button") || face);
  }

  /** The best option(s) in words: cards by name, the others as moves ("South bids 6"). */
  bestInWords() {
    const { page, ui, mistake } = this;
    if (this.isCard) return format(ui.review_best_is, { cards: mistake.best.map((code) => page.cards.spoken(code)).join(", ") });
    return format(ui.review_best_choice, { choices: mistake.best_moves.map((move) => describeMove(page, move)).join(", ") });
  }

  panel() {
    const { ui, page, mistake, data } = this;
    const count = data.mistakes.length;
    const last = this.index === count - 1;
    const parts = [
      el("p", { class: "lp-review-step-title" },
        el("span", { class: `lp-badge lp-review-verdict lp-review-verdict--${mistake.verdict}` }, ui[`review_verdict_${mistake.verdict}`] || mistake.verdict),
        " ", format(ui.review_step, { n: this.index + 1, count })),
      el("p", { class: "lp-review-headline" }, mistake.headline.message),
    ];
    if (this.phase === "try" || this.phase === "tried") parts.push(el("p", { class: "lp-review-ask" }, this.isCard ? ui.review_find : ui.review_find_choice));
    if (this.phase === "judging") parts.push(el("p", { class: "lp-review-ask" }, this.isCard ? ui.review_judging : ui.review_judging_choice));
    const live = el("div", { class: "lp-review-said", "aria-live": "polite" }, this.said);
    parts.push(live);
    if (this.phase === "shown") {
      parts.push(el("div", { class: "lp-review-answer" },
        el("p", { class: "lp-review-best", "data-best": mistake.best.join(" ") }, this.bestInWords()),
        mistake.reasons.map((reason) => {
          const line = page.explanation(reason.code, reason.message, reason.rule || reason.code);
          line.classList.add("lp-review-reason");
          return line;
        }),
        el("p", { class: "lp-review-how" }, mistake.how.message)));
    }
    const actions = [];
    if (this.phase === "try" || this.phase === "tried") {
      actions.push(button(this.isCard ? ui.review_show_best : ui.review_show_best_choice, () => this.showBest(), { class: "md-button lp-review-show", "data-control": "review-show" }));
    }
    if (this.phase === "shown" && !last) {
      actions.push(button(ui.review_next, () => this.step(this.index + 1), { class: "md-button md-button--primary lp-review-next", "data-control": "review-next" }));
    }
    actions.push(button(ui.review_done, () => this.close(), {
      class: `md-button${this.phase === "shown" && last ? " md-button--primary" : ""} lp-review-done`, "data-control": "review-done" }));
    parts.push(el("div", { class: "lp-actions" }, actions));
    return el("section", { class: "lp-review-step", "aria-label": ui.review_region, "data-state": this.phase,
      "data-step": String(this.index), "data-played": mistake.played, "data-verdict": mistake.verdict,
      "data-decision": mistake.decision }, parts);
  }

  // -- the keyboard ---------------------------------------------------------------------------
  focusStart() {
    const area = this.play.tableArea;
    const target = focusTarget(area.querySelector(".lp-pitch-table")) || area.querySelector(".lp-review-title");
    if (target) target.focus({ preventScroll: true });
    area.querySelector(".lp-review-title")?.scrollIntoView({ block: "start", behavior: "instant" });
  }

  focusAfterTry() {
    const area = this.play.tableArea;
    const target = this.phase === "shown"
      ? area.querySelector('[data-control="review-next"], [data-control="review-done"]')
      : this.triedButton(area) || focusTarget(area.querySelector(".lp-pitch-table"));
    if (target) target.focus({ preventScroll: true });
  }

  /** The card or button of the option judged last, to go on from there. */
  triedButton(area) {
    if (!this.tried) return null;
    if (this.isCard) return area.querySelector(`.lp-table-hand [data-card="${CSS.escape(this.tried.card)}"]`)?.closest("button");
    return area.querySelector(`.lp-table-you [data-move="${CSS.escape(this.tried.card)}"]`);
  }
}
