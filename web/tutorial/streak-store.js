// The learner's daily streak in local storage: the days in a row with a lesson step or a practice
// answer, {last: "YYYY-MM-DD", days: n} by the reader's own calendar, checked on every read
// (common/store.js). Shown modestly on the tutorial and the practice pages. No DOM, so it runs in
// Node too (tests/stores/).
import { check, isCount, isObject, openStore } from "../common/store.js";

const STORAGE_KEY = "learn-pitch:streak";
const VERSION = 1;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The reader's calendar day of `when`, "YYYY-MM-DD". */
export function dayOf(when) {
  const two = (n) => String(n).padStart(2, "0");
  return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}`;
}

/** The calendar day before `day` ("YYYY-MM-DD"). */
function dayBefore(day) {
  const [year, month, date] = day.split("-").map(Number);
  return dayOf(new Date(year, month - 1, date - 1));
}

/** The streak after a step or an answer on `today` (a fresh value; `streak` is left as it was);
 * undefined when today is already counted. */
export function counted(streak, today) {
  if (streak.last === today) return undefined;
  return { last: today, days: streak.last && streak.last === dayBefore(today) ? streak.days + 1 : 1 };
}

/** The days in a row that stand on `today`: kept through today while yesterday was the last day
 * (today's step may still come), 0 once a day was missed. */
export function standingDays(streak, today) {
  return streak.last === today || (streak.last && streak.last === dayBefore(today)) ? streak.days : 0;
}

/** The streak: `onProblem` hears of a stored value that had to be set aside. */
export function openStreak(onProblem = () => {}) {
  const store = openStore({ key: STORAGE_KEY, version: VERSION, read: readStreak, empty: () => ({ last: null, days: 0 }), onProblem });
  return {
    key: STORAGE_KEY,
    /** A lesson step or a practice answer now: today counts. Returns the days in a row. */
    mark(when = new Date()) {
      const { data } = store.update((streak) => counted(streak, dayOf(when)));
      return standingDays(data, dayOf(when));
    },
    days: (when = new Date()) => standingDays(store.load().data, dayOf(when)),
    subscribe: (onChange) => store.subscribe(onChange),
  };
}

function readStreak(data) {
  check(isObject(data) && isCount(data.days) && data.days > 0 && typeof data.last === "string" && DAY.test(data.last),
    "not a streak");
  return { last: data.last, days: data.days };
}
