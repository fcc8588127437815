// Which game a tool opens on. A link may name it, `#game=ten-point` (or `?game=ten-point`), with a
// Pitch game's modifiers joined by "+" as the engine spells a preset (`#game=ten-point+dirty`, in
// any order), and a table's house rules after them (`#game=ten-point+dirty~stuck=5~target=31`). Without one, the game the reader chose last in any tool (one local-storage key for
// them all), and without that the language's own game. A name from the address is only looked up
// among the games the tools data lists (tools/build.py: `presets`, `tables`); it reaches the page
// as text in a notice, never as markup.
import { el, format } from "../common/dom.js";
import { SITE_ROOT } from "../common/site.js";
import { check, has, isObject, openStore } from "../common/store.js";

const GAME_KEY = "learn-pitch:game";
const GAME_VERSION = 1;
const RECENT = 6; // games kept, newest first: each tool opens on the newest it plays
const LONGEST_NAME = 120; // characters of a name read from the address or storage
const ECHO = 40; // characters of an unknown name said back in the notice

// Each language's game when the reader has chosen none: the first of these a tool plays, else
// the first game it offers (the Macedonian score keeper, which keeps no Three Thirteen score).
const LANGUAGE_GAMES = { en: ["pitch31"], ro: ["thirteen-point-partner"], de: ["ten-point"], cs: ["ten-point"],
  mk: ["three-thirteen"] };

/** The raw game a link names (`#game=` first, then `?game=`), or null. */
export function linkedGame(place = location) {
  for (const part of [place.hash, place.search]) {
    const value = linkField(part.slice(1), "game");
    if (value !== null) return value;
  }
  return null;
}

/** Does the address's fragment carry a field called `name` (`r`: a shared record)? */
export function fragmentHas(name, place = location) {
  return linkField(place.hash.slice(1), name) !== null;
}

function linkField(text, name) {
  for (const pair of text.split("&")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at) !== name) continue;
    const raw = pair.slice(at + 1, at + 1 + LONGEST_NAME * 3);
    let value;
    try {
      value = decodeURIComponent(raw.replace(/\+/g, "%2B")); // "+" joins modifiers, even in a query
    } catch {
      value = raw;
    }
    return value.trim().slice(0, LONGEST_NAME);
  }
  return null;
}

/** `name` as the tools data spells it (lower case, modifiers in the data's order, a table's house
 * rules `~point=choice` in the data's order with the game's own choices left out: the engine's
 * canonical name), or null when no game of the data has it. */
export function knownGame(data, name) {
  if (typeof name !== "string" || !name) return null;
  const [head, ...house] = name.toLowerCase().split(HOUSE_MARK);
  const game = knownPlainGame(data, head);
  if (!game || !house.length) return game;
  return houseGame(data, game, house);
}

function knownPlainGame(data, name) {
  const [base, ...modifiers] = name.split("+").map((part) => part.trim());
  if (!modifiers.length && data.three_thirteen_presets.includes(base)) return base;
  if (new Set(modifiers).size !== modifiers.length || !modifiers.every((m) => data.modifiers.includes(m))) return null;
  const spelled = [base, ...data.modifiers.filter((m) => modifiers.includes(m))].join("+");
  return has(data.presets, spelled) ? spelled : null;
}

const HOUSE_MARK = "~"; // before each house rule: ten-point~stuck=5 (pitch_core/pitch/house_rules.py)

/** `game` with the house rules `parts` (["stuck=5", …]) as the engine names it, or null when a
 * part names no point this game offers, or no choice of it, or a point twice. */
function houseGame(data, game, parts) {
  const own = has(data.house_rules.games, game) ? data.house_rules.games[game] : null;
  if (!own) return null;
  const chosen = new Map();
  for (const part of parts) {
    const [key, word, ...rest] = part.split("=").map((text) => text.trim());
    const point = data.house_rules.points.find((p) => p.key === key);
    if (rest.length || !point || !has(own, key) || chosen.has(key) || !point.choices.some((c) => c.word === word)) return null;
    chosen.set(key, word);
  }
  return houseName(data, game, chosen);
}

/** The engine's name of `game` played with `chosen` (a Map of point to choice): the points in
 * the data's order, a choice the game plays anyway left out. */
export function houseName(data, game, chosen) {
  const own = data.house_rules.games[game] || {};
  const parts = data.house_rules.points
    .filter((point) => chosen.has(point.key) && has(own, point.key) && own[point.key] !== chosen.get(point.key))
    .map((point) => `${HOUSE_MARK}${point.key}=${chosen.get(point.key)}`);
  return game + parts.join("");
}

/** A game's name split into its plain game and its house rules: `{game, house}` (a Map). */
export function houseParts(name) {
  const [game, ...parts] = name.split(HOUSE_MARK);
  return { game, house: new Map(parts.map((part) => /** @type {[string, string]} */ (part.split("=", 2)))) };
}

/** What the score keeper's form knows of a game (tools data `presets`), a house game's choices
 * applied (tools data `house_rules.sheet`: the target, the moon's score floor). */
export function gameFacts(data, name) {
  const { game, house } = houseParts(name);
  if (!has(data.presets, game)) return undefined;
  const changes = [...house].map(([key, word]) => (data.house_rules.sheet[key] || {})[word] || {});
  return Object.assign({}, data.presets[game], ...changes, { preset: name });
}

/** `data.presets` that also answers for every house game of its games (`ten-point~stuck=5`), with
 * that game's facts (`gameFacts`): a store or page that looks a game up by name takes it as is. */
export function gameTable(data) {
  const found = new Map();
  const lookup = (name) => {
    if (typeof name !== "string") return undefined;
    if (Object.hasOwn(data.presets, name)) return data.presets[name];
    if (!found.has(name)) found.set(name, name.includes(HOUSE_MARK) && knownGame(data, name) === name ? gameFacts(data, name) : undefined);
    return found.get(name);
  };
  return new Proxy(data.presets, {
    get: (_, name) => lookup(name),
    has: (_, name) => lookup(name) !== undefined,
    getOwnPropertyDescriptor: (_, name) => {
      const value = lookup(name);
      return value === undefined ? undefined : { value, writable: false, enumerable: true, configurable: true };
    },
  });
}

/** A house game's choices under the game's choice, with a link to change them on the house-rules
 * page (nothing for a plain game). @param {import("./page.js").ToolPage} page */
export function houseSummary(page, name) {
  const lines = houseLines(page.data, name);
  if (!lines.length) return null;
  const change = new URL(page.data.pages["house-rules"], SITE_ROOT);
  change.hash = `game=${name}`;
  return el("div", { class: "lp-house-rules-note" },
    el("p", {}, page.ui.house_with_rules, " ", el("a", { href: change.href }, page.ui.house_marks_change)),
    el("ul", {}, lines.map((line) => el("li", {}, line))));
}

/** The sentences of a house game's choices in the reader's language (none for a plain game). */
export function houseLines(data, name) {
  const { house } = houseParts(name);
  return data.house_rules.points.filter((point) => house.has(point.key)).map((point) =>
    (point.choices.find((choice) => choice.word === house.get(point.key)) || { text: "" }).text);
}

// -- the game chosen last, one key for every tool -------------------------------------------------
let memory = null;

function remembered() {
  // Nothing to say when this cannot be saved (the tool's own store says so): the choice then
  // lasts as long as the page.
  memory ??= openStore({ key: GAME_KEY, version: GAME_VERSION, read: readRecent, empty: () => ({ recent: [] }) });
  return memory;
}

function readRecent(data) {
  check(isObject(data) && Array.isArray(data.recent), "not a list of games");
  const names = data.recent.filter((name) => typeof name === "string" && name.length <= LONGEST_NAME);
  return { recent: [...new Set(names)].slice(0, RECENT) };
}

/** The games chosen last, newest first, as stored (check each with `knownGame`). */
export function recentGames() {
  return remembered().load().data.recent;
}

/** The reader chose `name` (as the data spells it): every tool opens on it next time. */
export function rememberGame(name) {
  remembered().update((data) => (data.recent[0] === name ? undefined
    : { recent: [name, ...data.recent.filter((other) => other !== name)].slice(0, RECENT) }));
}

/** An address that named a game keeps naming the one the reader has now chosen, so that a reload
 * or a copied address opens on it; an address without one is left alone. */
export function followChoice(name, place = location) {
  const url = new URL(place.href);
  let changed = false;
  for (const part of ["hash", "search"]) {
    const fields = url[part].slice(1).split("&");
    const at = fields.findIndex((pair) => pair.startsWith("game="));
    if (at < 0) continue;
    fields[at] = `game=${name}`;
    url[part] = fields.join("&");
    changed = true;
  }
  if (changed && url.href !== place.href) history.replaceState(history.state, "", url.href);
}

// -- the game a tool opens on ------------------------------------------------------------------

/**
 * The game a tool opens on, one of `offered` (names as the tools data spells them):
 * `{game, linked, notice}`; `linked` says the address named it (the tool remembers it once it
 * shows it), `notice` holds the words to show when the address named a game the tool cannot open.
 * A tool that plays a table's house rules (`house: true`) takes an offered game with them.
 * @param {import("./page.js").ToolPage} page
 * @param {string[]} offered
 */
export function openingGame(page, offered, asked = linkedGame(), { house = false } = {}) {
  const data = page.data;
  const plays = (name) => (name && (offered.includes(name) || (house && offered.includes(houseParts(name).game))) ? name : null);
  const fallback = recentGames().map((name) => plays(knownGame(data, name))).find(Boolean)
    || (LANGUAGE_GAMES[page.lang] || []).map(plays).find(Boolean) || offered[0];
  if (asked === null) return { game: fallback, linked: false, notice: null };
  const known = knownGame(data, asked);
  if (plays(known)) return { game: known, linked: true, notice: null };
  const ui = page.ui;
  const notice = known
    ? format(ui.game_link_elsewhere, { game: page.presetName(known), fallback: page.presetName(fallback) })
    : format(ui.game_link_unknown, { game: asked.length > ECHO ? `${asked.slice(0, ECHO)}…` : asked,
      fallback: page.presetName(fallback) });
  return { game: fallback, linked: false, notice };
}
