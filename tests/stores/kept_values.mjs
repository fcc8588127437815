// The pages' stores in Node, as the browser runs them: what each makes of stored values.
// Reads a JSON request on stdin and writes the answers as JSON on stdout:
//   {"store": "score-sheet", "presets": {...}, "key": "...", "values": [raw, ...]}
//   {"store": "progress", "key": "...", "values": [raw, ...], "lessons": [lesson, ...],
//    "frames": [[lesson, key, frames], ...]}
//   {"store": "lesson-link", "values": [hash, ...]}
// Each answer says what the page was told (`problems`) and what local storage holds afterwards (an
// in-memory one, one per value), with what the page reads: the score sheet's `load()`
// ({data, revision}); the progress of each lesson asked for (`lessons`) and how far each guided
// hand asked for counts as played (`frames`). A lesson link's answer is its parts.
import { openScoreSheet } from "../../web/tools/score-sheet-store.js";
import { openProgress } from "../../web/tutorial/progress-store.js";
import { lessonLink } from "../../web/tutorial/lesson-link.js";

class MemoryStorage {
  #items = new Map();
  getItem(key) { return this.#items.has(key) ? this.#items.get(key) : null; }
  setItem(key, value) { this.#items.set(key, String(value)); }
  removeItem(key) { this.#items.delete(key); }
  get length() { return this.#items.size; }
  key(index) { return [...this.#items.keys()][index] ?? null; }
  entries() { return Object.fromEntries(this.#items); }
}

const request = JSON.parse(await new Promise((done) => {
  let text = "";
  process.stdin.setEncoding("utf8").on("data", (chunk) => { text += chunk; }).on("end", () => done(text));
}));

function keep(raw) {
  const storage = new MemoryStorage();
  globalThis.localStorage = storage;
  storage.setItem(request.key, raw);
  const problems = [];
  return { storage, problems, onProblem: (problem) => problems.push(problem) };
}

const answers = request.values.map((raw) => {
  if (request.store === "lesson-link") return lessonLink(raw);
  const { storage, problems, onProblem } = keep(raw);
  if (request.store === "score-sheet") {
    const loaded = openScoreSheet(request.presets, onProblem).load();
    return { ...loaded, problems, storage: storage.entries() };
  }
  const progress = openProgress(onProblem);
  return { lessons: Object.fromEntries((request.lessons ?? []).map((lesson) => [lesson, progress.get(lesson)])),
           frames: (request.frames ?? []).map(([lesson, key, count]) => progress.frame(lesson, key, count)),
           problems, storage: storage.entries() };
});
process.stdout.write(JSON.stringify(answers));
