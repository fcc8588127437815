// Runs Material's own search worker under Node against one language's built index, the way a
// browser would, and prints the locations each query finds as JSON: {"query": ["page/#id", ...]}.
//
//   node tests/website/search_probe.cjs SITE_DIR LANG_FOLDER QUERY...      (LANG_FOLDER "" = default)
//
// The worker is a classic worker script: it loads lunr's language support with importScripts()
// from ../lunr/, listens for messages and answers with postMessage(). Those three are emulated.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [site, folder, ...queries] = process.argv.slice(2);
const workers = path.join(site, "assets", "javascripts", "workers");
const script = fs.readdirSync(workers).find((name) => /^search\.[0-9a-f]+\.min\.js$/.test(name));

let onMessage = null;
let reply = null;
globalThis.self = globalThis;
globalThis.addEventListener = (type, listener) => { if (type === "message") onMessage = listener; };
globalThis.postMessage = (message) => reply(message);
globalThis.importScripts = (...urls) => {
  for (const url of urls) vm.runInThisContext(fs.readFileSync(path.resolve(workers, url), "utf8"));
};
vm.runInThisContext(fs.readFileSync(path.join(workers, script), "utf8"));

function send(message) {
  return new Promise((resolve) => { reply = resolve; onMessage({ data: message }); });
}

(async () => {
  const SETUP = 0, QUERY = 2;  // Material's SearchMessageType
  const index = JSON.parse(fs.readFileSync(path.join(site, folder, "search", "search_index.json"), "utf8"));
  await send({ type: SETUP, data: { ...index, options: { suggest: false } } });
  const found = {};
  for (const query of queries) {
    const result = await send({ type: QUERY, data: query });
    found[query] = result.data.items.flat().map((item) => item.location);
  }
  process.stdout.write(JSON.stringify(found));
})();
