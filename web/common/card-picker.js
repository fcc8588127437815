// Card entry in the reader's language: a picker with every card of the pack as a toggle button
// (the engine's list, tools-data `deck`) that marks the cards already in the field, and typed
// cards read with the language's own letters (tools-data `card_key`, from pitch_core/card_entry.py:
// German "DK" is the Karo-Dame, Czech "KSr" the srdcový král) as well as the notation (AS, 10H, J♦).
// The engine reads the field the same way when it counts; this reading only marks the picker.
import { readCode, readTyped, suitOf } from "./card-code.js"; // the one reader of card notation
import { el, format } from "./dom.js";

/** Reads typed cards: the notation first, then the language's letters (rank, then suit). */
export class CardReader {
  constructor(key) {
    this.key = key;
  }

  /** One token as a card code ("QD"), or null. */
  card(token) {
    return readTyped(token, this.key);
  }

  /** Every token of a text: [{token, code}] (code null where the token reads as no card). */
  read(text) {
    return text.replace(/,/g, " ").split(/\s+/).filter(Boolean).map((token) => ({ token, code: this.card(token) }));
  }

  /** A card as the reader types it: the language's letters ("DK"), numbers as on the card ("10P"). */
  typed(code) {
    const card = readCode(code);
    if (!card || card.joker) return code; // a joker is typed as its code
    const rank = card.rank === "T" ? "10" : this.key.typed[card.rank] || card.rank;
    return rank + (this.key.typed[card.suit] || card.suit);
  }
}

/** The key shown right beside a card field: "A = Ass · K = König · … · Kr = Kreuz". */
export function cardKey(data, ui, id) {
  return el("p", { class: "lp-card-key", id },
    el("span", { class: "lp-card-key-label" }, ui.card_key), " ",
    data.card_key.shown.map((entry, i) => [i ? " · " : "", el("span", { class: "lp-card-key-entry" }, entry)]));
}

/** Every card of the pack as a toggle button, one row per suit; `mark(codes)` shows the chosen. */
export class CardPicker {
  constructor(page, onToggle) {
    this.page = page;
    this.onToggle = onToggle;
    this.buttons = new Map();
    const suits = [...new Set(page.data.deck.map(suitOf))];
    this.element = el("div", { class: "lp-card-picker", role: "group", "aria-label": page.ui.pick_cards },
      suits.map((suit) => el("div", { class: "lp-card-picker-row", role: "group", "aria-label": page.cards.suits[suit] },
        page.data.deck.filter((code) => suitOf(code) === suit).map((code) => {
          const count = el("span", { class: "lp-card-count", "aria-hidden": "true" });
          const times = el("span", { class: "lp-sr-only" });
          const button = page.cards.button(code, () => this.onToggle(code, button.getAttribute("aria-pressed") === "true"),
            { "aria-pressed": "false" });
          button.append(count, times);
          this.buttons.set(code, { button, count, times });
          return button;
        }))));
  }

  /** Mark the cards in `codes` (a card twice in two packs shows ×2). */
  mark(codes) {
    const counts = new Map();
    for (const code of codes) counts.set(code, (counts.get(code) || 0) + 1);
    for (const [code, { button, count, times }] of this.buttons) {
      const n = counts.get(code) || 0;
      button.setAttribute("aria-pressed", n > 0 ? "true" : "false");
      button.dataset.count = String(n);
      count.textContent = n > 1 ? `×${n}` : "";
      times.textContent = n > 1 ? `, ${format(this.page.ui.chosen_times, { n })}` : "";
    }
  }
}
