// Cards as the tools show them: real card faces from the site's sprite (<site>/assets/cards/cards.svg,
// cards.de.svg ... per language, drawn at build time by sitegen/card_faces.py from the engine's
// cards with the language's index letters), named in the reader's language (the names come from
// tools-data/<lang>.json, translated whole, never assembled, with the forms a sentence asks for:
// "{card:acc}" in a German template says "den Kreuz-Buben", web/common/plural.js).
//
//   card(code)                  a face to look at: <svg class="lp-face" role="img" aria-label="jack of diamonds" data-card="JD">
//   row(codes)                  several faces in a row that wraps between cards, never inside one
//   button(code, onclick, attrs) a face to press: a real <button> whose text is the card's name (hidden)
//   back({label})               a face-down card; decorative unless given a (localised) label
//
// Sizes are CSS custom properties (web/common/cards.css): a container sets --lp-card-w and every
// face inside follows; nothing here sets a style.
import { isJoker, readCode, suitOf, suitSymbol } from "./card-code.js"; // the one reader of card notation
import { el } from "./dom.js";
import { pageLanguage, registerForms } from "./plural.js";
import { SITE_ROOT } from "./site.js";

const SVG_NS = "http://www.w3.org/2000/svg";
const ALIKE_JOKER = "JK"; // the face and name both jokers have where they look alike (sitegen/cards.py)
const TT_JOKER_NAME = "JK-tt"; // Three Thirteen's printed joker's name, drawn as ALIKE_JOKER
const FACE_VIEWBOX = "0 0 200 280";

/**
 * What the card painter reads of the tools' data (tools/build.py): the cards' names, the suits'
 * names, the index letters of the language's cards, and the forms a sentence asks for.
 * @typedef {Object} CardWords
 * @property {Object<string, string>} card_names
 * @property {Object<string, string>} suit_names
 * @property {Object<string, string>} [card_index]
 * @property {Object<string, Object<string, string>>} [card_forms]
 * @property {Object<string, Object<string, string>>} [rank_forms]
 * @typedef {import("./dom.js").Attrs} Attrs
 */

/** The sprite of the page's language: its faces carry that language's index letters. */
function spriteUrl(lang = pageLanguage()) {
  return new URL(lang === "en" ? "assets/cards/cards.svg" : `assets/cards/cards.${lang}.svg`, SITE_ROOT).href;
}

/** An <svg> drawing one symbol of the sprite, with the given attributes.
 * @param {string} symbol @param {Object<string, string | null | undefined | false>} attrs */
function spriteSvg(symbol, attrs) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", FACE_VIEWBOX);
  svg.setAttribute("focusable", "false");
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== undefined && value !== null && value !== false) svg.setAttribute(name, String(value));
  }
  const use = document.createElementNS(SVG_NS, "use");
  use.setAttribute("href", `${spriteUrl()}#${symbol}`);
  svg.append(use);
  return svg;
}

export class CardPainter {
  /** @param {CardWords} data */
  constructor(data) {
    this.names = data.card_names;
    this.suits = data.suit_names;
    this.index = data.card_index || {};
    for (const [code, forms] of Object.entries(data.card_forms || {})) registerForms(this.names[code], forms);
    for (const [letter, forms] of Object.entries(data.rank_forms || {})) registerForms(this.rank(letter), forms);
    /** Whether this painter draws both jokers as one (see forView), and the key of their name. */
    this.jokersAlike = false;
    this.jokerName = ALIKE_JOKER;
    /** @type {Map<string, CardPainter>} */
    this.alikePainters = new Map();
  }

  /** The painter for a view's table: where the view says the jokers look alike (13-point partner,
   * the engine's `jokers_alike`), both are drawn and named as the one joker they are at that
   * table, since only the order they are played in makes one high; `data-card` keeps the code.
   * @param {{jokers_alike?: boolean, printed_jokers?: boolean} | null | undefined} view @returns {CardPainter} */
  forView(view) {
    if (!view?.jokers_alike) return this;
    const key = view.printed_jokers ? TT_JOKER_NAME : ALIKE_JOKER;
    if (!this.alikePainters.has(key)) {
      const painter = /** @type {CardPainter} */ (Object.create(this));
      painter.jokersAlike = true;
      painter.jokerName = key;
      this.alikePainters.set(key, painter);
    }
    return /** @type {CardPainter} */ (this.alikePainters.get(key));
  }

  /** The face a code is drawn with: its own, or the look-alike joker's.
   * @param {string} code @returns {string} */
  faceOf(code) {
    return this.jokersAlike && isJoker(code) ? ALIKE_JOKER : code;
  }

  /** A rank by its index on the reader's cards: "10" for T, "D" for Q in German ("{rank:pl}": "die Damen").
   * @param {string} letter @returns {string} */
  rank(letter) {
    return this.index[letter] ?? (letter === "T" ? "10" : letter);
  }

  /** The card as text with the reader's index letters: "10♥", "J♦" ("B♦" in German); the jokers keep their code.
   * @param {string} code @returns {string} */
  symbol(code) {
    const card = readCode(code);
    if (!card || card.joker) return code;
    return this.rank(card.rank) + suitSymbol(card.suit);
  }

  /** The card as a sentence says it: a joker by its name, a natural card by its symbol ("B♦").
   * @param {string} code @returns {string} */
  spoken(code) {
    return isJoker(code) ? this.name(code) : this.symbol(code);
  }

  /** @param {string} code @returns {"joker" | "red" | "black"} */
  colour(code) {
    if (isJoker(code)) return "joker";
    const suit = suitOf(code);
    return suit === "H" || suit === "D" ? "red" : "black";
  }

  /** @param {string} code @returns {string} */
  name(code) {
    const key = this.jokersAlike && isJoker(code) ? this.jokerName : code;
    return this.names[key] || this.names[code] || code;
  }

  /** One card to look at: its face, named for screen readers.
   * @param {string} code */
  card(code) {
    return spriteSvg(`card-${this.faceOf(code)}`, { class: `lp-face lp-face--${this.colour(code)}`, role: "img",
      "aria-label": this.name(code), "data-card": code });
  }

  /** A face-down card. With a label (already in the reader's language) it is a picture; without, decoration.
   * @param {{label?: string | null}} [options] */
  back({ label = null } = {}) {
    return spriteSvg("card-back", label ? { class: "lp-face lp-face--back", role: "img", "aria-label": label }
      : { class: "lp-face lp-face--back", "aria-hidden": "true" });
  }

  /** Several cards in a row that wraps between cards, never inside one.
   * @param {string[]} codes */
  row(codes) {
    return el("span", { class: "cards lp-face-row" }, codes.map((code) => [this.card(code), " "]));
  }

  /** A card to press. Its name is real (hidden) text, so speech-input users can say it.
   * @param {string} code @param {(event: MouseEvent) => unknown} onclick @param {Attrs} [attrs] */
  button(code, onclick, attrs = {}) {
    return el("button", { type: "button", class: `lp-card-button lp-face-button lp-face-button--${this.colour(code)}`,
      "data-card": code, onclick, ...attrs },
      spriteSvg(`card-${this.faceOf(code)}`, { class: `lp-face lp-face--${this.colour(code)}`, "aria-hidden": "true" }),
      el("span", { class: "lp-sr-only" }, this.name(code)));
  }
}
