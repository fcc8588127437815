// The practice page of one game (docs/practice/<game>.md, <div class="lp-practice" data-game>):
// a fresh position from the engine (pitch_core.drills through webapi.drill), drawn on the card
// table, answered on it (press the cards or the player, type a number, or pick an answer), checked
// by the engine (webapi.check_drill) and explained with the rule's link. Below, the game's rules
// with the reader's mastery (mastery-store.js) and "practise what I get wrong".
//
// The URL fragment picks the rule: #rule=<id> practises it, #show=<id> shows one position with its
// answer ("See it" on the rules pages). It is checked against the game's rules and only ever used
// as a value: nothing from the URL is inserted as HTML (everything here is built with el()).
import { isCardCode } from "../common/card-code.js"; // the one reader of card notation
import { el, format } from "../common/dom.js";
import { pitchTable } from "../common/table.js";
import { ToolPage } from "../tools/page.js";
import { SITE_ROOT } from "../common/site.js";
import { nextMissed, openMastery, standing } from "./mastery-store.js";

async function boot() {
  /** @type {HTMLElement | null} */
  const root = document.querySelector(".lp-practice");
  if (!root) return;
  const lang = root.dataset.lang || "en";
  const response = await fetch(new URL(`tools-data/${lang}.json`, SITE_ROOT));
  const page = new ToolPage(root, await response.json());
  page.startEngine();
  new Practice(page, root, root.dataset.game).start();
}

class Practice {
  constructor(page, root, game) {
    this.page = page;
    this.ui = page.ui;
    this.root = root;
    this.rules = page.data.practice[game] || [];
    this.seed = Math.floor(Math.random() * 2 ** 31);
    this.index = 0;
    this.mastery = openMastery((problem) => this.storageProblem(problem));
    this.drillBox = el("section", { class: "lp-practice-drill", "aria-live": "polite", "data-state": "dealing" });
    this.rulesBox = el("section", { class: "lp-practice-rules" });
  }

  start() {
    this.root.replaceChildren(this.page.notices, this.page.status, this.drillBox, this.rulesBox);
    const asked = fragmentRule(window.location.hash);
    let rule = this.rules[0];
    if (asked && this.rules.includes(asked.rule)) rule = asked.rule;
    else if (asked) this.page.notice(this.ui.practice_unknown_rule);
    this.drawRules();
    this.mastery.subscribe(() => this.drawRules());
    window.addEventListener("hashchange", () => {
      const wanted = fragmentRule(window.location.hash);
      if (wanted && this.rules.includes(wanted.rule)) this.deal(wanted.rule, wanted.show);
    });
    this.deal(rule, Boolean(asked && asked.show && this.rules.includes(asked.rule)));
  }

  storageProblem(problem) {
    this.page.notice(problem.kind === "not-saved" ? this.ui.practice_not_saved
      : format(this.ui.practice_storage_unreadable, { backup: problem.backup }));
  }

  // -- one position --------------------------------------------------------------------------------
  async deal(rule, show = false) {
    this.rule = rule;
    this.selected = new Set();
    this.verdict = null;
    this.drillBox.dataset.state = "dealing";
    this.drillBox.dataset.rule = rule;
    this.drillBox.replaceChildren(this.heading(), el("p", { class: "lp-practice-dealing" }, this.ui.practice_dealing));
    const index = this.index;
    this.index += 1;
    try {
      this.drill = await this.page.call("drill", { rule, seed: this.seed, index });
    } catch (error) {
      this.drillBox.replaceChildren(this.heading(), this.page.errorView(error));
      this.drillBox.dataset.state = "failed";
      return;
    }
    this.draw();
    if (show) this.check(null);
  }

  heading() {
    const title = this.page.data.rule_titles[this.rule] || this.rule;
    return el("h2", { class: "lp-practice-rule" }, format(this.ui.practice_rule, { rule: title }));
  }

  draw() {
    const drill = this.drill;
    const answer = el("div", { class: "lp-practice-controls" }, this.controls());
    this.feedback = el("div", { class: "lp-practice-feedback", role: "status" });
    this.checkButton = el("button", { type: "button", class: "md-button md-button--primary", "data-control": "check",
      onclick: () => this.check(this.given()) }, this.ui.practice_check);
    const next = el("button", { type: "button", class: "md-button", "data-control": "next",
      onclick: () => this.deal(this.rule) }, this.ui.practice_next);
    this.drillBox.replaceChildren(this.heading(), this.position(),
      el("p", { class: "lp-practice-question", "data-kind": drill.kind }, drill.question),
      el("p", { class: "lp-practice-hint" }, this.hint()), answer,
      el("div", { class: "lp-practice-buttons" }, drill.kind === "number" || drill.kind === "cards" ? this.checkButton : "", next),
      this.feedback);
    this.drillBox.dataset.seed = String(this.seed); // which drill this is: tests recompute its answer
    this.drillBox.dataset.index = String(drill.index);
    this.drillBox.dataset.state = "asking";
  }

  hint() {
    const kind = this.drill.kind;
    if (kind === "cards") return this.ui.practice_pick_cards;
    if (kind === "seat") return this.ui.practice_pick_seat;
    if (kind === "number") return this.ui.practice_pick_number;
    return "";
  }

  /** The position: the Pitch table, or Three Thirteen's hand on the felt. */
  position() {
    const drill = this.drill;
    const tables = { pitch: () => this.pitchPosition(), "three-thirteen": () => this.thirteenPosition() }; // the game picks its table
    const node = tables[drill.game]();
    return el("div", { class: "lp-practice-position", "data-game": drill.game, "data-preset": drill.preset }, node);
  }

  pitchPosition() {
    const { drill, page } = this;
    const pos = drill.position;
    const shown = Object.keys(pos.hands);
    const view = {
      seats: Object.keys(pos.counts), dealer: pos.dealer, bidder: pos.bidder, bid: pos.bid, trump: pos.trump,
      called: pos.called || null, hands: pos.hands, card_counts: pos.counts, scores: pos.scores,
      calls: pos.calls.map(([seat, bid]) => ({ seat, bid })), trick: pos.trick.map(([seat, card]) => ({ seat, card })),
      to_move: pos.to_move || null, phase: pos.trump ? "play" : "bidding", preset: drill.preset,
    };
    const cardAnswer = drill.kind === "cards";
    const candidates = cardAnswer ? drill.choices.map((c) => ({ kind: "play", card: c.value, move: c.value })) : [];
    const table = pitchTable(page, view, { you: null, bottom: shown.length === 1 ? shown[0] : undefined, candidates,
      legal: candidates, onMove: (candidate) => this.toggle(candidate.card), summary: false,
      turnText: pos.to_move ? undefined : "" });
    if (drill.kind === "seat") this.pressableSeats(table);
    // A position, not a hand in play: no last trick to open, no empty hand or turn line to show
    for (const node of table.querySelectorAll(".lp-last-trick, .lp-turn-line:empty")) node.remove();
    if (!cardAnswer && !Object.hasOwn(pos.hands, table.querySelector(".lp-table-you")?.dataset.seat || "")) {
      table.querySelector(".lp-table-you")?.remove();
    }
    const extra = [];
    if (pos.taken) {
      extra.push(el("p", { class: "lp-practice-fact" }, format(this.ui.practice_taken,
        { taken: Object.entries(pos.taken).map(([unit, points]) => `${page.unitName(unit)} ${points}`).join(", ") })));
    }
    if (pos.middle) extra.push(this.middle(pos.middle));
    if (pos.looking_at) {
      extra.push(el("p", { class: "lp-practice-fact" }, format(this.ui.practice_turned_up, { card: page.cards.name(pos.looking_at) }),
        " ", page.cards.card(pos.looking_at)));
    }
    return [table, extra];
  }

  /** What lies face up in the middle (13-point partner's exchange), seat by seat as thrown. */
  middle(thrown) {
    const { page, ui } = this;
    const bySeat = new Map();
    for (const [seat, code] of thrown) bySeat.set(seat, [...(bySeat.get(seat) || []), code]);
    return el("div", { class: "lp-practice-fact lp-practice-middle" }, el("p", {}, ui.practice_middle),
      el("ul", {}, [...bySeat].map(([seat, codes]) =>
        el("li", {}, el("span", { class: "lp-practice-middle-seat" }, format(ui.practice_middle_by, { seat: page.seatName(seat) })), " ", page.cards.row(codes)))));
  }

  /** Answering "who?" on the table: the seats (and the cards they played) are buttons. */
  pressableSeats(table) {
    const values = new Set(this.drill.choices.map((c) => c.value));
    for (const node of table.querySelectorAll(".lp-table-seat[data-seat], .lp-trick-card[data-seat]")) {
      const seat = node.dataset.seat;
      if (!values.has(seat)) continue;
      node.classList.add("lp-practice-pressable");
      node.setAttribute("role", "button");
      node.setAttribute("tabindex", "0");
      node.addEventListener("click", () => this.check(seat));
      node.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          this.check(seat);
        }
      });
    }
  }

  thirteenPosition() {
    const { drill, page, ui } = this;
    const pos = drill.position;
    const wild = page.cards.rank(pos.wild); // the round's wild rank as the reader's cards print it
    const facts = [el("p", { class: "lp-practice-fact" }, format(ui.practice_round, { round: pos.round, players: pos.players, wild }))];
    const seatList = (values) => values.map((v, i) => `${page.seatName(String(i + 1))} ${v}`).join(", ");
    if (pos.totals && pos.scores) {
      facts.push(el("p", { class: "lp-practice-fact" }, format(ui.practice_totals, { totals: seatList(pos.totals) })));
      facts.push(el("p", { class: "lp-practice-fact" }, format(ui.practice_round_scores, { scores: seatList(pos.scores) })));
    } else if (pos.totals) {
      facts.push(el("p", { class: "lp-practice-fact" }, format(ui.practice_final_totals, { totals: seatList(pos.totals) })));
    }
    if (pos.taken) facts.push(el("p", { class: "lp-practice-fact" }, format(ui.practice_taken_card, { card: page.cards.name(pos.taken) }), " ", page.cards.card(pos.taken)));
    const cardButtons = drill.kind === "cards" && drill.choices.every((c) => isCardCode(c.value));
    const hand = cardButtons
      ? el("div", { class: "lp-table-hand lp-table-hand--active", role: "group", "aria-label": drill.question },
        drill.choices.map((c) => page.cards.button(c.value, () => this.toggle(c.value), { "data-move": c.value, "aria-pressed": "false" })))
      : el("div", { class: "lp-table-hand" }, pos.hand.map((code) => el("span", { class: "lp-hand-card" }, page.cards.card(code))));
    return el("div", { class: "lp-felt lp-practice-felt" }, facts, pos.hand.length || cardButtons ? hand : "");
  }

  /** The answer controls below the table: seat names, choices, a number box, or none (cards). */
  controls() {
    const { drill, ui, page } = this;
    if (drill.kind === "number") {
      this.numberBox = el("input", { type: "number", inputmode: "numeric", step: "1", class: "lp-practice-number",
        "aria-label": ui.practice_your_answer, onkeydown: (event) => { if (event.key === "Enter") this.check(this.given()); } });
      return el("label", { class: "lp-field" }, `${ui.practice_your_answer} `, this.numberBox);
    }
    if (drill.kind === "cards" && drill.choices.every((c) => isCardCode(c.value))) return "";
    const toggles = drill.kind === "cards";
    return el("div", { class: "lp-practice-choices", role: "group", "aria-label": ui.practice_your_answer },
      drill.choices.map((choice) => el("button", { type: "button", class: "md-button lp-practice-choice", "data-value": choice.value,
        "aria-pressed": toggles ? "false" : null,
        onclick: () => (toggles ? this.toggle(choice.value) : this.check(choice.value)) },
      choice.label || page.seatName(choice.value))));
  }

  toggle(value) {
    if (this.verdict) return;
    if (this.selected.has(value)) this.selected.delete(value);
    else this.selected.add(value);
    for (const node of this.drillBox.querySelectorAll("[data-move], .lp-practice-choice")) {
      const v = node.dataset.move || node.dataset.value;
      if (v === value) {
        node.setAttribute("aria-pressed", String(this.selected.has(value)));
        node.classList.toggle("lp-practice-selected", this.selected.has(value));
      }
    }
  }

  given() {
    if (this.drill.kind === "cards") return [...this.selected].sort();
    if (this.drill.kind === "number") return this.numberBox.value.trim() === "" ? null : this.numberBox.value.trim();
    return null;
  }

  /** Ask the engine; `given` null shows the answer without counting it (See it). */
  async check(given) {
    if (this.verdict || (given === null && this.drillBox.dataset.state !== "asking")) return;
    const shown = given === null;
    if (shown && this.drill.kind === "number" && this.numberBox && this.numberBox.value.trim() !== "") return;
    let verdict;
    try {
      verdict = await this.page.call("check_drill", { rule: this.rule, seed: this.seed, index: this.drill.index, given });
    } catch (error) {
      this.feedback.replaceChildren(this.page.errorView(error));
      return;
    }
    this.verdict = verdict;
    if (!shown) this.mastery.record(this.rule, verdict.correct);
    this.markAnswer(verdict.answer);
    const lines = [];
    if (shown) lines.push(el("p", { class: "lp-practice-shown" }, this.ui.practice_shown));
    else lines.push(el("p", { class: `lp-practice-verdict lp-practice-verdict--${verdict.correct ? "right" : "wrong"}` },
      verdict.correct ? this.ui.practice_right : this.ui.practice_wrong));
    if (!verdict.correct) lines.push(el("p", { class: "lp-practice-answer" }, format(this.ui.practice_answer_is, { answer: this.answerWords(verdict.answer) })));
    lines.push(this.page.explanation(this.rule, verdict.explanation, this.rule));
    this.feedback.replaceChildren(...lines);
    this.drillBox.dataset.state = shown ? "shown" : verdict.correct ? "right" : "wrong";
    if (this.checkButton) this.checkButton.disabled = true;
    this.drawRules();
  }

  markAnswer(answer) {
    const values = new Set([answer].flat().map(String));
    for (const node of this.drillBox.querySelectorAll("[data-move], .lp-practice-choice, .lp-practice-pressable")) {
      const v = node.dataset.move || node.dataset.value || node.dataset.seat;
      if (values.has(v)) node.classList.add("lp-practice-correct");
    }
  }

  answerWords(answer) {
    const { drill, page, ui } = this;
    const label = (value) => {
      const choice = drill.choices.find((c) => c.value === value);
      if (choice && choice.label) return choice.label;
      return isCardCode(value) ? page.cards.name(value) : page.seatName(value);
    };
    if (Array.isArray(answer)) return answer.length ? answer.map(label).join(", ") : ui.practice_no_cards;
    return drill.kind === "number" ? String(answer) : label(String(answer));
  }

  // -- the game's rules, with the reader's mastery -------------------------------------------------
  drawRules() {
    const { ui, page } = this;
    const record = this.mastery.load();
    const missedNote = el("p", { class: "lp-practice-missed-note", role: "status" });
    const missed = el("button", { type: "button", class: "md-button", "data-control": "missed", onclick: () => {
      const rule = nextMissed(this.mastery.load(), this.rules);
      if (rule) this.deal(rule);
      else missedNote.textContent = ui.practice_nothing_missed;
    } }, ui.practice_missed);
    const items = this.rules.map((rule) => {
      const stand = standing(record, rule);
      let words = stand.level === "new" ? ui.practice_new : stand.level === "mastered" ? ui.practice_mastered
        : format(ui.practice_score, { right: stand.right, total: stand.total });
      if (rule === nextMissed(record, this.rules)) words = `${words} · ${ui.practice_due}`; // the next to go over
      return el("li", { "data-rule": rule, "data-level": stand.level, class: rule === this.rule ? "lp-practice-current" : null },
        el("button", { type: "button", class: "md-button lp-practice-try", onclick: () => this.deal(rule),
          "aria-label": `${ui.practice_try}: ${page.data.rule_titles[rule] || rule}` }, ui.practice_try),
        " ", el("span", { class: "lp-practice-rule-name" },
          el("span", { class: "lp-practice-rule-title" }, page.data.rule_titles[rule] || rule),
          " ", el("span", { class: `lp-practice-level lp-practice-level--${stand.level}` }, words)));
    });
    this.rulesBox.replaceChildren(el("h2", {}, ui.practice_rules_heading), el("p", {}, missed), missedNote,
      el("ul", { class: "lp-practice-rule-list" }, items));
  }
}

/** {rule, show} from "#rule=<id>" or "#show=<id>"; null when the fragment asks for no rule. */
export function fragmentRule(hash) {
  const params = new URLSearchParams(String(hash || "").replace(/^#/, ""));
  const show = params.get("show");
  const rule = show ?? params.get("rule");
  if (!rule || rule.length > 60) return null;
  return { rule, show: show !== null };
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
else boot();
