// The score keeper's game in local storage: its key, its version and its schema. Every load is
// checked here (store.js sets aside what fails and the page says so); the page draws exactly what
// passed. No DOM, so the checks run in Node too (tests/stores/).
import { UnreadableData, check, has, isCount, isObject, isWhole, nameTable, openStore } from "../common/store.js";

// The key of the first version, which stored the bare game; the value carries its version now.
const STORAGE_KEY = "learn-pitch:score-keeper:v1";
const STORE_VERSION = 2;
const DEFAULT_PRESET = "pitch31";

/** The stored game ({data, revision} from `load`), for the games in `presets` (tools data); a
 * new sheet is for `preset` (the game the page opens on: web/tools/game-choice.js). */
export function openScoreSheet(presets, onProblem, preset = DEFAULT_PRESET) {
  const fresh = has(presets, preset) ? preset : DEFAULT_PRESET;
  return openStore({ key: STORAGE_KEY, version: STORE_VERSION, read: gameReader(presets),
    empty: () => ({ preset: fresh, hands: [] }), onProblem });
}

// -- the stored game's schema ---------------------------------------------------------------------
// {preset, hands: [{id, bidders, bid, taken, result: {bidders, bid, made, scores, changes, winners}}]}
// The game must be one this page knows, and every hand must be scored for that game's units:
// what the sheet draws is exactly what was checked here.

function gameReader(presets) {
  return (data, version) => {
    check(isObject(data) && typeof data.preset === "string" && Array.isArray(data.hands), "not a score sheet");
    if (!has(presets, data.preset)) {
      throw new UnreadableData(`no game named ${data.preset}`, "unknown-game",
        { game: shortened(data.preset), hands: data.hands.length });
    }
    const units = presets[data.preset].units;
    return { preset: data.preset, hands: data.hands.map((hand, index) => readHand(hand, index, units, version)) };
  };
}

function readHand(hand, index, units, version) {
  const where = `hand ${index + 1}`;
  check(isObject(hand) && isObject(hand.result), `${where} is not a scored hand`);
  const { result } = hand;
  const isUnit = (unit) => typeof unit === "string" && units.includes(unit);
  const isBid = (bid) => bid === "moon" || isCount(bid);
  check(Array.isArray(result.bidders) && result.bidders.length > 0 && result.bidders.every(isUnit), `${where}: bidders`);
  check(isBid(result.bid) && typeof result.made === "boolean", `${where}: bid`);
  check(Array.isArray(result.winners) && result.winners.every(isUnit), `${where}: winners`);
  check(Array.isArray(hand.taken) && hand.taken.length === 2 && hand.taken.every(isCount), `${where}: points taken`);
  check(Array.isArray(hand.bidders) && hand.bidders.every(isUnit) && isBid(hand.bid), `${where}: entry`);
  // The first version had no hand ids; numbering them by place gives every tab the same ids.
  const id = version === null ? `hand-${index + 1}` : hand.id;
  check(typeof id === "string" && id.length > 0, `${where}: id`);
  return { id, bidders: [...hand.bidders], bid: hand.bid, taken: [...hand.taken], result: storedResult(result, units) };
}

/** The part of the engine's answer the sheet shows (the events were said when it was entered). */
export function storedResult(result, units) {
  const byUnit = (table, what) => {
    check(isObject(table) && units.every((unit) => Object.hasOwn(table, unit) && isWhole(table[unit])), what);
    return nameTable(units.map((unit) => [unit, table[unit]]));
  };
  return { bidders: [...result.bidders], bid: result.bid, made: result.made, winners: [...result.winners],
    scores: byUnit(result.scores, "scores"), changes: byUnit(result.changes, "changes") };
}

function shortened(text, limit = 60) {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
