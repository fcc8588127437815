// The meld calculator: a Three Thirteen hand and its round in, the least deadwood out, with the
// melds and what each wild stands for. The engine's solver does the counting (webapi.deadwood).
import { button, el, field, format, select } from "../common/dom.js";
import { whenReady } from "./page.js";

const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
const SUITS = ["S", "H", "D", "C"];
const ROUNDS = 11;

function wildRank(round) {
  return ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"][round - 1];
}

class MeldCalculator {
  constructor(page) {
    this.page = page;
    this.ui = page.ui;
    this.cards = page.cards;
  }

  start() {
    const ui = this.ui;
    this.preset = select(this.page.data.three_thirteen_presets.map((name) => [name, this.page.presetName(name)]),
      "three-thirteen", { name: "preset" });
    this.round = select(Array.from({ length: ROUNDS }, (_, i) => [i + 1,
      format(ui.round_option, { round: i + 1, cards: i + 3, wild: wildRank(i + 1) })]), 4, { name: "round" });
    this.input = el("input", { type: "text", name: "cards", autocomplete: "off", spellcheck: "false",
      autocapitalize: "characters", class: "lp-cards-input" });
    this.result = el("div", { class: "lp-result", "aria-live": "polite" });
    const form = el("form", { class: "lp-form lp-meld-form", onsubmit: (event) => { event.preventDefault(); this.count(); } },
      el("div", { class: "lp-fields" }, field(ui.game, this.preset), field(ui.round, this.round)),
      field(ui.cards_label, this.input, ui.cards_hint),
      this.keypad(),
      el("div", { class: "lp-actions" },
        el("button", { type: "submit", class: "md-button md-button--primary lp-count" }, ui.count_deadwood),
        button(ui.clear, () => { this.input.value = ""; this.result.replaceChildren(); this.input.focus(); }, { class: "md-button lp-clear" })));
    this.page.root.replaceChildren(form, this.result, this.page.status);
  }

  /** Every card of the pack as a button that adds it to the hand (two decks: press twice). */
  keypad() {
    const rows = SUITS.map((suit) => el("div", { class: "lp-keypad-row", role: "group", "aria-label": this.cards.suits[suit] },
      RANKS.map((rank) => this.cards.button(rank + suit, () => this.add(rank + suit)))));
    return el("details", { class: "lp-keypad" }, el("summary", {}, this.ui.pick_cards), rows);
  }

  add(code) {
    this.input.value = `${this.input.value.trim()} ${code}`.trim();
  }

  async count() {
    const ui = this.ui;
    this.result.replaceChildren(el("p", {}, this.page.ready ? ui.counting : ui.waiting_for_engine));
    try {
      const answer = await this.page.call("deadwood", { round: Number(this.round.value), cards: this.input.value,
        preset: this.preset.value });
      this.show(answer);
    } catch (error) {
      this.result.replaceChildren(el("div", { class: "lp-feedback lp-feedback--error" }, this.page.errorView(error)));
    }
  }

  show(answer) {
    const ui = this.ui;
    const melds = answer.melds.map((meld) => el("li", { class: "lp-meld", "data-kind": meld.kind },
      el("span", { class: "lp-meld-kind" }, meld.kind === "run" ? ui.run : ui.set), " ",
      this.cards.row(meld.cards),
      meld.wilds.length ? el("ul", { class: "lp-wilds" }, meld.wilds.map((wild) => el("li", { "data-wild": wild.card },
        // The sentence names both cards; the pictures beside it are for the eye only.
        el("span", { "aria-hidden": "true" }, this.cards.card(wild.card), " → ", this.cards.card(wild.as)), " ",
        format(ui.stands_for_text, { card: this.cards.name(wild.card), target: this.cards.name(wild.as) })))) : ""));
    const leftover = answer.leftover.length
      ? el("ul", { class: "lp-leftover" }, answer.leftover.map((code) => el("li", {}, this.cards.card(code), " ",
        format(ui.costs_points, { points: answer.penalties[code] }))))
      : el("p", {}, ui.nothing_left);
    this.result.replaceChildren(
      el("h2", { class: "lp-deadwood", "data-deadwood": answer.deadwood }, format(ui.deadwood_is, { points: answer.deadwood })),
      el("p", {}, format(ui.wild_this_round, { rank: wildRank(answer.round) })),
      el("h3", {}, ui.melds),
      answer.melds.length ? el("ul", { class: "lp-melds" }, melds) : el("p", {}, ui.no_melds),
      el("h3", {}, ui.leftover),
      leftover,
      el("h3", {}, ui.why),
      el("div", { class: "lp-events" }, answer.events.map((event) => this.page.explanation(event.rule, event.message))));
  }
}

whenReady("meld-calculator", (page) => new MeldCalculator(page).start());
