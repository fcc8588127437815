// What the page's one question component (web/common/question.js) knows of the answer kinds: the
// kinds its table draws, and its check of a given value against an answer (the lessons judge with
// it on the page, as the engine's Drill.check judges). Reads [[kind, given, answer], ...] as JSON on
// stdin; prints {kinds, same: [true|false, ...]}.
import { ANSWER_KINDS, sameAnswer } from "../../web/common/question.js";

let input = "";
for await (const chunk of process.stdin) input += chunk;
const cases = JSON.parse(input);
const same = cases.map(([kind, given, answer]) => sameAnswer({ kind, answer }, given));
process.stdout.write(JSON.stringify({ kinds: Object.keys(ANSWER_KINDS), same }));
