// Moves in words, from the engine's structured moves ({kind, seat, card, suit, bid, source}):
// {kind: "bid", seat: "E", bid: 5} reads "East bids 5", {kind: "draw", seat: "2", source:
// "discard"} reads "Player 2 takes the top card of the discard pile". The page never parses
// move notation: the engine sends every move as data.
import { format } from "./dom.js";
import { listOf } from "./plural.js";

/**
 * @typedef {import("./contract.mjs").MoveView} MoveView
 * @typedef {import("./contract.mjs").ExchangeEntry} ExchangeEntry
 * @typedef {import("./table.js").TablePage} TablePage
 */

/** @type {Object<string, string>} */
const SIMPLE = { "take-rest": "move_take_rest", "give-rest": "move_give_rest", done: "move_done",
  skip: "move_skip", stop: "move_stop", pass: "move_pass" };
/** @type {Object<string, string>} */
const WITH_CARD = { drop: "move_drop", claim: "move_claim", swap: "move_swap", discard: "move_discard",
  out: "move_out", play: "move_play" };

/** @param {TablePage} page @param {MoveView} move @returns {string} */
export function describeMove(page, move) {
  const ui = page.ui;
  const seat = move.seat ? page.seatName(move.seat) : "";
  const card = move.card ? page.cards.name(move.card) : "";
  if (move.kind === "bid") return format(move.bid === "moon" ? ui.move_moon : ui.move_bid, { seat, bid: move.bid });
  if (move.kind === "trump") {
    const suit = move.suit ? page.data.suit_names[move.suit] : "";
    return move.card ? format(ui.move_trump_call, { seat, suit, card }) : format(ui.move_trump, { seat, suit });
  }
  if (move.kind === "draw") return format(move.source === "stock" ? ui.move_draw_stock : ui.move_draw_discard, { seat });
  if (move.kind === "reshuffle") return ui.move_reshuffle;
  if (SIMPLE[move.kind]) return format(ui[SIMPLE[move.kind]], { seat });
  if (WITH_CARD[move.kind]) return format(ui[WITH_CARD[move.kind]], { seat, card });
  return move.move; // a kind this page does not know yet: the notation, as text
}

/** One seat's part of the exchange in words (an entry of the engine's hand log, hand_log.py):
 * the cards for the reader (`you`: his seat), counts for the others unless thrown face up. A
 * joker by its name, a natural card by its index and suit, listed as the language lists things.
 * A card both drawn and thrown away is one of the rest of the widow, taken and thrown away at
 * once: the reader takes the rest first, so his sentence says so, and names each card once.
 * @param {TablePage} page @param {ExchangeEntry} entry @param {string | null} you @returns {string} */
export function describeExchange(page, entry, you) {
  const ui = page.ui;
  const cards = (/** @type {string[]} */ codes) => listOf(codes.map((code) => page.cards.spoken(code)));
  if (entry.seat === you && entry.thrown_cards && entry.drawn_cards) {
    const thrown = new Set(entry.thrown_cards);
    const kept = entry.drawn_cards.filter((code) => !thrown.has(code));
    if (kept.length < entry.drawn_cards.length) {
      const taken = format(ui.exchange_cards, { n: entry.drawn });
      return kept.length
        ? format(ui.exchange_you_rest, { taken, kept: cards(kept), thrown: cards(entry.thrown_cards) })
        : format(ui.exchange_you_rest_none, { taken, thrown: cards(entry.thrown_cards) });
    }
    if (!entry.drawn) return format(ui.exchange_you_no_draw, { thrown: cards(entry.thrown_cards) });
    if (!entry.thrown) return format(ui.exchange_you_draw_only, { drawn: cards(entry.drawn_cards) });
    return format(ui.exchange_you, { thrown: cards(entry.thrown_cards), drawn: cards(entry.drawn_cards) });
  }
  const seat = page.seatName(entry.seat);
  const thrown = entry.thrown_cards ? cards(entry.thrown_cards) : format(ui.exchange_cards, { n: entry.thrown });
  const drawn = format(ui.exchange_cards, { n: entry.drawn });
  if (!entry.drawn) return format(ui.exchange_seat_no_draw, { seat, thrown });
  if (!entry.thrown) return format(ui.exchange_seat_draw_only, { seat, drawn });
  return format(ui.exchange_seat, { seat, thrown, drawn });
}
