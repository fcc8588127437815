// The streak store and the lessons' stars in Node, as the browser runs them. Reads a JSON request
// on stdin: {"stored": raw streak or null, "days": ["YYYY-MM-DD", ...] marked in turn, "today": day,
// "stars": [[entry, answerable], ...]} and writes the days in a row after each mark, the count
// on `today`, the problems told, and the stars of each entry.
import { openStreak } from "../../web/tutorial/streak-store.js";
import { lessonStars } from "../../web/tutorial/progress-store.js";

class MemoryStorage {
  #items = new Map();
  getItem(key) { return this.#items.has(key) ? this.#items.get(key) : null; }
  setItem(key, value) { this.#items.set(key, String(value)); }
  removeItem(key) { this.#items.delete(key); }
  entries() { return Object.fromEntries(this.#items); }
}

const request = JSON.parse(await new Promise((done) => {
  let text = "";
  process.stdin.setEncoding("utf8").on("data", (chunk) => { text += chunk; }).on("end", () => done(text));
}));
const at = (day) => { const [y, m, d] = day.split("-").map(Number); return new Date(y, m - 1, d, 12); };

const storage = new MemoryStorage();
globalThis.localStorage = storage;
const problems = [];
const streak = openStreak((problem) => problems.push(problem));
if (request.stored !== null) storage.setItem(streak.key, request.stored);
const marks = request.days.map((day) => streak.mark(at(day)));
process.stdout.write(JSON.stringify({
  marks, today: streak.days(at(request.today)), problems, storage: storage.entries(),
  stars: (request.stars || []).map(([entry, answerable]) => lessonStars(entry, answerable)),
}));
