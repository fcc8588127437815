// Cards as the tools show them: the symbol in the card's colour, named in the reader's language
// (the names come from tools-data/<lang>.json, translated whole, never assembled).
import { el } from "./dom.js";

const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

export class CardPainter {
  constructor(data) {
    this.names = data.card_names;
    this.suits = data.suit_names;
  }

  symbol(code) {
    if (code === "HJ" || code === "LJ") return code;
    const rank = code[0] === "T" ? "10" : code[0];
    return rank + (SUIT_SYMBOLS[code[1]] || "?");
  }

  colour(code) {
    if (code === "HJ" || code === "LJ") return "joker";
    return code[1] === "H" || code[1] === "D" ? "red" : "black";
  }

  name(code) {
    return this.names[code] || code;
  }

  /** One card to look at: a picture with the card's name for screen readers. */
  card(code) {
    return el("span", { class: `card card--${this.colour(code)}`, role: "img", "aria-label": this.name(code),
      "data-card": code }, this.symbol(code));
  }

  /** Several cards in a row that wraps between cards, never inside one. */
  row(codes) {
    return el("span", { class: "cards" }, codes.map((code) => [this.card(code), " "]));
  }

  /** A card to press. Its name is real (hidden) text, so speech-input users can say it. */
  button(code, onclick, attrs = {}) {
    return el("button", { type: "button", class: `card card--${this.colour(code)} lp-card-button`,
      "data-card": code, onclick, ...attrs },
      el("span", { "aria-hidden": "true" }, this.symbol(code)),
      el("span", { class: "lp-sr-only" }, this.name(code)));
  }
}
