// How far the engine's files have downloaded: a bar with the bytes ("2,1 din 6,4 MB"), shown while
// the engine loads and removed once it is ready. EngineLink (engine-link.js) mounts it beside its
// status line (a span inside it), so every page with the engine gets it without a line of its own.
//
// The words come with the worker's reports (the runtime manifest's `progressWords`, from the
// `tools.engine_download*` catalog entries), numbers in the reader's notation (plural.js). The
// bar fades in only after a moment (engine-progress.css), so a warm start from the cache, done
// in an instant, does not flash it. role=progressbar carries the same text as aria-valuetext.
import { el, format } from "./dom.js";

const MEGABYTE = 1_000_000;

export class EngineProgress {
  constructor(lang) {
    this.lang = lang;
    this.fill = el("span", { class: "lp-engine-progress-fill" });
    this.label = el("span", { class: "lp-engine-progress-label", "aria-hidden": "true" });
    this.element = el("span", { // a span: it sits inside the status line, a <p>
      class: "lp-engine-progress", role: "progressbar", hidden: true,
      "aria-valuemin": "0", "aria-valuemax": "100", "aria-valuenow": "0",
    }, [el("span", { class: "lp-engine-progress-track" }, this.fill), this.label]);
  }

  /** A worker's report: {loaded, total} bytes on the wire, and the bar's words per language. */
  update({ loaded, total, words }) {
    const own = words?.[this.lang] ?? words?.en;
    if (!own || !(total > 0)) return;
    const percent = Math.min(100, Math.round((loaded / total) * 100));
    const text = format(own.bytes, { loaded: megabytes(loaded), total: megabytes(total) });
    this.element.hidden = false;
    this.element.setAttribute("aria-label", own.label);
    this.element.setAttribute("aria-valuenow", String(percent));
    this.element.setAttribute("aria-valuetext", text);
    this.element.dataset.loaded = String(loaded);
    this.fill.style.width = `${percent}%`;
    this.label.textContent = text;
  }

  /** The engine is ready (or gave up): the bar goes. */
  remove() {
    this.element.remove();
  }
}

/** Bytes as megabytes with one decimal (format() writes the decimal as the language does). */
function megabytes(bytes) {
  return Math.round((bytes / MEGABYTE) * 10) / 10;
}
