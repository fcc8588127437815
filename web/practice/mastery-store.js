// The reader's practice record in local storage: for each rule, how often it was answered right
// and wrong, the run of right answers, and the practice turn at which it comes back. Checked on
// every read (common/store.js): a value that cannot be read is set aside under a backup key and
// the page says so; a rule's entry that cannot be read is dropped and the rest kept. No DOM, so
// it runs in Node too (tests/stores/mastery_values.mjs).
//
// Spaced repetition, in practice turns (one turn = one answered position): a wrong answer brings
// its rule back after MISSED_GAP turn; right answers in a row space it out (4, 8, 16 ...
// turns, at most MAX_GAP). "Practise what I get wrong" takes the missed rule that is due first.
import { check, isCount, isObject, nameTable, openStore } from "../common/store.js";

const STORAGE_KEY = "learn-pitch:practice";
const VERSION = 1;
const MISSED_GAP = 1;
const MAX_GAP = 64;
const MASTERED_STREAK = 3; // right this many times in a row: mastered
const RULE_ID = /^[a-z0-9]+(?:[.-][a-z0-9]+)+$/;
const FIELDS = ["right", "wrong", "streak", "due"];

/** The record: `onProblem` hears of a stored value that had to be set aside. */
export function openMastery(onProblem) {
  const store = openStore({ key: STORAGE_KEY, version: VERSION, read: readRecord, empty: emptyRecord, onProblem });
  return {
    key: STORAGE_KEY,
    load: () => store.load().data,
    /** Count an answer to `rule`; returns the rule's entry after it. */
    record(rule, correct) {
      const { data } = store.update((record) => answered(record, rule, correct));
      return data.rules[rule];
    },
    subscribe: (onChange) => store.subscribe(onChange),
  };
}

export function emptyRecord() {
  return { turn: 0, rules: nameTable() };
}

/** The record after one answer (a fresh value; `record` is left as it was). */
export function answered(record, rule, correct) {
  if (!RULE_ID.test(rule)) return undefined;
  const turn = record.turn + 1;
  const before = Object.hasOwn(record.rules, rule) ? record.rules[rule] : { right: 0, wrong: 0, streak: 0, due: 0 };
  const streak = correct ? before.streak + 1 : 0;
  const gap = correct ? Math.min(MAX_GAP, 2 ** (streak + 1)) : MISSED_GAP;
  const entry = { right: before.right + (correct ? 1 : 0), wrong: before.wrong + (correct ? 0 : 1), streak, due: turn + gap };
  return { turn, rules: nameTable([...Object.entries(record.rules), [rule, entry]]) };
}

/** What the page shows for a rule: "new", "mastered", or "learning" (with its counts). */
export function standing(record, rule) {
  if (!Object.hasOwn(record.rules, rule)) return { level: "new", right: 0, total: 0 };
  const entry = record.rules[rule];
  const level = entry.streak >= MASTERED_STREAK ? "mastered" : "learning";
  return { level, right: entry.right, total: entry.right + entry.wrong, due: entry.due <= record.turn + 1 };
}

/** The rule to go over next among `rules`: one last answered wrong, the one due first (then the
 * one missed most often, then the page's order); null when none was last answered wrong. */
export function nextMissed(record, rules) {
  const missed = rules.filter((rule) => Object.hasOwn(record.rules, rule) && record.rules[rule].streak === 0
    && record.rules[rule].wrong > 0);
  if (!missed.length) return null;
  return missed.reduce((best, rule) => {
    const a = record.rules[rule];
    const b = record.rules[best];
    return a.due < b.due || (a.due === b.due && a.wrong > b.wrong) ? rule : best;
  });
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
