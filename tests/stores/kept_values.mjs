// The pages' stores in Node, as the browser runs them: what each makes of stored values.
// Reads a JSON request on stdin and writes the answers as JSON on stdout:
//   {"store": "score-sheet", "presets": {...}, "key": "...", "values": [raw, ...]}
//   {"store": "progress", "key": "...", "values": [raw, ...], "lessons": [lesson, ...],
//    "frames": [[lesson, key, frames], ...]}
//   {"store": "lesson-link", "values": [hash, ...]}
//   {"store": "play", "key": "...", "values": [raw, ...]}   (Play's kept game, web/tools/play-keeper.js)
// With "room": n, local storage is nearly full: it takes only n more characters (keys and values,
// as the browsers count them) after the stored value. With "act": true the reader then does what
// each page does next (enters a hand, opens a lesson, plays on) and the answer's `after` is what
// local storage holds then, with `saving`, whether the store still writes.
// Each answer says what the page was told (`problems`) and what local storage holds afterwards (an
// in-memory one, one per value), with what the page reads: the score sheet's `load()`
// ({data, revision}); the progress of each lesson asked for (`lessons`) and how far each guided
// hand asked for counts as played (`frames`). A lesson link's answer is its parts.
import { openScoreSheet } from "../../web/tools/score-sheet-store.js";
import { openProgress } from "../../web/tutorial/progress-store.js";
import { lessonLink } from "../../web/tutorial/lesson-link.js";
import { openStore } from "../../web/common/store.js";
import { readKept } from "../../web/tools/play-keeper.js";

class MemoryStorage {
  #items = new Map();
  limit = Infinity; // characters, keys and values together
  getItem(key) { return this.#items.has(key) ? this.#items.get(key) : null; }
  setItem(key, value) {
    const text = String(value);
    const used = this.used - (this.#items.has(key) ? key.length + this.#items.get(key).length : 0);
    if (used + key.length + text.length > this.limit) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    this.#items.set(key, text);
  }
  get used() { return [...this.#items].reduce((sum, [key, value]) => sum + key.length + value.length, 0); }
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
  if (request.room !== undefined) storage.limit = storage.used + request.room;
  const problems = [];
  return { storage, problems, onProblem: (problem) => problems.push(problem) };
}

const answers = request.values.map((raw) => {
  if (request.store === "lesson-link") return lessonLink(raw);
  const { storage, problems, onProblem } = keep(raw);
  const acted = (act) => {
    const before = storage.entries();
    if (!request.act) return { storage: before };
    const saving = act();
    return { storage: before, after: storage.entries(), saving };
  };
  if (request.store === "score-sheet") {
    const store = openScoreSheet(request.presets, onProblem);
    const loaded = store.load();
    return { ...loaded, problems, ...acted(() => {
      store.update((game) => ({ ...game, hands: [] })); // what entering a hand writes, in short
      return store.saving;
    }) };
  }
  if (request.store === "play") {
    const store = openStore({ key: request.key, version: 1, read: readKept, empty: () => ({ game: null }), onProblem });
    const loaded = store.load();
    return { ...loaded, problems, ...acted(() => {
      store.update(() => ({ game: null })); // a new game's first save writes the same way
      store.discard(); // and the engine refusing the kept game sets it aside
      return store.saving;
    }) };
  }
  const progress = openProgress(onProblem);
  const lessons = Object.fromEntries((request.lessons ?? []).map((lesson) => [lesson, progress.get(lesson)]));
  return { lessons, frames: (request.frames ?? []).map(([lesson, key, count]) => progress.frame(lesson, key, count)),
           problems, ...acted(() => {
             progress.set(request.lessons[0], { step: 1 }); // a lesson opened shows its first step
             return null; // (the progress store does not say)
           }) };
});
process.stdout.write(JSON.stringify(answers));
