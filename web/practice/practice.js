// The practice of one game (docs/practice/<preset>.md, <div class="lp-practice" data-preset>), or
// of any game the reader picks (docs/practice/pitch.md, data-choose="game": a game and its
// modifiers, as Play's setup offers them): a fresh question of that game from the engine
// (pitch_core.drills through webapi.drill, made for the game's preset), asked by the one question
// component (web/common/question.js: its scene on the game's table, answered on it, "See it"),
// checked by the engine (webapi.check_drill) and explained with the rule's link. The game's name
// stands above each question. Below, the game's rules only (tools data "practice" by preset, or
// webapi.practice_rules for a game with modifiers), with the reader's mastery in that game
// (mastery-store.js) and "practise what I get wrong", which stays inside the game.
//
// The URL fragment picks the rule: #rule=<id> practises it, #show=<id> shows one position with its
// answer and its steps ("See it" on the rules pages); on the any-game page #game=<preset> picks the game first
// (#game=ten-point+dirty&rule=play.only-trump), a table's house rules included
// (#game=ten-point~stuck=5: web/tools/game-choice.js reads the name as the engine spells it); without
// a link, the game chosen last in any tool. Both are checked against what the page offers and
// only ever used as values: nothing from the URL is inserted as HTML (everything here is built
// with el()); an unknown one is said in a localised notice.
import { el, field, format, select, uniqueId } from "../common/dom.js";
import { askQuestion, gameLine } from "../common/question.js"; // every question, drawn and checked one way
import { ToolPage } from "../tools/page.js";
import { houseName, houseParts, houseSummary, knownGame, recentGames, rememberGame as rememberChoice } from "../tools/game-choice.js";
import { SITE_ROOT } from "../common/site.js";
import { gameKey, nextMissed, openMastery, sessionPlan, standing } from "./mastery-store.js";
import { openStreak } from "../tutorial/streak-store.js"; // days in a row, shared with the lessons

const FIRST_GAME = "pitch31"; // the any-game page's game when the link names none
const SESSION_SIZE = 10; // the questions of a practice session (#session starts one)

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
    this.preset = this.fixed || this.lastGame();
    this.house = houseParts(this.preset).house; // the table's house rules stay while the reader changes the game
    this.rules = [];
    this.seed = Math.floor(Math.random() * 2 ** 31);
    this.index = 0;
    this.mastery = openMastery((problem) => this.storageProblem(problem));
    this.streak = openStreak((problem) => (problem.kind === "not-saved" ? null : this.storageProblem(problem)));
    this.session = null; // a practice session under way: {plan, current, results}
    this.sessionTurn = false; // the position being dealt is the session's next question
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
      if (wanted) {
        preset = wanted;
        rememberChoice(wanted); // a link that names a game is the table's game, as in every tool
      } else this.page.notice(format(this.ui.practice_unknown_game, { game: this.page.presetName(preset) }));
    } else if (asked && asked.game && asked.game !== this.fixed) {
      this.page.notice(format(this.ui.practice_unknown_game, { game: this.page.presetName(preset) }));
    }
    this.preset = preset;
    this.house = houseParts(preset).house;
    if (!this.fixed) this.drawChooser(preset);
    this.mastery.subscribe(() => this.drawRules());
    window.addEventListener("hashchange", () => this.followFragment());
    await this.useGame(preset, asked && asked.rule, Boolean(asked && asked.show), true);
    if (/^#session$/.test(window.location.hash) && this.rules.length) this.startSession(); // a course's end links here
  }

  /** The fragment changed (a link within the page, or the reader edited it): its game, then its rule. */
  async followFragment() {
    const wanted = fragmentRule(window.location.hash);
    if (!wanted) return;
    const preset = wanted.game && !this.fixed ? this.readGame(wanted.game) : this.preset;
    if (!preset) {
      this.page.notice(format(this.ui.practice_unknown_game, { game: this.page.presetName(this.preset) }));
    } else if (preset !== this.preset) {
      this.preset = preset;
      this.house = houseParts(preset).house;
      rememberChoice(preset);
      this.drawChooser(preset);
      await this.useGame(preset, wanted.rule, wanted.show, true);
    } else if (wanted.rule && this.rules.includes(wanted.rule)) {
      this.deal(wanted.rule, wanted.show);
    } else if (wanted.rule || wanted.show) {
      // a rule this page does not practise: said as on a first visit, and the drill shown stays
      this.page.notice(this.ui.practice_unknown_rule_kept);
    }
  }

  /** A game named in a link (`ten-point+dirty`, or with a table's house rules:
   * `ten-point~stuck=5`), as the engine spells it: its game one Play's setup offers, each
   * modifier one that game takes, each house rule a choice of that game; null when the page
   * offers no such game. */
  readGame(text) {
    const data = this.page.data;
    const known = knownGame(data, String(text));
    if (!known) return null;
    const [base, ...modifiers] = houseParts(known).game.split("+");
    if (!Object.hasOwn(data.tables, base)) return null;
    if (modifiers.length && !data.tables[base].modifiers) return null;
    return known;
  }

  /** The any-game page without a link opens on the game chosen last in any tool this page
   * offers, else the first. */
  lastGame() {
    return recentGames().map((name) => this.readGame(name)).find(Boolean) || FIRST_GAME;
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

  /** The game's choice and, for a table's house rules, what they are and where to change them. */
  gameSummary() {
    return houseSummary(this.page, this.preset) || "";
  }

  // -- choosing the game (the any-game page) --------------------------------------------------------
  drawChooser(preset) {
    const { ui, page } = this;
    const data = page.data;
    const [base, ...chosen] = houseParts(preset).game.split("+");
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
      el("fieldset", { class: "lp-fieldset" }, el("legend", {}, ui.practice_choose_game), gameField, this.modifierGroup,
        this.houseBox = el("div", { class: "lp-practice-house" }, this.gameSummary()))));
  }

  /** The reader chose a game: with the table's house rules where that game offers them. */
  chosen() {
    const data = this.page.data;
    const base = this.gameChoice.value;
    const takes = data.tables[base].modifiers;
    this.modifierGroup.hidden = !takes;
    const modifiers = takes ? this.modifierBoxes.filter((b) => b.checked).map((b) => b.value) : [];
    const plain = knownGame(data, [base, ...modifiers].join("+")) || [base, ...modifiers].join("+");
    const preset = houseName(data, plain, this.house);
    if (preset === this.preset) return;
    rememberChoice(preset);
    this.useGame(preset, this.rule).then(() => this.houseBox?.replaceChildren(this.gameSummary()));
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
    if (!this.sessionTurn) this.session = null; // another rule or game chosen: the session ends
    this.sessionTurn = false;
    const preset = this.preset;
    this.rule = rule;
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
    this.ask(drill);
    this.drawRules();
    if (show) this.question.seeIt({ quiet: true });
  }

  /** The game's name, above every question (web/common/question.js draws it the same way). */
  gameLine(name) {
    return gameLine(this.page, name);
  }

  heading() {
    const title = this.page.data.rule_titles[this.rule] || this.rule;
    const count = this.session ? el("span", { class: "lp-practice-session-count" },
      format(this.ui.practice_session_progress, { n: this.session.current + 1, total: this.session.plan.length })) : "";
    return el("h2", { class: "lp-practice-rule" }, format(this.ui.practice_rule, { rule: title }), count ? " " : "", count);
  }

  // -- a practice session: ten questions of this game, then what to go over ------------------------
  /** Ten questions, the missed rules first (mastery-store.js sessionPlan). */
  startSession() {
    const preset = this.preset;
    const keys = this.rules.map((rule) => gameKey(preset, rule));
    const legacy = (key) => this.legacyOf(preset, key.slice(preset.length + 1));
    const plan = sessionPlan(this.mastery.load(), keys, SESSION_SIZE, Math.random, legacy).map((key) => key.slice(preset.length + 1));
    if (!plan.length) return;
    this.session = { plan, current: 0, results: [] };
    this.dealInSession();
  }

  dealInSession() {
    const session = this.session;
    this.sessionTurn = true;
    this.drillBox.dataset.session = `${session.current + 1}/${session.plan.length}`; // for tests
    this.deal(session.plan[session.current]).then(() => {
      // the first question in sight (the button and a course's link both leave it off the screen)
      if (session.current !== 0 || this.session !== session) return;
      const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
      this.drillBox.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "instant" });
    });
  }

  /** The first answer to the session's current question counts (an answer only shown, as missed). */
  sessionAnswer(rule, correct) {
    const session = this.session;
    if (!session || session.results.length > session.current || session.plan[session.current] !== rule) return;
    session.results.push({ rule, correct });
  }

  /** The question's way on in a session: the next question, or after the last one the summary. */
  sessionNextControl() {
    const session = this.session;
    const last = session.current + 1 >= session.plan.length;
    return { label: last ? this.ui.practice_session_end : this.ui.practice_session_next, onNext: () => {
      if (this.session !== session) return;
      if (session.results.length <= session.current) session.results.push({ rule: session.plan[session.current], correct: false }); // skipped
      session.current += 1;
      if (session.current < session.plan.length) this.dealInSession();
      else this.sessionSummary(session);
    } };
  }

  /** How the session went: the count right, and each rule missed with its rule's link and a way
   * to practise it; then ten more. */
  sessionSummary(session) {
    const { ui, page } = this;
    this.session = null;
    const right = session.results.filter((result) => result.correct).length;
    const missed = new Map();
    session.results.filter((result) => !result.correct).forEach(({ rule }) => missed.set(rule, (missed.get(rule) || 0) + 1));
    const title = (rule) => page.data.rule_titles[rule] || rule;
    // the rule's title is the link to its rule (SITE_ROOT-relative, from the tools' data)
    const ruleTitle = (rule) => (page.data.rules[rule]
      ? el("a", { class: "lp-rule-link lp-practice-rule-title", href: new URL(page.data.rules[rule], SITE_ROOT).href }, title(rule))
      : el("span", { class: "lp-practice-rule-title" }, title(rule)));
    const items = [...missed].map(([rule, times]) => el("li", { "data-rule": rule },
      ruleTitle(rule), " ",
      el("span", { class: "lp-practice-level" }, format(ui.practice_session_missed, { n: times })), " ",
      el("button", { type: "button", class: "md-button lp-practice-try", onclick: () => this.deal(rule),
        "aria-label": `${ui.practice_try}: ${title(rule)}` }, ui.practice_try)));
    const again = el("button", { type: "button", class: "md-button md-button--primary", "data-control": "session-again",
      onclick: () => this.startSession() }, ui.practice_session_again);
    this.drillBox.replaceChildren(this.gameLine(page.presetName(this.preset)),
      el("h2", { class: "lp-practice-summary-title", tabindex: "-1" }, format(ui.practice_session_done, { right, total: session.results.length })),
      items.length ? el("p", {}, ui.practice_session_go_over) : el("p", {}, ui.practice_session_all_right),
      items.length ? el("ul", { class: "lp-practice-summary" }, items) : "",
      el("p", {}, again));
    this.drillBox.dataset.state = "summary";
    delete this.drillBox.dataset.session;
    this.drawRules();
    /** @type {HTMLElement} */ (this.drillBox.querySelector(".lp-practice-summary-title")).focus();
  }

  /** "3 days in a row" (the lessons count too), once there is a streak to keep. */
  streakNote() {
    const days = this.streak.days();
    return days ? el("span", { class: "lp-streak", "data-days": String(days) }, format(this.ui.streak_days, { n: days })) : "";
  }

  /** The drill asked by the one question component, judged by the engine; a first answer counts
   * in the reader's record of this game (an answer only shown does not). */
  ask(drill) {
    const { page, ui } = this;
    this.question = askQuestion(page, drill, {
      judge: (given) => page.call("check_drill", { rule: drill.rule, seed: drill.seed, index: drill.index, given, preset: drill.preset }),
      heading: this.heading(),
      next: this.session ? this.sessionNextControl() : { label: ui.practice_next, onNext: () => this.deal(this.rule) },
      words: { shown: ui.practice_shown },
      onVerdict: (verdict, given) => {
        if (given !== null) this.mastery.record(gameKey(drill.preset, drill.rule), verdict.correct, this.legacyOf(drill.preset, drill.rule));
        if (given !== null) this.streak.mark();
        this.sessionAnswer(drill.rule, given !== null && verdict.correct);
        this.drawRules();
      },
      onState: (state) => { this.drillBox.dataset.state = state; },
    });
    this.drillBox.replaceChildren(this.question.node);
    this.drillBox.dataset.seed = String(drill.seed); // which drill this is: tests recompute its answer
    this.drillBox.dataset.index = String(drill.index);
    this.drillBox.dataset.preset = drill.preset;
    this.drillBox.dataset.state = "asking";
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
    const tableRules = houseRuleIds(page.data, preset);
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
      const house = tableRules.get(rule);
      return el("li", { "data-rule": rule, "data-level": stand.level, "data-house": house || null,
        class: rule === this.rule ? "lp-practice-current" : null },
        el("button", { type: "button", class: "md-button lp-practice-try", onclick: () => this.deal(rule),
          "aria-label": `${ui.practice_try}: ${page.data.rule_titles[rule] || rule}` }, ui.practice_try),
        " ", el("span", { class: "lp-practice-rule-name" },
          el("span", { class: "lp-practice-rule-title" }, page.data.rule_titles[rule] || rule),
          " ", el("span", { class: `lp-practice-level lp-practice-level--${stand.level}` }, words),
          house ? el("span", { class: "lp-practice-house-mark" }, ui.house_marks_here) : ""));
    });
    this.rulesBox.dataset.preset = preset;
    const session = el("button", { type: "button", class: "md-button md-button--primary", "data-control": "session",
      onclick: () => this.startSession() }, ui.practice_session_start);
    this.rulesBox.replaceChildren(el("h2", {}, format(ui.practice_rules_of, { game: page.presetName(preset) })),
      el("p", { class: "lp-practice-ways" }, session, " ", missed, " ", this.streakNote()), missedNote,
      el("ul", { class: "lp-practice-rule-list" }, items));
  }
}

/** The rules that state a table's house rules in `preset` (`ten-point~stuck=5`: the dealer's bid
 * of at least 5), each with its `point=choice`: the practice list marks them. */
function houseRuleIds(data, preset) {
  const marked = new Map();
  for (const [key, word] of houseParts(preset).house) {
    const point = data.house_rules.points.find((p) => p.key === key);
    const choice = point && point.choices.find((c) => c.word === word);
    if (choice && choice.rule) marked.set(choice.rule, `${key}=${word}`);
  }
  return marked;
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
