// What every tool page shares: its data (words, card names, rule links, presets), the engine
// running in a worker, the status line that says whether it has started, and the way an engine
// error is shown (its message, already in the reader's language, and a link to the rule).
import { CardPainter } from "../common/cards.js";
import { el, format } from "../common/dom.js";
import { EngineLink } from "../common/engine-link.js";
import { SITE_ROOT } from "../common/site.js";


/** Find the tool's marker, load its language's data and start the engine. */
export async function openTool(name) {
  /** @type {HTMLElement | null} */
  const root = document.querySelector(`.lp-tool[data-tool="${name}"]`);
  if (!root) return null;
  const lang = root.dataset.lang || "en";
  const response = await fetch(new URL(`tools-data/${lang}.json`, SITE_ROOT));
  const page = new ToolPage(root, await response.json());
  page.startEngine();
  return page;
}

export class ToolPage {
  constructor(root, data) {
    this.root = root;
    this.data = data;
    this.lang = data.lang;
    this.ui = data.ui;
    this.cards = new CardPainter(data);
    this.engine = new EngineLink(this.lang, { starting: this.ui.engine_starting, ready: this.ui.engine_ready,
      restarting: this.ui.engine_restarting, failed: this.ui.engine_failed, timeout: this.ui.engine_timeout });
    this.status = this.engine.status;
    this.notices = el("div", { class: "lp-notices" }); // a tool puts it first in its root
  }

  /** Start the engine in its worker (web/common/engine-link.js); `booted` resolves with its client. */
  startEngine() {
    this.booted = this.engine.start();
  }

  /** True once the engine has answered. */
  get ready() {
    return this.engine.ready;
  }

  /** A notice above the tool that stays until the page is left (stored data set aside, say). */
  notice(text) {
    const box = el("div", { class: "admonition warning lp-notice", role: "alert" }, el("p", {}, text));
    this.notices.append(box);
    return box;
  }

  /** Call pitch_core.webapi.<fn>; waits for the engine if it is still starting. */
  call(fn, args = {}) {
    return this.engine.call(fn, args);
  }

  /** Where a page of the site is, in the reader's language: page("hand-viewer"). */
  page(tool) {
    return new URL(this.data.pages[tool], SITE_ROOT).href;
  }

  ruleLink(ruleId) {
    const url = this.data.rules[ruleId];
    if (!url) return null;
    // The rule's heading in the reader's language (shipped by tools/build.py), not its anchor slug
    const title = (this.data.rule_titles && this.data.rule_titles[ruleId]) || `#${url.split("#")[1]}`;
    return el("a", { class: "lp-rule-link", href: new URL(url, SITE_ROOT).href }, `${this.ui.see_rule}: ${title}`);
  }

  /** An engine event or error as a paragraph: its message, then the rule's link if it cites one. */
  explanation(code, message, cited = code) {
    const link = this.ruleLink(cited);
    return el("p", { class: "lp-explained", "data-rule": code }, message, link ? " " : "", link);
  }

  /** The words for an error: the engine's own (already translated) or ours for runtime failures.
   * Only a boot that failed is "could not start": a running engine that fails one call (a bug,
   * a broken interpreter, a call cut off for taking too long) says so, and keeps running. */
  errorMessage(error) {
    const code = (error && error.code) || "runtime.internal";
    if (code === "runtime.timeout") return this.ui.engine_timeout;
    if (code === "runtime.call-timeout") return format(this.ui.engine_call_timeout, { seconds: error.params.seconds });
    if (code === "runtime.failed" && !this.ready) return format(this.ui.engine_failed, { detail: code });
    if (code.startsWith("runtime.")) return format(this.ui.engine_call_failed, { detail: code });
    return error.message;
  }

  errorView(error) {
    const code = (error && error.code) || "runtime.internal";
    // A record error is no rule itself but cites the rule the move broke (params.rule): link that
    const cited = !this.data.rules[code] && error && error.params && error.params.rule;
    return this.explanation(code, this.errorMessage(error), cited || code);
  }

  seatName(label) {
    const key = `seat_${label}`;
    return this.ui[key] || format(this.ui.seat_number, { n: label });
  }

  unitName(label) {
    const key = `team_${label}`;
    return this.ui[key] || this.seatName(label);
  }

  presetName(name) {
    const titles = this.data.preset_titles;
    if (Object.hasOwn(titles, name)) return titles[name];
    // A table's house rules (ten-point~stuck=5): "Ten-point Pitch, house rules", as the engine says it
    const [game, ...house] = name.split("~");
    return house.length && Object.hasOwn(titles, game) ? this.data.house_rules.title.replace("{name}", titles[game]) : name;
  }

  modifierName(name) {
    return Object.hasOwn(this.data.modifier_titles, name) ? this.data.modifier_titles[name] : name;
  }
}

/** Run `boot(page)` once the DOM is there, for the tool named `name`; the tool's root then says
 * `data-ready="true"` (its form is drawn; the engine may still be starting). */
export function whenReady(name, boot) {
  const start = () => openTool(name).then(async (page) => {
    if (!page) return;
    await boot(page);
    page.root.dataset.ready = "true";
  });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
}
