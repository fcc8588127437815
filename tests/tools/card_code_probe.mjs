// web/common/card-code.js in Node, as the browser runs it. Reads a JSON request on stdin:
//   {"codes": [text, ...], "typed": [[token, card_key or null], ...]}
// and writes what the module reads: each text's readCode() and isCardCode(), each token's readTyped().
import { isCardCode, readCode, readTyped, suitSymbol } from "../../web/common/card-code.js";

const request = JSON.parse(await new Promise((done) => {
  let text = "";
  process.stdin.setEncoding("utf8").on("data", (chunk) => { text += chunk; }).on("end", () => done(text));
}));
process.stdout.write(JSON.stringify({
  codes: request.codes.map((code) => ({ code, read: readCode(code), isCode: isCardCode(code) })),
  typed: request.typed.map(([token, key]) => readTyped(token, key)),
  symbols: Object.fromEntries(["S", "H", "D", "C", "J", ""].map((suit) => [suit, suitSymbol(suit)])),
}));
