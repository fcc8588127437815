// The link to the rules engine running in a Web Worker, shared by the tool pages (web/tools/page.js)
// and the lesson widget (web/tutorial/tutorial.js): it starts the engine once the page asks, keeps
// a status line that says whether it has started (with `data-engine` = starting, ready, restarting
// or failed, for tests and styles), and hands calls to it.
//
// `words` holds the status line's texts, already in the reader's language:
//   {starting, ready, restarting, failed: "... {detail} ...", timeout}
// Nothing here is shown as HTML: the status line's text is set with textContent. While the engine
// downloads, the status line also holds its download bar (engine-progress.js), gone once it is ready.
import { el, format } from "./dom.js";
import { EngineProgress } from "./engine-progress.js";
import { SITE_ROOT } from "./site.js";

export class EngineLink {
  constructor(lang, words) {
    this.lang = lang;
    this.words = words;
    this.statusText = el("span", { class: "lp-engine-status-text" });
    this.progress = new EngineProgress(lang);
    this.status = el("p", { class: "lp-engine-status", role: "status", "data-engine": "starting" },
      [this.statusText, this.progress.element]);
    this.client = null;
    this.ready = false;
    this.booted = null; // resolves with the client once the engine answers
  }

  /** Start the engine (once); returns the promise `booted`. */
  start() {
    if (this.booted) return this.booted;
    this.statusText.textContent = this.words.starting;
    this.booted = import(new URL("runtime/engine.js", SITE_ROOT).href)
      .then(({ startEngine }) => {
        this.client = startEngine({ lang: this.lang, onState: (state, error) => this.engineState(state, error),
          onProgress: (progress) => this.progress.update(progress) });
        return this.client.ready;
      })
      .then(() => {
        this.ready = true;
        return this.client;
      });
    this.booted.catch((error) => {
      const timedOut = error && error.code === "runtime.timeout";
      this.progress.remove();
      this.statusText.textContent = timedOut ? this.words.timeout
        : format(this.words.failed, { detail: (error && error.code) || "runtime.failed" });
      this.status.dataset.engine = "failed";
    });
    return this.booted;
  }

  /** The status line follows the engine: ready, or restarting after a call it had to cut off. */
  engineState(state, error) {
    if (state === "ready") this.progress.remove();
    if (state === "ready") this.statusText.textContent = this.words.ready;
    else if (state === "restarting") this.statusText.textContent = this.words.restarting || this.words.starting;
    else if (this.ready) this.statusText.textContent = format(this.words.failed, { detail: error.code }); // a restart failed
    else return; // the first boot failed: start's catch says so
    this.status.dataset.engine = state;
  }

  /** Call pitch_core.webapi.<fn>; waits for the engine if it is still starting. */
  async call(fn, args = {}) {
    const client = await this.start();
    return client.call(fn, args);
  }
}
