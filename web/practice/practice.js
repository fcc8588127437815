// The practice of one game (docs/practice/<preset>.md, <div class="lp-practice" data-preset>), or
// of any game the reader picks (docs/practice/pitch.md, data-choose="game": a game and its
// modifiers, as Play's setup offers them): a fresh position of that game from the engine
// (pitch_core.drills through webapi.drill, made for the game's preset), drawn on the card table,
// answered on it (press the cards or the player, type a number, or pick an answer), checked by the
// engine (webapi.check_drill) and explained with the rule's link. The game's name stands above
// each question. Below, the game's rules only (tools data "practice" by preset, or
// webapi.practice_rules for a game with modifiers), with the reader's mastery in that game
// (mastery-store.js) and "practise what I get wrong", which stays inside the game.
//
// The URL fragment picks the rule: #rule=<id> practises it, #show=<id> shows one position with its
// answer ("See it" on the rules pages); on the any-game page #game=<preset> picks the game first
// (#game=ten-point+dirty&rule=play.only-trump). Both are checked against what the page offers and
// only ever used as values: nothing from the URL is inserted as HTML (everything here is built
// with el()); an unknown one is said in a localised notice.
import { isCardCode } from "../common/card-code.js"; // the one reader of card notation
import { el, field, format, select, uniqueId } from "../common/dom.js";
import { pitchTable } from "../common/table.js";
import { ToolPage } from "../tools/page.js";
import { SITE_ROOT } from "../common/site.js";
import { gameKey, nextMissed, openMastery, standing } from "./mastery-store.js";

const FIRST_GAME = "pitch31"; // the any-game page's game when the link names none

async function boot() {
  /** @type {HTMLElement | null} */
  const root = document.querySelector(".lp-practice");
  if (!root) return;
  const lang = root.dataset.lang || "en";
  const response = await fetch(new URL(`tools-data/${lang}.json`, SITE_ROOT));
  const page = new ToolPage(root, await response.json());
  page.startEngine();
  new Practice(page, root).start();
}

class Practice {
  constructor(page, root) {
    this.page = page;
    this.ui = page.ui;
    this.root = root;
    this.fixed = root.dataset.preset || null; // a course game's own page; null: the reader picks
    this.preset = this.fixed || FIRST_GAME;
    this.rules = [];
    this.seed = Math.floor(Math.random() * 2 ** 31);
    this.index = 0;
    this.mastery = openMastery((problem) => this.storageProblem(problem));
    this.chooser = el("section", { class: "lp-practice-chooser" });
    this.drillBox = el("section", { class: "lp-practice-drill", "aria-live": "polite", "data-state": "dealing" });
    this.rulesBox = el("section", { class: "lp-practice-rules" });
  }

  async start() {
    this.root.replaceChildren(this.page.notices, this.page.status, this.fixed ? "" : this.chooser, this.drillBox, this.rulesBox);
    const asked = fragmentRule(window.location.hash);
    let preset = this.preset;
    if (asked && asked.game && !this.fixed) {
      const wanted = this.readGame(asked.game);
      if (wanted) preset = wanted;
      else this.page.notice(format(this.ui.practice_unknown_game, { game: this.page.presetName(preset) }));
    } else if (asked && asked.game && asked.game !== this.fixed) {
      this.page.notice(format(this.ui.practice_unknown_game, { game: this.page.presetName(preset) }));
    }
    if (!this.fixed) this.drawChooser(preset);
    this.mastery.subscribe(() => this.drawRules());
    window.addEventListener("hashchange", () => this.followFragment());
    await this.useGame(preset, asked && asked.rule, Boolean(asked && asked.show), true);
  }

  /** The fragment changed (a link within the page, or the reader edited it): its game, then its rule. */
  async followFragment() {
    const wanted = fragmentRule(window.location.hash);
    if (!wanted) return;
    const preset = wanted.game && !this.fixed ? this.readGame(wanted.game) : this.preset;
    if (preset && preset !== this.preset) {
      this.drawChooser(preset);
      await this.useGame(preset, wanted.rule, wanted.show, true);
    } else if (this.rules.includes(wanted.rule)) {
      this.deal(wanted.rule, wanted.show);
    }
  }

  /** A game named in a link (`ten-point+dirty`), as the page offers it: its game without
   * modifiers known to Play's setup, each modifier one that game takes, in the page's own
   * order; null when the page offers no such game. */
  readGame(text) {
    const data = this.page.data;
    const [base, ...modifiers] = String(text).toLowerCase().split("+");
    if (!Object.hasOwn(data.tables, base)) return null;
    if (modifiers.length && !data.tables[base].modifiers) return null;
    if (modifiers.some((m) => !data.modifiers.includes(m)) || new Set(modifiers).size !== modifiers.length) return null;
    return [base, ...data.modifiers.filter((m) => modifiers.includes(m))].join("+");
  }

  /** Practise the game `preset`: its rules (from the tools' data, or the engine for a game with
   * modifiers), then `rule` if the game plays it (else its first rule, and a notice). */
  async useGame(preset, rule = null, show = false, fromLink = false) {
    this.preset = preset;
    this.drillBox.dataset.preset = preset;
    this.drillBox.dataset.state = "dealing";
    this.drillBox.replaceChildren(this.gameLine(this.page.presetName(preset)), el("p", { class: "lp-practice-dealing" }, this.ui.practice_dealing));
    let rules = Object.hasOwn(this.page.data.practice, preset) ? this.page.data.practice[preset] : null;
    if (!rules) {
      try {
        rules = (await this.page.call("practice_rules", { preset })).rules;
      } catch (error) {
        this.failed(error);
        return;
      }
      if (this.preset !== preset) return; // the reader chose another game meanwhile
    }
    this.rules = rules;
    this.rememberGame();
    if (!rules.length) {
      this.drawRules();
      this.drillBox.replaceChildren(this.gameLine(this.page.presetName(preset)), el("p", {}, this.ui.practice_no_rules));
      this.drillBox.dataset.state = "empty";
      return;
    }
    let first = rules[0];
    if (rule && rules.includes(rule)) first = rule;
    else if (rule && fromLink) this.page.notice(this.ui.practice_unknown_rule);
    this.drawRules();
    await this.deal(first, Boolean(show && rules.includes(rule)));
  }

  /** On the any-game page the address names the game (and the rule), so the page can be shared. */
  rememberGame() {
    if (this.fixed) return;
    const rule = this.rule && this.rules.includes(this.rule) ? `&rule=${this.rule}` : "";
    const hash = `#game=${this.preset}${rule}`;
    if (window.location.hash !== hash) window.history.replaceState(window.history.state, "", hash);
  }

  // -- choosing the game (the any-game page) --------------------------------------------------------
  drawChooser(preset) {
    const { ui, page } = this;
    const data = page.data;
    const [base, ...chosen] = preset.split("+");
    const games = Object.keys(data.tables); // every game Play offers, in the engine's order
    this.gameChoice = select(games.map((name) => [name, page.presetName(name)]), base,
      { name: "game", onchange: () => this.chosen() });
    this.modifierBoxes = data.modifiers.map((name) => el("input", { type: "checkbox", value: name, id: uniqueId("lp-mod"),
      checked: chosen.includes(name), onchange: () => this.chosen() }));
    this.modifierGroup = el("div", { class: "lp-modifiers", role: "group", "aria-label": ui.modifiers },
      this.modifierBoxes.map((box) => el("span", { class: "lp-check" }, box,
        el("label", { for: box.id }, page.modifierName(box.value)))));
    this.modifierGroup.hidden = !data.tables[base].modifiers;
    const gameField = field(ui.game, this.gameChoice);
    this.chooser.replaceChildren(el("form", { class: "lp-form lp-practice-choose", onsubmit: (event) => event.preventDefault() },
      el("fieldset", { class: "lp-fieldset" }, el("legend", {}, ui.practice_choose_game), gameField, this.modifierGroup)));
  }

  chosen() {
    const base = this.gameChoice.value;
    const takes = this.page.data.tables[base].modifiers;
    this.modifierGroup.hidden = !takes;
    const modifiers = takes ? this.modifierBoxes.filter((b) => b.checked).map((b) => b.value) : [];
    const preset = [base, ...modifiers].join("+");
    if (preset === this.preset) return;
    this.useGame(preset, this.rule);
  }

  storageProblem(problem) {
    this.page.notice(problem.kind === "not-saved" ? this.ui.practice_not_saved
      : format(this.ui.practice_storage_unreadable, { backup: problem.backup }));
  }

  /** The engine refused (an unknown game, a rule the game does not play) or failed: its message,
   * in the reader's language, with the rule's link where it cites one. */
  failed(error) {
    this.drillBox.replaceChildren(this.gameLine(this.page.presetName(this.preset)), this.page.errorView(error));
    this.drillBox.dataset.state = "failed";
  }

  // -- one position --------------------------------------------------------------------------------
  async deal(rule, show = false) {
    const preset = this.preset;
    this.rule = rule;
    this.selected = new Set();
    this.verdict = null;
    this.drillBox.dataset.state = "dealing";
    this.drillBox.dataset.rule = rule;
    this.drillBox.dataset.preset = preset;
    this.drillBox.replaceChildren(this.gameLine(this.page.presetName(preset)), this.heading(),
      el("p", { class: "lp-practice-dealing" }, this.ui.practice_dealing));
    this.rememberGame();
    const index = this.index;
    this.index += 1;
    let drill;
    try {
      drill = await this.page.call("drill", { rule, seed: this.seed, index, preset });
    } catch (error) {
      if (this.preset === preset && this.rule === rule) this.failed(error);
      return;
    }
    if (this.preset !== preset || this.rule !== rule) return; // another game or rule was asked for meanwhile
    this.drill = drill;
    this.draw();
    this.drawRules();
    if (show) this.check(null);
  }

  /** The game's name, above every question: each question is asked under that game's rules. */
  gameLine(name) {
    return el("p", { class: "lp-practice-game" }, format(this.ui.practice_game, { game: name }));
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
    this.drillBox.replaceChildren(this.gameLine(drill.game_name), this.heading(), this.position(),
      el("p", { class: "lp-practice-question", "data-kind": drill.kind }, drill.question),
      el("p", { class: "lp-practice-hint" }, this.hint()), answer,
      el("div", { class: "lp-practice-buttons" }, drill.kind === "number" || drill.kind === "cards" ? this.checkButton : "", next),
      this.feedback);
    this.drillBox.dataset.seed = String(this.seed); // which drill this is: tests recompute its answer
    this.drillBox.dataset.index = String(drill.index);
    this.drillBox.dataset.preset = drill.preset;
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
    const fact = (...parts) => facts.push(el("p", { class: "lp-practice-fact" }, ...parts));
    const seatList = (values) => values.map((v, i) => `${page.seatName(String(i + 1))} ${v}`).join(", ");
    if (pos.totals && pos.scores) {
      fact(format(ui.practice_totals, { totals: seatList(pos.totals) }));
      fact(format(ui.practice_round_scores, { scores: seatList(pos.scores) }));
    } else if (pos.totals) {
      fact(format(ui.practice_final_totals, { totals: seatList(pos.totals) }));
    }
    if (pos.went_out) fact(format(ui.practice_went_out, { seat: page.seatName(String(pos.went_out)) }));
    if (Array.isArray(pos.melds) && pos.melds.length) {
      fact(ui.practice_laid_down, " ", pos.melds.map((meld) => el("span", { class: "lp-practice-meld" }, page.cards.row(meld))));
    }
    if (Array.isArray(pos.hands)) {
      pos.hands.forEach((codes, i) => {
        if (codes.length) fact(format(ui.practice_middle_by, { seat: page.seatName(String(i + 1)) }), " ", page.cards.row(codes));
      });
    }
    if (pos.taken) fact(format(ui.practice_taken_card, { card: page.cards.name(pos.taken) }), " ", page.cards.card(pos.taken));
    if (pos.drawn) fact(format(ui.practice_drawn, { card: page.cards.name(pos.drawn) }), " ", page.cards.card(pos.drawn));
    if (pos.pile) fact(format(ui.practice_pile, { card: page.cards.name(pos.pile) }), " ", page.cards.card(pos.pile));
    if (Number.isInteger(pos.stock)) fact(format(ui.practice_stock, { n: pos.stock }));
    const cardButtons = drill.kind === "cards" && drill.choices.every((c) => isCardCode(c.value));
    const label = pos.seat ? format(ui.practice_middle_by, { seat: page.seatName(String(pos.seat)) }) : "";
    const hand = cardButtons
      ? el("div", { class: "lp-table-hand lp-table-hand--active", role: "group", "aria-label": drill.question },
        drill.choices.map((c) => page.cards.button(c.value, () => this.toggle(c.value), { "data-move": c.value, "aria-pressed": "false" })))
      : el("div", { class: "lp-table-hand" }, pos.hand.map((code) => el("span", { class: "lp-hand-card" }, page.cards.card(code))));
    const shownHand = pos.hand.length || cardButtons ? [label ? el("p", { class: "lp-practice-fact" }, label) : "", hand] : "";
    return el("div", { class: "lp-felt lp-practice-felt" }, facts, shownHand);
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
      choice.label || (isCardCode(choice.value) ? [page.cards.card(choice.value), " ", page.cards.name(choice.value)] : page.seatName(choice.value)))));
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
      verdict = await this.page.call("check_drill", { rule: this.rule, seed: this.seed, index: this.drill.index, given,
        preset: this.drill.preset });
    } catch (error) {
      this.feedback.replaceChildren(this.page.errorView(error));
      return;
    }
    if (this.verdict) return; // answered twice while the engine was thinking: the first answer counts
    this.verdict = verdict;
    if (!shown) this.mastery.record(gameKey(this.drill.preset, this.rule), verdict.correct, this.legacyOf(this.drill.preset, this.rule));
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

  // -- the game's rules, with the reader's mastery in this game ---------------------------------------
  /** The bare rule whose record, kept before practice was per game, counts in `preset`: the one of
   * the rule's first course game (the game its old drills were mostly made in), else none. */
  legacyOf(preset, rule) {
    const { practice, practice_courses: courses = [] } = this.page.data;
    const first = courses.find((game) => (practice[game] || []).includes(rule));
    return first === preset ? rule : null;
  }

  drawRules() {
    const { ui, page } = this;
    const preset = this.preset;
    const record = this.mastery.load();
    const keys = this.rules.map((rule) => gameKey(preset, rule));
    const legacy = (key) => this.legacyOf(preset, key.slice(preset.length + 1));
    const due = nextMissed(record, keys, legacy);
    const missedNote = el("p", { class: "lp-practice-missed-note", role: "status" });
    const missed = el("button", { type: "button", class: "md-button", "data-control": "missed", onclick: () => {
      const next = nextMissed(this.mastery.load(), keys, legacy);
      if (next && this.preset === preset) this.deal(next.slice(preset.length + 1));
      else missedNote.textContent = ui.practice_nothing_missed;
    } }, ui.practice_missed);
    const items = this.rules.map((rule, i) => {
      const stand = standing(record, keys[i], this.legacyOf(preset, rule));
      let words = stand.level === "new" ? ui.practice_new : stand.level === "mastered" ? ui.practice_mastered
        : format(ui.practice_score, { right: stand.right, total: stand.total });
      if (keys[i] === due) words = `${words} · ${ui.practice_due}`; // the next to go over
      return el("li", { "data-rule": rule, "data-level": stand.level, class: rule === this.rule ? "lp-practice-current" : null },
        el("button", { type: "button", class: "md-button lp-practice-try", onclick: () => this.deal(rule),
          "aria-label": `${ui.practice_try}: ${page.data.rule_titles[rule] || rule}` }, ui.practice_try),
        " ", el("span", { class: "lp-practice-rule-name" },
          el("span", { class: "lp-practice-rule-title" }, page.data.rule_titles[rule] || rule),
          " ", el("span", { class: `lp-practice-level lp-practice-level--${stand.level}` }, words)));
    });
    this.rulesBox.dataset.preset = preset;
    this.rulesBox.replaceChildren(el("h2", {}, format(ui.practice_rules_of, { game: page.presetName(preset) })),
      el("p", {}, missed), missedNote, el("ul", { class: "lp-practice-rule-list" }, items));
  }
}

/** {rule, show, game} from "#rule=<id>", "#show=<id>", "#game=<preset>&rule=<id>"; null when the
 * fragment asks for neither a rule nor a game. Values only: they are checked before any use. */
export function fragmentRule(hash) {
  const params = fragmentParams(hash);
  const show = params.get("show") ?? null;
  let rule = show ?? params.get("rule") ?? null;
  let game = params.get("game") ?? null;
  if (rule && rule.length > 60) rule = "?"; // no rule is that long: an unknown rule
  if (game && game.length > 80) game = "?";
  if (!rule && !game) return null;
  return { rule: rule || null, show: show !== null, game: game || null };
}

/** The fragment's name=value pairs, each decoded as a URI component: a "+" stays a "+" (it joins
 * a game's modifiers: ten-point+dirty), where a query string would read it as a space. */
function fragmentParams(hash) {
  const params = new Map();
  for (const pair of String(hash || "").replace(/^#/, "").split("&")) {
    const at = pair.indexOf("=");
    if (at < 1) continue;
    let value = pair.slice(at + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      value = "?"; // a broken escape: unknown, said in a notice
    }
    if (!params.has(pair.slice(0, at))) params.set(pair.slice(0, at), value);
  }
  return params;
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
else boot();
