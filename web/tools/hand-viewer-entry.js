// Entering a real table's hand in the hand viewer, by tapping: the cards each player held at the
// first trick (the card picker, web/common/card-picker.js), who bid what and which trump, then
// the cards as they were played. What is entered becomes a record that starts at the play
// (`[Start "play"]`, pitch_core/pitch/record.py), written into the record field for the reader to
// see, and opened like any pasted record: the engine checks the position and every card (a hand
// of eight trump, a card in two hands, a card played out of turn are its localised errors).
import { JOKER_CODES } from "../common/card-code.js";
import { CardPicker } from "../common/card-picker.js";
import { button, el, field, format, select, uniqueId } from "../common/dom.js";
import { sortedCards } from "../common/table.js";
import { rememberGame } from "./game-choice.js";

const SUITS = ["H", "D", "C", "S"]; // trump as a Pitch record names it ([Trump "H"])

/** The `[Start "play"]` record of an entered hand. Every value is one the form offered (seats,
 * suits, the game's bids, cards of the pack), so no quote or bracket can reach the record.
 * @param {{game: string, dealer: string, bidder: string, bid: string, trump: string,
 *   hands: Map<string, string[]>, seats: string[], seatTags: Record<string, string>}} hand */
export function playRecord(hand) {
  const lines = [`[Game "${hand.game}"]`, `[Dealer "${hand.dealer}"]`, '[Start "play"]',
    `[Bidder "${hand.bidder}"]`, `[Bid "${hand.bid}"]`, `[Trump "${hand.trump}"]`];
  for (const seat of hand.seats) lines.push(`[${hand.seatTags[seat]} "${(hand.hands.get(seat) || []).join(" ")}"]`);
  return `${lines.join("\n")}\n`;
}

// The record's seat tags of a four-handed game (pitch_core/pitch/record.py SEAT_TAGS)
const SEAT_TAGS = { N: "North", E: "East", S: "South", W: "West" };

/** The form: game, dealer, bidder, bid, trump, and each seat's cards tapped in. `open(record)`
 * opens the record it makes (the hand viewer's own opening). */
export class HandEntry {
  /** @param {import("./page.js").ToolPage} page @param {string} game @param {(record: string) => void} open */
  constructor(page, game, open) {
    this.page = page;
    this.ui = page.ui;
    this.open = open;
    this.hands = new Map();
    const data = page.data;
    // Four-handed Pitch games only: a five-handed record also names the called card
    this.games = Object.keys(data.presets).filter((name) => data.presets[name].players === 4);
    if (!this.games.includes(game)) this.games.unshift(game);
    this.seats = data.presets[this.games.find((name) => Object.hasOwn(data.presets, name)) || "ten-point"].seats;
    this.gameChoice = select(this.games.map((name) => [name, page.presetName(name)]), game,
      { name: "entry-game", onchange: () => { this.listBids(); rememberGame(this.gameChoice.value); } });
    this.dealer = this.seatSelect("entry-dealer", "W");
    this.bidder = this.seatSelect("entry-bidder", "N");
    this.bid = el("select", { name: "entry-bid" });
    this.trump = select(SUITS.map((suit) => [suit, data.suit_names[suit]]), "H", { name: "entry-trump" });
    this.listBids();
    this.seatName = uniqueId("lp-entry-seat");
    this.seatBoxes = this.seats.map((seat) => el("input", { type: "radio", name: this.seatName, value: seat,
      id: uniqueId("lp-entry-seat"), checked: seat === "N" }));
    this.picker = null; // the pack to tap, made when the reader opens the form (54 faces a shared link never needs)
    this.pickerPlace = el("div", { class: "lp-entry-pack" });
    this.shown = el("ul", { class: "lp-entry-hands", "aria-live": "polite" });
    this.element = this.form();
    this.showHands();
  }

  seatSelect(name, chosen) {
    return select(this.seats.map((seat) => [seat, this.page.seatName(seat)]), chosen, { name });
  }

  /** The chosen game's bids (the moon by its name); the chosen bid stays where the game has it. */
  listBids() {
    const facts = this.page.data.presets[this.gameName()] || this.page.data.presets[this.games[0]];
    const chosen = this.bid.value || "5";
    this.bid.replaceChildren(...facts.bid_ladder.map((bid) => el("option", { value: String(bid), selected: String(bid) === chosen },
      bid === "moon" ? this.ui.moon : String(bid))));
  }

  /** The game as chosen: a house game (`ten-point~stuck=5`) is read by its plain game's facts. */
  gameName() {
    const name = this.gameChoice.value;
    return Object.hasOwn(this.page.data.presets, name) ? name : name.split("~")[0];
  }

  get seat() {
    return (this.seatBoxes.find((box) => box.checked) || this.seatBoxes[0]).value;
  }

  /** A tapped card goes to the chosen seat; tapped again there, it leaves; a card another seat
   * holds moves to the chosen one (a slip of the finger is mended by one tap). */
  tap(code) {
    const seat = this.seat;
    const holder = [...this.hands].find(([, cards]) => cards.includes(code))?.[0];
    if (holder) this.hands.set(holder, (this.hands.get(holder) || []).filter((card) => card !== code));
    if (holder !== seat) this.hands.set(seat, [...(this.hands.get(seat) || []), code]);
    this.showHands();
  }

  /** The pack as toggle buttons; every Pitch game here plays with the two jokers, which the
   * tools' pack leaves out. */
  makePicker() {
    if (this.picker) return;
    const pack = { ...this.page, data: { ...this.page.data, deck: [...this.page.data.deck, ...JOKER_CODES] } };
    this.picker = new CardPicker(/** @type {any} */ (pack), (code) => this.tap(code));
    this.pickerPlace.replaceChildren(this.picker.element);
    this.showHands();
  }

  showHands() {
    const { ui, page } = this;
    const order = { card_order: this.page.data.deck };
    this.picker?.mark([...this.hands.values()].flat());
    this.shown.replaceChildren(...this.seats.map((seat) => {
      const cards = sortedCards(this.hands.get(seat) || [], order);
      return el("li", { "data-seat": seat },
        el("span", { class: "lp-entry-seat" }, format(ui.entry_cards_of, { seat: page.seatName(seat), n: cards.length })), " ",
        cards.length ? page.cards.row(cards) : el("span", { class: "lp-entry-none" }, ui.entry_no_cards));
    }));
  }

  record() {
    return playRecord({ game: this.gameChoice.value, dealer: this.dealer.value, bidder: this.bidder.value, bid: this.bid.value,
      trump: this.trump.value, hands: this.hands, seats: this.seats, seatTags: SEAT_TAGS });
  }

  form() {
    const { ui, page } = this;
    const seats = el("div", { class: "lp-entry-seats", role: "radiogroup", "aria-label": ui.entry_whose },
      this.seatBoxes.map((box) => el("span", { class: "lp-check" }, box, el("label", { for: box.id }, page.seatName(box.value)))));
    return el("details", { class: "lp-hand-entry", ontoggle: () => this.makePicker() },
      el("summary", {}, ui.entry_title),
      el("form", { class: "lp-form lp-entry-form", onsubmit: (event) => { event.preventDefault(); this.open(this.record()); } },
        el("p", { class: "lp-field-hint" }, ui.entry_intro),
        el("div", { class: "lp-fields" }, field(ui.game, this.gameChoice), field(ui.entry_dealer, this.dealer),
          field(ui.bidder, this.bidder), field(ui.bid, this.bid), field(ui.entry_trump, this.trump)),
        el("fieldset", { class: "lp-fieldset lp-entry-cards" }, el("legend", {}, ui.entry_whose), seats,
          el("p", { class: "lp-field-hint" }, ui.entry_tap_hint), this.pickerPlace, this.shown),
        el("div", { class: "lp-actions" },
          el("button", { type: "submit", class: "md-button md-button--primary lp-entry-open" }, ui.entry_open),
          button(ui.clear, () => { this.hands.clear(); this.showHands(); }, { class: "md-button lp-entry-clear" }))));
  }
}

/** Under the table at the end of an unfinished Pitch hand: the cards the player to move may play,
 * to tap as they were played at the table, and a way to take the last one back. `play(move)`
 * adds a move to the record; `undo` is null when nothing entered here can be taken back. */
export function playEntry(page, view, play, undo) {
  const ui = page.ui;
  if (view.phase !== "play" || !view.to_move || !view.legal || !view.legal.length) {
    return undo ? el("div", { class: "lp-play-entry" }, button(ui.entry_take_back, undo, { class: "md-button lp-entry-take-back" })) : null;
  }
  const cards = view.legal.filter((move) => move.kind === "play" && move.card);
  return el("div", { class: "lp-play-entry", "data-seat": view.to_move },
    el("h3", {}, ui.entry_play_title),
    el("p", {}, format(ui.entry_next_card, { seat: page.seatName(view.to_move) })),
    el("div", { class: "lp-entry-legal", role: "group", "aria-label": format(ui.entry_next_card, { seat: page.seatName(view.to_move) }) },
      sortedCards(cards.map((move) => move.card), view).map((card) => {
        const move = cards.find((m) => m.card === card);
        return page.cards.button(card, () => play(move.move), { "data-move": move.move });
      })),
    undo ? button(ui.entry_take_back, undo, { class: "md-button lp-entry-take-back" }) : "");
}
