// Card notation in the browser: the one place that reads a card code or a card typed in the
// notation. A code is the engine's (pitch_core/cards.py): the rank's letter, then the suit's:
// "QH", "TS" (the ten is T), "2C"; the jokers are "HJ" and "LJ". Typed, the notation also takes
// "10" for the ten, the suit symbols and any case ("10h", "J♦", "as"), as pitch_core/card_entry.py
// reads it. Nothing here touches the DOM, so it runs in Node too (tests/tools/test_card_code.py).
//
//   readCode(code)    {rank, suit, joker} of a code ("QH" -> {rank: "Q", suit: "H", joker: false}), or null
//   isCardCode(text)  whether the text is a card's code
//   isJoker(code)     rankOf(code)  suitOf(code)  (a joker has neither rank nor suit: null)
//   suitSymbol(suit)  "♠" for "S" ("" for what is no suit's letter)
//   readTyped(token, key)  a typed card as its code, or null; `key` adds a language's letters

/**
 * @typedef {{rank: string, suit: string, joker: false} | {rank: null, suit: null, joker: true}} CardParts
 * @typedef {{ranks: Object<string, string>, suits: Object<string, string>}} TypingKey case-folded letters -> the notation's
 */

const CODE = /^(?:([2-9TJQKA])([SHDC])|(HJ|LJ))$/;
const JOKERS = new Set(["HJ", "LJ"]);
/** @type {Object<string, string>} */
const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** What a notation token stands for, case-folded: "10" and "T" the ten, the symbols their suits. */
const NOTATION_RANKS = lower({ A: "A", K: "K", Q: "Q", J: "J", T: "T", 10: "T", 9: "9", 8: "8", 7: "7", 6: "6",
  5: "5", 4: "4", 3: "3", 2: "2" });
const NOTATION_SUITS = lower({ S: "S", H: "H", D: "D", C: "C", "♠": "S", "♥": "H", "♦": "D", "♣": "C",
  "♤": "S", "♡": "H", "♢": "D", "♧": "C" });

/** @param {Object<string, string>} map @returns {Object<string, string>} */
function lower(map) {
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [k.toLowerCase(), v]));
}

/** A code's parts, or null for anything that is no card's code.
 * @param {unknown} code @returns {CardParts | null} */
export function readCode(code) {
  const found = typeof code === "string" ? CODE.exec(code) : null;
  if (!found) return null;
  return found[3] ? { rank: null, suit: null, joker: true } : { rank: found[1], suit: found[2], joker: false };
}

/** @param {unknown} text */
export function isCardCode(text) {
  return readCode(text) !== null;
}

/** The two jokers' codes, high then low (a pack of Pitch holds both). */
export const JOKER_CODES = Object.freeze([...JOKERS]);

/** @param {string} code */
export function isJoker(code) {
  return JOKERS.has(code);
}

/** The rank's letter of a natural card ("T" of "TS"); null for a joker.
 * @param {string} code @returns {string | null} */
export function rankOf(code) {
  return readCode(code)?.rank ?? null;
}

/** The suit's letter of a natural card ("S" of "TS"); null for a joker.
 * @param {string} code @returns {string | null} */
export function suitOf(code) {
  return readCode(code)?.suit ?? null;
}

/** A suit's letter as its symbol: "♥" for "H"; "" for what is no suit's letter.
 * @param {string | null | undefined} suit @returns {string} */
export function suitSymbol(suit) {
  return suit && Object.hasOwn(SUIT_SYMBOLS, suit) ? SUIT_SYMBOLS[suit] : "";
}

/** One typed token as a card's code ("QD"), or null: the notation first, then, when a `key`
 * ({ranks, suits}: case-folded letters -> the notation's letter) is given, the language's letters
 * beside the notation's, rank first, the longest rank first ("10").
 * @param {string} token @param {TypingKey | null} [key] @returns {string | null} */
export function readTyped(token, key = null) {
  const folded = token.trim().toLowerCase();
  if (JOKERS.has(folded.toUpperCase())) return folded.toUpperCase();
  const tables = [[NOTATION_RANKS, NOTATION_SUITS]];
  if (key) tables.push([{ ...NOTATION_RANKS, ...key.ranks }, { ...NOTATION_SUITS, ...key.suits }]);
  for (const [ranks, suits] of tables) {
    for (let cut = folded.length - 1; cut > 0; cut -= 1) {
      const rank = ranks[folded.slice(0, cut)];
      const suit = suits[folded.slice(cut)];
      if (rank && suit) return rank + suit;
    }
  }
  return null;
}
