// The practice page's mastery store in Node, as the browser runs it. Reads a JSON request on stdin:
//   {"key": "...", "stored": raw or null, "answers": [[rule, correct], ...], "rules": [rule, ...]}
// and writes what the page would see: the problems it was told of, the record after loading and
// after each answer, each rule's standing, the rule "practise what I get wrong" picks, and the
// storage afterwards.
import { nextMissed, openMastery, standing } from "../../web/practice/mastery-store.js";

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
if (request.stored !== null) storage.setItem(request.key, request.stored);
const problems = [];
const mastery = openMastery((problem) => problems.push(problem));
const loaded = mastery.load();
const missedAfter = [];
for (const [rule, correct] of request.answers) {
  mastery.record(rule, correct);
  missedAfter.push(nextMissed(mastery.load(), request.rules));
}
const record = mastery.load();
process.stdout.write(JSON.stringify({
  key: mastery.key, problems, loaded, record, missedAfter,
  standings: Object.fromEntries(request.rules.map((rule) => [rule, standing(record, rule)])),
  storage: storage.entries(),
}));
