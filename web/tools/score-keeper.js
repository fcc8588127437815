// The score keeper for a real table: enter each hand (who bid, the bid, the points each side took)
// and the engine scores it with the preset's own rules (webapi.score_hand): made or set, moon
// payouts and who may bid one, early sets, the target, who wins when both sides reach it. Nothing
// is scored here. The game is kept in local storage (store.js: checked on every load, set aside
// rather than lost, shared safely between tabs); the sheet prints on its own. A new sheet opens on
// the game a link names, else the one chosen last in any tool (game-choice.js).
import { button, el, field, format, select, uniqueId } from "../common/dom.js";
import { followChoice, gameTable, houseName, houseParts, houseSummary, openingGame, rememberGame } from "./game-choice.js";
import { whenReady } from "./page.js";
import { has } from "../common/store.js";
import { openScoreSheet, storedResult } from "./score-sheet-store.js";

const RESCORE_ATTEMPTS = 3; // another tab writing during each of three engine calls is no accident

class ScoreKeeper {
  constructor(page) {
    this.page = page;
    this.ui = page.ui;
    this.games = gameTable(page.data); // the presets, and every game with a table's house rules
    this.opening = openingGame(page, Object.keys(page.data.presets), undefined, { house: true });
    this.store = openScoreSheet(this.games, (problem) => this.storageProblem(problem), this.opening.game);
    this.adopt(this.store.load());
    this.confirming = false;
    this.wanted = null; // the game a link asked for while a game was in progress: the next new game's
  }

  /** An empty sheet takes the game the page opens on; a game in progress stays, and the game a
   * link asked for waits for the next new game. */
  openOn({ game, linked, notice }) {
    if (notice) this.page.notice(notice);
    if (this.game.preset !== game && this.game.hands.length) {
      if (!linked) return;
      this.wanted = game;
      this.page.notice(format(this.ui.game_link_in_progress,
        { game: this.page.presetName(game), current: this.page.presetName(this.game.preset) }));
      return;
    }
    if (this.game.preset !== game) this.change((stored) => (stored.hands.length ? undefined : { preset: game, hands: [] }));
    if (linked && this.game.preset === game) rememberGame(game);
  }

  /** Show a stored game, {data, revision}, as this page's own. */
  adopt({ data, revision }) {
    this.game = data;
    this.revision = revision;
  }

  storageProblem({ kind, backup, params, saving }) {
    const ui = this.ui;
    if (kind === "not-saved") this.page.notice(ui.storage_not_saved);
    else if (saving === false) this.page.notice(format(ui.storage_left_unsaved, { backup })); // no room for a copy
    else if (kind === "unknown-game") this.page.notice(format(ui.storage_unknown_game, { ...params, backup }));
    else this.page.notice(format(ui.storage_unreadable, { backup }));
  }

  get rules() {
    return this.games[this.game.preset];
  }

  get scores() {
    const last = this.game.hands.at(-1);
    return last ? this.rules.units.map((unit) => last.result.scores[unit]) : this.rules.units.map(() => 0);
  }

  get winners() {
    const last = this.game.hands.at(-1);
    return last ? last.result.winners : [];
  }

  start() {
    this.feedback = el("div", { class: "lp-feedback", "aria-live": "polite" });
    this.setup = el("div", { class: "lp-setup" });
    this.form = el("div", { class: "lp-entry" });
    this.sheet = el("div", { class: "lp-sheet" });
    this.page.root.replaceChildren(this.page.notices, this.setup, this.form, this.feedback, this.sheet, this.page.status);
    this.openOn(this.opening);
    this.render();
    this.store.subscribe((stored) => this.followOtherTab(stored));
  }

  /** Another tab changed the game: show it, keeping what the reader is typing here. */
  followOtherTab(stored) {
    if (stored.revision === this.revision) return;
    const typed = this.typedEntry();
    this.adopt(stored);
    this.confirming = false;
    this.render();
    this.restoreEntry(typed);
  }

  /** What the hand form holds right now, to put back after a redraw. */
  typedEntry() {
    const controls = this.namedFields();
    const key = (control) => (control.type === "radio" ? `radio:${control.value}` : control.name);
    const focused = controls.find((control) => control === document.activeElement);
    return {
      preset: this.game.preset,
      values: new Map(controls.map((c) => [key(c), c instanceof HTMLInputElement && c.type === "radio" ? c.checked : c.value])),
      focused: focused ? key(focused) : null,
      edited: this.takenDef?.dataset.edited,
    };
  }

  /** The hand form's named fields. @returns {Array<HTMLInputElement | HTMLSelectElement>} */
  namedFields() {
    return [...this.form.querySelectorAll("select[name], input[name]")].filter((control) =>
      control instanceof HTMLInputElement || control instanceof HTMLSelectElement);
  }

  restoreEntry(typed) {
    if (!typed || typed.preset !== this.game.preset) return;
    for (const control of this.namedFields()) {
      const key = control.type === "radio" ? `radio:${control.value}` : control.name;
      if (!typed.values.has(key)) continue;
      if (control instanceof HTMLInputElement && control.type === "radio") control.checked = typed.values.get(key);
      else control.value = typed.values.get(key);
      if (key === typed.focused) control.focus();
    }
    if (typed.edited && this.takenDef) this.takenDef.dataset.edited = typed.edited;
  }

  /** Change the stored game with `change(stored)` (undefined: leave it); the page shows the
   * result either way. Returns whether the change was made. */
  change(change) {
    const outcome = this.store.update(change);
    this.adopt(outcome);
    return outcome.changed;
  }

  /** Say that another tab got there first, and show what it did. */
  changedElsewhere(typed) {
    this.render();
    this.restoreEntry(typed);
    this.say([el("p", {}, this.ui.changed_elsewhere)], "error");
  }

  render() {
    this.renderSetup();
    this.renderForm();
    this.renderSheet();
  }

  // -- the game: preset, modifiers, a new game ------------------------------------------------
  renderSetup() {
    const ui = this.ui;
    const { game, house } = houseParts(this.game.preset);
    const [base, ...modifiers] = game.split("+");
    this.house = house; // the table's house rules stay while the reader changes the game
    const locked = this.game.hands.length > 0;
    const baseSelect = select(this.page.data.pitch_presets.map((name) => [name, this.page.presetName(name)]), base,
      { name: "preset", disabled: locked, onchange: () => this.choosePreset() });
    const boxes = this.page.data.modifiers.map((name) => {
      const id = uniqueId("lp-modifier");
      return el("span", { class: "lp-check" },
        el("input", { type: "checkbox", id, value: name, checked: modifiers.includes(name), disabled: locked,
          onchange: () => this.choosePreset() }),
        el("label", { for: id }, this.page.modifierName(name)));
    });
    /** @type {HTMLElement[]} */
    const parts = [
      el("legend", {}, ui.game),
      field(ui.preset, baseSelect),
      el("div", { class: "lp-modifiers", role: "group", "aria-label": ui.modifiers }, boxes),
      houseSummary(this.page, this.game.preset),
      el("p", { class: "lp-rules-summary" }, format(ui.sheet_summary, { target: this.rules.target, total: this.rules.total_points })),
    ].filter(Boolean);
    if (locked) parts.push(el("p", { class: "lp-field-hint" }, ui.locked_preset));
    parts.push(this.confirming
      ? el("div", { class: "lp-actions", role: "group", "aria-label": ui.new_game },
        el("p", {}, ui.new_game_confirm),
        button(ui.new_game_yes, () => this.newGame(), { class: "md-button md-button--primary lp-new-game-yes" }),
        button(ui.cancel, () => { this.confirming = false; this.renderSetup(); }))
      : button(ui.new_game, () => this.askNewGame(), { class: "md-button lp-new-game" }));
    this.setup.replaceChildren(el("fieldset", { class: "lp-fieldset" }, parts));
    this.baseSelect = baseSelect;
    this.modifierBoxes = boxes.map((box) => box.querySelector("input"));
  }

  choosePreset() {
    const chosen = this.modifierBoxes.filter((box) => box.checked).map((box) => box.value);
    const plain = [this.baseSelect.value, ...chosen].join("+");
    if (!has(this.page.data.presets, plain)) return;
    const name = houseName(this.page.data, plain, this.house || new Map());
    // Only an empty sheet changes its game: another tab may have entered a hand meanwhile.
    const changed = this.change((stored) => (stored.hands.length ? undefined : { preset: name, hands: [] }));
    if (!changed) {
      this.changedElsewhere(null);
      return;
    }
    this.wanted = null;
    rememberGame(name);
    followChoice(name);
    this.render();
  }

  askNewGame() {
    if (!this.game.hands.length) return;
    this.confirming = true;
    this.renderSetup();
    /** @type {HTMLElement | null} */ (this.setup.querySelector(".lp-new-game-yes"))?.focus();
  }

  newGame() {
    this.confirming = false;
    const preset = this.wanted || this.game.preset;
    this.wanted = null;
    this.change(() => ({ preset, hands: [] }));
    rememberGame(preset);
    this.render();
    this.say([el("p", {}, this.ui.new_game_started)]);
  }

  // -- one hand ---------------------------------------------------------------------------------
  renderForm() {
    const ui = this.ui;
    const rules = this.rules;
    if (this.winners.length) {
      this.form.replaceChildren(this.standing(), el("p", { class: "lp-game-over" }, this.winnersText(this.winners)));
      return;
    }
    const sideFields = rules.teams ? this.teamChoice() : this.fiveHandedChoice();
    this.bid = select(rules.bid_ladder.map((bid) => [bid, this.bidName(bid)]), rules.bid_ladder[0], { name: "bid" });
    this.takenBid = el("input", { type: "number", name: "taken-bidders", min: 0, max: rules.total_points, step: 1,
      inputmode: "numeric", required: true, oninput: () => this.fillDefenders() });
    this.takenDef = el("input", { type: "number", name: "taken-defenders", min: 0, max: rules.total_points, step: 1,
      inputmode: "numeric", required: true, oninput: () => { this.takenDef.dataset.edited = "yes"; } });
    // A changed field makes the engine's last refusal stale (and the browser may block the next
    // submit itself): the old error goes as soon as the reader types.
    const form = el("form", { class: "lp-form lp-score-form", onsubmit: (event) => { event.preventDefault(); this.enter(); },
      oninput: () => { if (this.feedback.classList.contains("lp-feedback--error")) this.say([]); } },
      el("fieldset", { class: "lp-fieldset" },
        el("legend", {}, format(ui.hand_number, { n: this.game.hands.length + 1 })),
        sideFields,
        field(ui.bid, this.bid),
        el("div", { class: "lp-fields" },
          field(ui.taken_by_bidders, this.takenBid),
          field(ui.taken_by_defenders, this.takenDef, format(ui.points_in_play, { total: rules.total_points }))),
        el("div", { class: "lp-actions" },
          el("button", { type: "submit", class: "md-button md-button--primary lp-score-hand" }, ui.score_this_hand),
          button(ui.undo_last_hand, () => this.undo(), { class: "md-button lp-undo", disabled: !this.game.hands.length }))));
    this.form.replaceChildren(this.standing(), form);
  }

  /** The score now, above the form: every side's total, in sight on a phone without the sheet. */
  standing() {
    const scores = this.scores;
    return el("p", { class: "lp-standing" }, el("span", { class: "lp-standing-title" }, this.ui.standing), " ",
      this.rules.units.map((unit, index) => [el("span", { class: "lp-standing-unit", "data-unit": unit },
        el("span", { class: "lp-standing-name" }, this.page.unitName(unit)), " ", el("strong", {}, String(scores[index]))), " "]));
  }

  teamChoice() {
    const name = uniqueId("lp-side");
    const choices = this.rules.units.map((unit, index) => {
      const id = uniqueId("lp-unit");
      return el("span", { class: "lp-check" },
        el("input", { type: "radio", name, id, value: unit, checked: index === 0 }),
        el("label", { for: id }, this.page.unitName(unit)));
    });
    this.sideInputs = () => [...this.form.querySelectorAll(`input[name="${name}"]:checked`)].map((input) => /** @type {HTMLInputElement} */ (input).value);
    return el("fieldset", { class: "lp-choices" }, el("legend", {}, this.ui.bidding_team), choices);
  }

  fiveHandedChoice() {
    const units = this.rules.units;
    const bidder = select(units.map((u) => [u, this.page.seatName(u)]), units[0], { name: "bidder" });
    const partner = select([["", this.ui.no_partner], ...units.map((u) => [u, this.page.seatName(u)])], "", { name: "partner" });
    this.sideInputs = () => [...new Set([bidder.value, partner.value].filter(Boolean))];
    return el("div", { class: "lp-fields" }, field(this.ui.bidder, bidder), field(this.ui.partner, partner, this.ui.partner_hint));
  }

  fillDefenders() {
    const taken = Number(this.takenBid.value);
    if (this.takenDef.dataset.edited === "yes" || this.takenBid.value === "" || !Number.isInteger(taken)) return;
    this.takenDef.value = Math.max(0, this.rules.total_points - taken);
  }

  bidName(bid) {
    if (bid === "moon") return this.ui.moon;
    if (bid === this.rules.moon) return format(this.ui.bid_is_moon, { bid }); // 13-point partner: 13 is the moon
    return String(bid);
  }

  async enter() {
    const ui = this.ui;
    const bidValue = this.bid.value === "moon" ? "moon" : Number(this.bid.value);
    const entry = { bidders: this.sideInputs(), bid: bidValue,
      taken: [Number(this.takenBid.value), Number(this.takenDef.value)] };
    this.say([el("p", {}, this.page.ready ? ui.scoring : ui.waiting_for_engine)]);
    const preset = this.game.preset;
    let result = null;
    for (let attempt = 0; attempt < RESCORE_ATTEMPTS && !result; attempt += 1) {
      const base = { revision: this.revision, scores: this.scores };
      let scored;
      try {
        scored = await this.page.call("score_hand", { preset, scores: base.scores, ...entry });
      } catch (error) {
        this.say([this.page.errorView(error)], "error");
        return;
      }
      const hand = { id: newHandId(), ...entry, result: storedResult(scored, this.rules.units) };
      const typed = this.typedEntry();
      // Written only on top of the game it was scored from; if another tab wrote meanwhile, the
      // hand is scored again from the scores stored now (same game, not over), never lost.
      if (this.change((stored, revision) => (revision === base.revision ? { ...stored, hands: [...stored.hands, hand] } : undefined))) {
        result = scored;
      } else if (this.game.preset !== preset || this.winners.length) {
        this.changedElsewhere(typed);
        return;
      }
    }
    if (!result) {
      this.changedElsewhere(this.typedEntry());
      return;
    }
    this.render();
    const totals = this.rules.units.map((u) => `${this.page.unitName(u)} ${result.scores[u]}`).join(", ");
    const lines = result.events.map((event) => this.page.explanation(event.rule, event.message));
    lines.push(el("p", { class: "lp-totals" }, format(ui.scores_now, { scores: totals })));
    if (result.winners.length) lines.push(el("p", { class: "lp-game-over" }, this.winnersText(result.winners)));
    this.say(lines, result.made ? "ok" : "info");
    /** @type {HTMLElement | null} */ (this.form.querySelector("select, input"))?.focus();
  }

  undo() {
    const shown = this.game.hands.at(-1);
    if (!shown) return;
    // The last hand this page shows, and only that one: another tab may have entered a newer one.
    const undone = this.change((stored) => (stored.hands.at(-1)?.id === shown.id
      ? { ...stored, hands: stored.hands.slice(0, -1) } : undefined));
    if (!undone) {
      this.changedElsewhere(null);
      return;
    }
    this.render();
    this.say([el("p", {}, this.ui.hand_undone)]);
  }

  winnersText(winners) {
    return format(winners.length > 1 ? this.ui.winners_are : this.ui.winner_is,
      { winners: winners.map((u) => this.page.unitName(u)).join(", ") });
  }

  say(parts, tone = "info") {
    this.feedback.className = `lp-feedback lp-feedback--${tone}`;
    this.feedback.replaceChildren(...parts);
  }

  // -- the sheet ------------------------------------------------------------------------------
  renderSheet() {
    const ui = this.ui;
    const units = this.rules.units;
    // A narrow sheet (a phone) has no bidder and taken columns: the bid's cell says both
    // (tools.css), so that every side's column stays in sight without scrolling sideways.
    const wide = { class: "lp-sheet-wide" };
    const head = el("tr", {}, el("th", { scope: "col" }, ui.hand), el("th", { scope: "col", ...wide }, ui.bidder_column),
      el("th", { scope: "col" }, ui.bid), el("th", { scope: "col", ...wide }, ui.taken),
      units.map((unit) => el("th", { scope: "col", "data-unit": unit }, this.page.unitName(unit))));
    const rows = this.game.hands.map((hand, index) => {
      const bidders = hand.result.bidders.map((u) => this.page.unitName(u)).join(" & ");
      const taken = `${hand.taken[0]} : ${hand.taken[1]}`;
      return el("tr", { "data-hand": index + 1 },
        el("th", { scope: "row" }, String(index + 1)),
        el("td", wide, bidders),
        el("td", { class: "lp-sheet-bid" }, el("span", { class: "lp-sheet-narrow" }, bidders),
          el("span", {}, this.bidName(hand.result.bid), " ", hand.result.made ? ui.made_mark : ui.set_mark),
          el("span", { class: "lp-sheet-narrow" }, `${ui.taken} ${taken}`)),
        el("td", wide, taken),
        units.map((unit) => el("td", { "data-unit": unit },
          el("strong", {}, String(hand.result.scores[unit])), " ", el("span", { class: "lp-change" }, `(${signed(hand.result.changes[unit])})`))));
    });
    const winners = this.winners.length
      ? el("tfoot", {}, el("tr", {}, el("td", { colspan: 4 + units.length, class: "lp-game-over" }, this.winnersText(this.winners))))
      : "";
    const table = el("table", { class: "lp-score-sheet" },
      el("caption", {}, format(ui.sheet_caption, { game: this.page.presetName(this.game.preset), target: this.rules.target })),
      el("thead", {}, head), el("tbody", {}, rows), winners);
    this.sheet.replaceChildren(el("h2", {}, ui.score_sheet), this.game.hands.length ? table : el("p", {}, ui.no_hands_yet),
      el("div", { class: "lp-actions lp-no-print" }, button(ui.print_sheet, () => window.print(), { class: "md-button lp-print" })));
  }
}

function signed(number) {
  return number > 0 ? `+${number}` : String(number);
}

function newHandId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

whenReady("score-keeper", (page) => new ScoreKeeper(page).start());
