// The practice page's mastery store in Node, per game. Reads a JSON request on stdin:
//   {"stored": raw or null, "answers": [[preset, rule, correct, legacy or null], ...],
//    "ask": [[preset, rule, legacy or null], ...]}
// and writes the problems the page was told of, each asked rule's standing in its game, "practise
// what I get wrong" per game, and the storage afterwards.
import { gameKey, nextMissed, openMastery, standing } from "../../web/practice/mastery-store.js";

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

const storage = new MemoryStorage();
globalThis.localStorage = storage;
if (request.stored !== null) storage.setItem("learn-pitch:practice", request.stored);
const problems = [];
const mastery = openMastery((problem) => problems.push(problem));
for (const [preset, rule, correct, legacy] of request.answers) mastery.record(gameKey(preset, rule), correct, legacy);
const record = mastery.load();
const games = [...new Set(request.ask.map(([preset]) => preset))];
process.stdout.write(JSON.stringify({
  problems, record,
  standings: request.ask.map(([preset, rule, legacy]) => standing(record, gameKey(preset, rule), legacy)),
  missed: Object.fromEntries(games.map((preset) => {
    const asked = request.ask.filter(([p]) => p === preset);
    const legacyOf = Object.fromEntries(asked.map(([p, rule, legacy]) => [gameKey(p, rule), legacy]));
    return [preset, nextMissed(record, asked.map(([p, rule]) => gameKey(p, rule)), (key) => legacyOf[key] ?? null)];
  })),
  storage: storage.entries(),
}));
