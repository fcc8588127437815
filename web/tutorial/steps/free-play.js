// A whole hand against the engine's own bots (`free-play`), on Play's table, and after it the
// same "Learn from your mistakes" as Play's (common/review.js): the learner's costly calls,
// trump, exchange and card plays, each retried on the table before the best one is shown.
//
//   renderFreePlay(widget, step, body)
//
// widget: the lesson widget (tutorial.js): its engine link, words (ui), page (what the shared
// table draws for), say(), drawTable(), tableFocus(), keepInView() (the trick and the hand in
// sight after every move).
//
// For tests: .lp-free-play[data-shown] counts the table's redraws; [data-hand] is "playing" or
// "over" once a hand is dealt.
import { el } from "../../common/dom.js";
import { reviewOffer } from "../../common/review.js";

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
    this.busy = false; // one move at a time: a second press while the bots play is ignored
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
    delete this.page.root.dataset.review;
    this.restArea.hidden = false;
    const view = await widget.engine.call("new_game", { preset: step.preset, seat: step.seat, seed: Date.now() % 100000 });
    this.session = view.session;
    await this.playOn(view);
  }

  /** The bots move until it is the learner's turn or the hand is over; then the table. */
  async playOn(view) {
    const generation = this.generation;
    while (!view.hand_over && view.to_move !== this.step.seat) {
      view = await this.call("bot_move");
      if (generation !== this.generation) return; // a new hand meanwhile
    }
    this.show(view);
  }

  async move(choice) {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.playOn(await this.call("game_act", { move: choice.move }));
    } catch (error) {
      this.widget.say(error.message || this.widget.ui.try_again, "error");
    } finally {
      this.busy = false;
    }
  }

  show(view) {
    const { widget, step, gameArea: area } = this;
    this.view = view;
    const moves = view.hand_over ? null : view.legal.map((move) => ({ ...move, ok: true, wanted: true }));
    // the turn line says when the hand is over; the review's offer then sits beside the hand
    const extra = view.hand_over ? [reviewOffer(this, view)].filter(Boolean) : null;
    const table = widget.drawTable(view, step.seat, { moves, onMove: (choice) => this.move(choice), extra });
    this.tableArea.replaceChildren(table);
    this.restArea.replaceChildren(el("button", { type: "button", class: "md-button lp-new-hand", onclick: () => this.deal() },
      widget.ui.new_hand));
    area.replaceChildren(el("p", {}, widget.ui.play_hint), this.tableArea, this.restArea);
    area.dataset.hand = view.hand_over ? "over" : "playing";
    area.dataset.shown = String(Number(area.dataset.shown || 0) + 1); // for tests: "redrawn"
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
