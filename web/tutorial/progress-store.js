// The tutorial's progress in local storage:
// {<lesson key>: {step, done, "answered:<step>": true, "missed:<step>": true, "frame:<step>": n}},
// checked on every read
// (common/store.js): what cannot be read is set aside under a backup key and the widget says so;
// every change is a fresh read-modify-write, so two tabs keep each other's progress. No DOM, so
// it runs in Node too (tests/stores/).
import { check, isCount, isObject, nameTable, openStore } from "../common/store.js";

const STORAGE_KEY = "learn-pitch:tutorial:v1"; // the first version's key; the value carries its version now
const PROGRESS_VERSION = 2;

/** The learner's progress: `onProblem` hears of a stored value that had to be set aside. */
export function openProgress(onProblem) {
  const progressStore = openStore({ key: STORAGE_KEY, version: PROGRESS_VERSION, read: readProgress,
    empty: () => nameTable(), onProblem });
  return {
    get(lesson) {
      const all = progressStore.load().data;
      return Object.hasOwn(all, lesson) ? all[lesson] : { step: 0, done: false };
    },
    set(lesson, value) {
      progressStore.update((all) => nameTable([...Object.entries(all),
        [lesson, { ...(Object.hasOwn(all, lesson) ? all[lesson] : { step: 0, done: false }), ...value }]]));
    },
    /** The learner has seen step `step`: the lesson resumes at the furthest step reached, so a
     * second tab going back over a lesson (or a reader looking back) never moves the place back. */
    reach(lesson, step) {
      progressStore.update((all) => {
        const known = Object.hasOwn(all, lesson);
        const entry = known ? all[lesson] : { step: 0, done: false };
        if (known && isCount(entry.step) && entry.step >= step) return undefined; // nothing to write
        return nameTable([...Object.entries(all), [lesson, { ...entry, step }]]);
      });
    },
    /** A wrong move or answer on `step` before it was answered: the step is no longer right the
     * first time (its star count, lessonStars). Going over an answered step again counts nothing. */
    miss(lesson, step) {
      progressStore.update((all) => {
        const entry = Object.hasOwn(all, lesson) ? all[lesson] : { step: 0, done: false };
        if (entry[`answered:${step}`] || entry[`missed:${step}`]) return undefined; // nothing to write
        return nameTable([...Object.entries(all), [lesson, { ...entry, [`missed:${step}`]: true }]]);
      });
    },
    reset(lesson) {
      progressStore.update((all) => (Object.hasOwn(all, lesson)
        ? nameTable(Object.entries(all).filter(([key]) => key !== lesson)) : undefined));
    },
    /** How far the guided hand `key` was played: 0 to `frames`; 0 when the stored count is off. */
    frame(lesson, key, frames) {
      const played = this.get(lesson)[key];
      return isCount(played) && played <= frames ? played : 0;
    },
    subscribe(onChange) {
      progressStore.subscribe(onChange);
    },
  };
}

/** Stars for a lesson: of its steps that ask for a move or an answer (`answerable`, their keys),
 * how many were answered right the first time; 3 stars for nine in ten or more, 2 for six in ten,
 * 1 for a finished lesson below that. {right, total, stars}; stars 0 while the lesson is not done
 * or asks for nothing. */
export function lessonStars(entry, answerable) {
  const right = answerable.filter((key) => entry[`answered:${key}`] && !entry[`missed:${key}`]).length;
  const total = answerable.length;
  if (!entry.done || !total) return { right, total, stars: 0 };
  const share = right / total;
  return { right, total, stars: share >= 0.9 ? 3 : share >= 0.6 ? 2 : 1 };
}

/** The stored progress, checked; a lesson's entry or field that cannot be read is dropped
 * (and the whole value backed up by the store). The first version stored the same table bare. */
function readProgress(data) {
  check(isObject(data), "progress is not a table of lessons");
  const clean = nameTable();
  let dropped = false;
  for (const [lesson, entry] of Object.entries(data)) {
    const kept = readLessonProgress(entry);
    if (!kept || kept.dropped) dropped = true;
    if (kept) clean[lesson] = kept.entry;
  }
  return dropped ? { value: clean, salvaged: true } : clean;
}

function readLessonProgress(entry) {
  if (!isObject(entry)) return null;
  const fields = [];
  for (const [name, value] of Object.entries(entry)) {
    const fits = name === "done" || name.startsWith("answered:") || name.startsWith("missed:") ? typeof value === "boolean"
      : name === "step" || name.startsWith("frame:") ? isCount(value) : false;
    if (fits) fields.push([name, value]);
  }
  return { entry: Object.fromEntries(fields), dropped: fields.length !== Object.keys(entry).length };
}
