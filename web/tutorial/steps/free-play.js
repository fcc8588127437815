// A whole hand against the engine's own bots (`free-play`), on Play's table, and after it the
// same "Learn from your mistakes" as Play's (common/review.js): the learner's costly calls,
// trump, exchange and card plays, each retried on the table before the best one is shown.
// The bots play at a reading pace, as in Play (the reader may change it), each move on the table
// for a moment and said in a line with what the engine says it set off (who takes the trick, a 2
// that goes back, the score), in the engine's own words.
//
//   renderFreePlay(widget, step, body)
//
// widget: the lesson widget (tutorial.js): its engine link, words (ui), page (what the shared
// table draws for), say(), drawTable(), tableFocus(), keepInView() (the trick and the hand in
// sight after every move).
//
// For tests: .lp-free-play[data-shown] counts the table's redraws; [data-hand] is "playing" or
// "over" once a hand is dealt, [data-bots] "moving" while the bots play; each bot move shown adds
// one line to .lp-free-talk ([data-move]).
import { el, field, select } from "../../common/dom.js";
import { describeMove } from "../../common/moves.js";
import { reviewOffer } from "../../common/review.js";

// The pause before each bot move (ms), as Play's (web/tools/play.js PACES, without its step by
// step); a trick just won stays a while longer, as in Play.
const PACES = { slow: 1600, normal: 900, fast: 450, instant: 0 };
const WON_TRICK_PAUSE = 1.5; // times the pace
const sleep = (ms) => new Promise((done) => { setTimeout(done, ms); });

/** A whole hand against the engine's own bots (Play's table, webapi.new_game): the learner
 * plays his seat, the bots the others, every move checked by the engine. */
export function renderFreePlay(widget, step, body) {
  const area = el("div", { class: "lp-free-play" }, el("p", {}, widget.ui.play_hint));
  body.append(area);
  const hand = new FreeHand(widget, step, area);
  area.append(el("button", { type: "button", class: "md-button md-button--primary", onclick: () => hand.deal() }, widget.ui.new_hand));
}

/** One free hand at a time, and the review's host (common/review.js says what it asks of one). */
class FreeHand {
  constructor(widget, step, area) {
    this.widget = widget;
    this.step = step;
    this.gameArea = area;
    this.tableArea = el("div", { class: "lp-free-play-table" });
    this.restArea = el("div", { class: "lp-free-play-rest" });
    this.ui = widget.page.ui; // the tools' words: the table's and the review's
    this.page = reviewPage(widget, area);
    this.session = null;
    this.view = null;
    this.generation = 0; // a new hand: a review of the last one no longer draws the game back
    this.busy = null; // the move under way: a second press while the bots play is ignored
    this.paceKey = "normal";
    this.talk = el("ol", { class: "lp-free-talk", "aria-live": "polite" }); // the moves since the learner's last one
    this.eventsSeen = 0; // the engine's events of this hand already said
  }

  call(fn, args = {}) {
    return this.widget.engine.call(fn, { game: this.session, ...args });
  }

  async deal() {
    const { widget, step } = this;
    if (!widget.engine.ready) {
      widget.say(widget.ui.engine_loading, "info");
      return;
    }
    if (this.session) widget.engine.call("drop", { session: this.session }).catch(() => {});
    this.generation += 1;
    this.busy = null; // a move of the last hand no longer holds this one up
    delete this.page.root.dataset.review;
    this.restArea.hidden = false;
    const view = await widget.engine.call("new_game", { preset: step.preset, seat: step.seat, seed: Date.now() % 100000 });
    this.session = view.session;
    this.eventsSeen = 0;
    this.talk.replaceChildren();
    await this.playOn(view);
  }

  /** The bots move until it is the learner's turn or the hand is over, one at a time at the pace
   * chosen, each shown on the table with its line; then the table is the learner's. */
  async playOn(view) {
    const generation = this.generation;
    this.sayEvents(view, null); // what the learner's own move set off (the trick taken)
    while (!view.hand_over && view.to_move !== this.step.seat) {
      this.show(view, true); // the table the next move is made on, for a moment
      const justWon = view.tricks && view.tricks.length && !view.trick.length;
      const pause = PACES[this.paceKey] * (justWon ? 1 + WON_TRICK_PAUSE : 1);
      if (pause) await sleep(pause);
      if (generation !== this.generation) return; // a new hand meanwhile
      view = await this.call("bot_move");
      if (generation !== this.generation) return; // a new hand meanwhile
      this.sayEvents(view, view.moved);
    }
    this.show(view);
  }

  /** A line for the move just made (a bot's), with the engine's words for what it set off. */
  sayEvents(view, moved) {
    const fresh = view.events.slice(this.eventsSeen);
    this.eventsSeen = view.events.length;
    if (!moved && !fresh.length) return;
    const explained = fresh.map((event) => this.page.explanation(event.rule, event.message));
    this.talk.append(el("li", { class: "lp-free-line", "data-move": moved ? moved.move : null },
      moved ? el("strong", {}, describeMove(this.widget.page, moved)) : "", ...explained));
  }

  /** Where the bots' pace is chosen: Play's choices and words. */
  paceChoice() {
    const ui = this.ui;
    const choice = select(Object.keys(PACES).map((key) => [key, ui[`pace_${key}`]]), this.paceKey,
      { name: "free-play-pace", "data-control": "pace", onchange: (event) => { this.paceKey = /** @type {HTMLSelectElement} */ (event.target).value; } });
    return el("span", { class: "lp-free-pace" }, field(ui.bot_pace, choice));
  }

  async move(choice) {
    if (this.busy) return;
    const token = {};
    this.busy = token;
    this.talk.replaceChildren(); // the lines since this move
    try {
      await this.playOn(await this.call("game_act", { move: choice.move }));
    } catch (error) {
      this.widget.say(error.message || this.widget.ui.try_again, "error");
    } finally {
      if (this.busy === token) this.busy = null;
    }
  }

  /** The table; `botsMoving`: a bot's move on it, the learner's cards not to be pressed, the page
   * left where the learner has it. */
  show(view, botsMoving = false) {
    const { widget, step, gameArea: area } = this;
    this.view = view;
    const moves = view.hand_over || botsMoving ? null : view.legal.map((move) => ({ ...move, ok: true, wanted: true }));
    // the turn line says when the hand is over; the review's offer then sits beside the hand
    const extra = view.hand_over ? [reviewOffer(this, view)].filter(Boolean) : null;
    const table = widget.drawTable(view, step.seat, { moves, onMove: (choice) => this.move(choice), extra });
    this.tableArea.replaceChildren(table, this.talk);
    if (!this.restArea.querySelector(".lp-free-pace")) { // kept while the bots play: the choice stays usable
      this.restArea.replaceChildren(el("button", { type: "button", class: "md-button lp-new-hand", onclick: () => this.deal() },
        widget.ui.new_hand), " ", this.paceChoice());
    }
    if (!area.contains(this.tableArea)) area.replaceChildren(el("p", {}, widget.ui.play_hint), this.tableArea, this.restArea);
    area.dataset.hand = view.hand_over ? "over" : "playing";
    area.dataset.bots = botsMoving ? "moving" : "still";
    area.dataset.shown = String(Number(area.dataset.shown || 0) + 1); // for tests: "redrawn"
    if (botsMoving) return;
    widget.keepInView(table, [table.querySelector(".lp-trick-centre"), table.querySelector(".lp-table-you")]);
    const target = (moves && widget.tableFocus(area)) || area.querySelector('[data-control="review"]')
      || area.querySelector(".lp-new-hand");
    if (target) target.focus({ preventScroll: true });
  }
}

/** The tutorial's page for the shared table, with what the review shows errors and reasons by
 * (Play's tools/page.js has both): the engine's message, then the rule's link if it cites one. */
function reviewPage(widget, root) {
  const page = widget.page;
  const explanation = (code, message, cited = code) => {
    const link = page.ruleLink(cited);
    return el("p", { class: "lp-explained", "data-rule": code }, message, link ? " " : "", link);
  };
  const errorView = (error) => {
    const code = (error && error.code) || "runtime.internal";
    const message = code.startsWith("runtime.") || !error.message ? widget.ui.try_again : error.message;
    return explanation(code, message, (error && error.params && error.params.rule) || code);
  };
  return { ...page, root, explanation, errorView };
}
