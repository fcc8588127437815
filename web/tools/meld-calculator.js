// The meld calculator: a Three Thirteen hand and its round in, the least deadwood out, with the
// melds and what each wild stands for. The engine's solver does the counting (webapi.deadwood).
import { CardPicker, CardReader, cardKey } from "../common/card-picker.js";
import { button, el, field, format, select, uniqueId } from "../common/dom.js";
import { followChoice, openingGame, rememberGame } from "./game-choice.js";
import { whenReady } from "./page.js";

class MeldCalculator {
  constructor(page) {
    this.page = page;
    this.ui = page.ui;
    // Three Thirteen's printed jokers: drawn and named alike, as its table does
    this.cards = page.cards.forView({ jokers_alike: true, printed_jokers: true });
  }

  start() {
    const ui = this.ui;
    // The game a link names, else the Three Thirteen chosen last, else the first (game-choice.js)
    const opening = openingGame(this.page, this.page.data.three_thirteen_presets);
    if (opening.notice) this.page.notice(opening.notice);
    if (opening.linked) rememberGame(opening.game);
    this.preset = select(this.page.data.three_thirteen_presets.map((name) => [name, this.page.presetName(name)]),
      opening.game, { name: "preset" });
    this.round = el("select", { name: "round" });
    this.preset.addEventListener("change", () => {
      this.listRounds();
      rememberGame(this.preset.value);
      followChoice(this.preset.value);
    });
    this.listRounds(4);
    this.input = el("input", { type: "text", name: "cards", autocomplete: "off", spellcheck: "false",
      autocapitalize: "characters", class: "lp-cards-input", maxlength: this.page.data.card_entry_limit,
      oninput: () => this.markPicked() });
    this.reader = new CardReader(this.page.data.card_key);
    this.picker = new CardPicker(this.page, (code, chosen) => this.toggle(code, chosen));
    this.result = el("div", { class: "lp-result", "aria-live": "polite" });
    // The key of the letters the reader may type, right beside the field (and read with its hint)
    const key = cardKey(this.page.data, ui, uniqueId("lp-card-key"));
    const cardsField = field(ui.cards_label, this.input, ui.cards_hint);
    cardsField.append(key);
    this.input.setAttribute("aria-describedby", `${this.input.getAttribute("aria-describedby")} ${key.id}`);
    const form = el("form", { class: "lp-form lp-meld-form", onsubmit: (event) => { event.preventDefault(); this.count(); } },
      el("div", { class: "lp-fields" }, field(ui.game, this.preset), field(ui.round, this.round)),
      cardsField,
      el("fieldset", { class: "lp-picker-set" }, el("legend", {}, ui.pick_cards), this.picker.element),
      el("div", { class: "lp-actions" },
        el("button", { type: "submit", class: "md-button md-button--primary lp-count" }, ui.count_deadwood),
        button(ui.clear, () => { this.input.value = ""; this.markPicked(); this.result.replaceChildren(); this.input.focus(); },
          { class: "md-button lp-clear" })));
    this.page.root.replaceChildren(this.page.notices, form, this.result, this.page.status);
  }

  /** The chosen game's rounds as its ruleset deals them (the engine's table in the tools data):
   * the hand size and the wild rank of each; the chosen round stays chosen where it exists. */
  listRounds(chosen = Number(this.round.value)) {
    const rounds = this.page.data.three_thirteen_rounds[this.preset.value];
    this.round.replaceChildren(...rounds.map(({ round, cards, wild }) => el("option", { value: round, selected: round === chosen },
      format(this.ui.round_option, { round, cards, wild: this.cards.rank(wild) }))));
  }

  /** The picker shows the cards the field holds, typed or picked. */
  markPicked() {
    this.picker.mark(this.reader.read(this.input.value).map((t) => t.code).filter(Boolean));
  }

  /** A pressed card joins the hand in the reader's letters; pressed again, it leaves it. */
  toggle(code, chosen) {
    const tokens = this.reader.read(this.input.value);
    if (chosen) {
      const last = tokens.map((t) => t.code).lastIndexOf(code);
      tokens.splice(last, 1);
      this.input.value = tokens.map((t) => t.token).join(" ");
    } else {
      this.input.value = `${this.input.value.trim()} ${this.reader.typed(code)}`.trim();
    }
    this.markPicked();
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
      el("p", {}, format(ui.wild_this_round, { rank: this.cards.rank(answer.wild_rank) })),
      el("h3", {}, ui.melds),
      answer.melds.length ? el("ul", { class: "lp-melds" }, melds) : el("p", {}, ui.no_melds),
      el("h3", {}, ui.leftover),
      leftover,
      el("h3", {}, ui.why),
      el("div", { class: "lp-events" }, answer.events.map((event) => this.page.explanation(event.rule, event.message))));
  }
}

whenReady("meld-calculator", (page) => new MeldCalculator(page).start());
