// The reader's practice record in local storage: for each rule, how often it was answered right
// and wrong, the run of right answers, and the practice turn at which it comes back. Checked on
// every read (common/store.js): a value that cannot be read is set aside under a backup key and
// the page says so; a rule's entry that cannot be read is dropped and the rest kept. No DOM, so
// it runs in Node too (tests/stores/mastery_values.mjs).
//
// Spaced repetition, in practice turns (one turn = one answered position): a wrong answer brings
// its rule back after MISSED_GAP turn; right answers in a row space it out (4, 8, 16 ...
// turns, at most MAX_GAP). "Practise what I get wrong" takes the missed rule that is due first.
//
// Each game keeps its own record of a rule: an entry's key is the game and the rule,
// `gameKey("ten-point", "bid.must-beat")` = "ten-point/bid.must-beat", so what a reader gets wrong
// in one game is gone over in that game only. A record kept before practice was per game holds
// bare rule IDs: such an entry is read as the record of the rule's first course game (the page
// passes it as `legacy`), and moves under the game's key with the next answer; nothing is lost.
import { check, isCount, isObject, nameTable, openStore } from "../common/store.js";

const STORAGE_KEY = "learn-pitch:practice";
const VERSION = 1;
const MISSED_GAP = 1;
const MAX_GAP = 64;
const MASTERED_STREAK = 3; // right this many times in a row: mastered
const RULE = "[a-z0-9]+(?:[.-][a-z0-9]+)+";
const GAME = "[a-z0-9]+(?:[-+][a-z0-9]+)*";
const RULE_ID = new RegExp(`^(?:${GAME}/)?${RULE}$`); // "ten-point/bid.must-beat", or a bare rule kept before
const FIELDS = ["right", "wrong", "streak", "due"];

/** The record: `onProblem` hears of a stored value that had to be set aside. */
export function openMastery(onProblem) {
  const store = openStore({ key: STORAGE_KEY, version: VERSION, read: readRecord, empty: emptyRecord, onProblem });
  return {
    key: STORAGE_KEY,
    load: () => store.load().data,
    /** Count an answer to `rule` (a game's key, `gameKey(preset, rule)`); an entry kept under
     * `legacy` (the bare rule) before practice was per game is carried over. Returns the entry after it. */
    record(rule, correct, legacy = null) {
      const { data } = store.update((record) => answered(record, rule, correct, legacy));
      return data.rules[rule];
    },
    subscribe: (onChange) => store.subscribe(onChange),
  };
}

export function emptyRecord() {
  return { turn: 0, rules: nameTable() };
}

/** The key of a rule's entry in one game: "ten-point+dirty/play.only-trump". */
export function gameKey(preset, rule) {
  return `${preset}/${rule}`;
}

/** The entry of `rule` (a key), or of `legacy` (the bare rule kept before practice was per game). */
function entryOf(record, rule, legacy = null) {
  if (Object.hasOwn(record.rules, rule)) return record.rules[rule];
  if (legacy && legacy !== rule && Object.hasOwn(record.rules, legacy)) return record.rules[legacy];
  return null;
}

/** The record after one answer (a fresh value; `record` is left as it was). An entry kept under
 * `legacy` is the starting point when `rule` has none, and moves under `rule`. */
export function answered(record, rule, correct, legacy = null) {
  if (!RULE_ID.test(rule)) return undefined;
  const turn = record.turn + 1;
  const before = entryOf(record, rule, legacy) ?? { right: 0, wrong: 0, streak: 0, due: 0 };
  const streak = correct ? before.streak + 1 : 0;
  const gap = correct ? Math.min(MAX_GAP, 2 ** (streak + 1)) : MISSED_GAP;
  const entry = { right: before.right + (correct ? 1 : 0), wrong: before.wrong + (correct ? 0 : 1), streak, due: turn + gap };
  const moved = !Object.hasOwn(record.rules, rule) && legacy && legacy !== rule && Object.hasOwn(record.rules, legacy);
  const kept = Object.entries(record.rules).filter(([key]) => !(moved && key === legacy));
  return { turn, rules: nameTable([...kept, [rule, entry]]) };
}

/** What the page shows for a rule: "new", "mastered", or "learning" (with its counts). */
export function standing(record, rule, legacy = null) {
  const entry = entryOf(record, rule, legacy);
  if (!entry) return { level: "new", right: 0, total: 0 };
  const level = entry.streak >= MASTERED_STREAK ? "mastered" : "learning";
  return { level, right: entry.right, total: entry.right + entry.wrong, due: entry.due <= record.turn + 1 };
}

/** The rule to go over next among `rules` (keys): one last answered wrong, the one due first (then
 * the one missed most often, then the page's order); null when none was last answered wrong.
 * `legacyOf(rule)` names the bare rule whose old entry counts for it, if any.
 * @param {{turn: number, rules: object}} record
 * @param {string[]} rules
 * @param {(rule: string) => string | null} [legacyOf] */
export function nextMissed(record, rules, legacyOf = () => null) {
  const entries = new Map(rules.map((rule) => [rule, entryOf(record, rule, legacyOf(rule))]));
  const missed = rules.filter((rule) => entries.get(rule) && entries.get(rule).streak === 0 && entries.get(rule).wrong > 0);
  if (!missed.length) return null;
  return missed.reduce((best, rule) => {
    const a = entries.get(rule);
    const b = entries.get(best);
    return a.due < b.due || (a.due === b.due && a.wrong > b.wrong) ? rule : best;
  });
}

/** The rules of a practice session of `size` questions among `rules` (keys): the missed ones first,
 * in the order "practise what I get wrong" takes them, then the others shuffled by `random`
 * (a function giving [0, 1), as Math.random), the whole list again while questions remain.
 * @param {{turn: number, rules: object}} record
 * @param {string[]} rules
 * @param {number} size
 * @param {() => number} random
 * @param {(rule: string) => string | null} [legacyOf] */
export function sessionPlan(record, rules, size, random, legacyOf = () => null) {
  if (!rules.length) return [];
  const missed = [];
  let left = [...rules];
  for (let next = nextMissed(record, left, legacyOf); next; next = nextMissed(record, left, legacyOf)) {
    missed.push(next);
    left = left.filter((rule) => rule !== next);
  }
  for (let i = left.length - 1; i > 0; i -= 1) { // Fisher–Yates
    const j = Math.floor(random() * (i + 1));
    [left[i], left[j]] = [left[j], left[i]];
  }
  const round = [...missed, ...left];
  return Array.from({ length: size }, (_, i) => round[i % round.length]);
}

/** The stored record, checked; an entry that cannot be read is dropped (the whole value is
 * backed up by the store all the same). */
function readRecord(data) {
  check(isObject(data) && isCount(data.turn) && isObject(data.rules), "not a practice record");
  const rules = nameTable();
  let dropped = false;
  for (const [rule, entry] of Object.entries(data.rules)) {
    const fits = RULE_ID.test(rule) && isObject(entry) && FIELDS.every((name) => isCount(entry[name]))
      && Object.keys(entry).length === FIELDS.length && entry.streak <= entry.right;
    if (fits) rules[rule] = Object.fromEntries(FIELDS.map((name) => [name, entry[name]]));
    else dropped = true;
  }
  const record = { turn: data.turn, rules };
  return dropped ? { value: record, salvaged: true } : record;
}
