// A diagnostic page for people and for tests/browser/test_runtime.py: the engine client is
// left on window.pitchEngine so a test can make further calls on the booted engine.
import { startEngine } from "./engine.js";

const status = document.getElementById("status");
const engine = startEngine({ lang: "en" });
/** @type {any} */ (window).pitchEngine = engine;

try {
  const info = await engine.ready;
  const rules = await engine.call("describe", { preset: "pitch31", trump: "H" });
  performance.mark("pitch-engine:first-answer"); // read by bench/browser_boot.py
  const boot = performance.getEntriesByName("pitch-engine:boot")[0];
  showTrumpOrder(rules.trump_order);
  status.textContent = `Engine ready in ${(boot.duration / 1000).toFixed(1)} s: ` +
    `pitch_core ${info.pitch_core} on Python ${info.python} (Pyodide ${info.pyodide}).`;
  document.body.dataset.state = "ready";
} catch (error) {
  status.textContent = `The engine could not start (${error.code ?? "error"}): ${error.message}`;
  document.body.dataset.state = "failed";
}

function showTrumpOrder(order) {
  const list = document.getElementById("trump-order");
  for (const entry of order) {
    const item = document.createElement("li");
    item.textContent = typeof entry === "string" ? entry : entry.card;
    list.append(item);
  }
}
