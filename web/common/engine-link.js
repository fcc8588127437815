// The link to the rules engine running in a Web Worker, shared by the tool pages (web/tools/page.js)
// and the lesson widget (web/tutorial/tutorial.js): it starts the engine once the page asks, keeps
// a status line that says whether it has started (with `data-engine` = starting, ready, restarting
// or failed, for tests and styles), and hands calls to it.
//
// `words` holds the status line's texts, already in the reader's language:
//   {starting, ready, restarting, failed: "... {detail} ...", timeout}
// Nothing here is shown as HTML: the status line's text is set with textContent.
import { el, format } from "./dom.js";
import { SITE_ROOT } from "./site.js";

export class EngineLink {
  constructor(lang, words) {
    this.lang = lang;
    this.words = words;
    this.status = el("p", { class: "lp-engine-status", role: "status", "data-engine": "starting" });
    this.client = null;
    this.ready = false;
    this.booted = null; // resolves with the client once the engine answers
  }

  /** Start the engine (once); returns the promise `booted`. */
  start() {
    if (this.booted) return this.booted;
    this.status.textContent = this.words.starting;
    this.booted = import(new URL("runtime/engine.js", SITE_ROOT).href)
      .then(({ startEngine }) => {
        this.client = startEngine({ lang: this.lang, onState: (state, error) => this.engineState(state, error) });
        return this.client.ready;
      })
      .then(() => {
        this.ready = true;
        return this.client;
      });
    this.booted.catch((error) => {
      const timedOut = error && error.code === "runtime.timeout";
      this.status.textContent = timedOut ? this.words.timeout
        : format(this.words.failed, { detail: (error && error.code) || "runtime.failed" });
      this.status.dataset.engine = "failed";
    });
    return this.booted;
  }

  /** The status line follows the engine: ready, or restarting after a call it had to cut off. */
  engineState(state, error) {
    if (state === "ready") this.status.textContent = this.words.ready;
    else if (state === "restarting") this.status.textContent = this.words.restarting || this.words.starting;
    else if (this.ready) this.status.textContent = format(this.words.failed, { detail: error.code }); // a restart failed
    else return; // the first boot failed: start's catch says so
    this.status.dataset.engine = state;
  }

  /** Call pitch_core.webapi.<fn>; waits for the engine if it is still starting. */
  async call(fn, args = {}) {
    const client = await this.start();
    return client.call(fn, args);
  }
}
