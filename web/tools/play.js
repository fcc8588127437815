// Play against bots: choose a game (any Pitch preset with its modifiers, or Three Thirteen), a
// seat and the bots' level, then play whole hands and games with running scores. The engine
// keeps the game (webapi.new_game and friends): it refuses an illegal move with the rule's own
// explanation, plays the bots, gives hints, takes moves back and exports the hands as records.
import { button, el, field, format, select, uniqueId } from "../common/dom.js";
import { describeExchange, describeMove } from "../common/moves.js";
import { followChoice, houseName, houseParts, houseSummary, openingGame, rememberGame } from "./game-choice.js";
import { whenReady } from "./page.js";
import { PlayKeeper } from "./play-keeper.js";
import { reviewOffer } from "../common/review.js";
import { shareButton } from "./share-button.js";
import { focusTarget, pitchTable } from "../common/table.js";
import { thirteenTable } from "../common/thirteen-table.js";

// The bots' pace: the pause before each bot move (ms); "step" waits for the reader's "Next".
// A trick just won stays in sight a little longer before the next lead.
const PACES = { step: null, slow: 1600, normal: 900, fast: 450, instant: 0 };
const WON_TRICK_PAUSE = 1.5; // times the pace
const EXCHANGE = "exchange"; // an entry of the engine's hand log (hand_log.py): one seat's exchange

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class PlayTable {
  constructor(page) {
    this.page = page;
    this.ui = page.ui;
    this.view = null;
    this.generation = 0; // bumped when a game starts, undoes or ends: a running bot loop stops
    this.talk = [];
    this.paceKey = "normal";
    this.drawn = null; // the view drawn last: the table animates what changed since
    this.trickCleared = false; // the reader cleared the finished trick from the table
    this.lastTrickOpen = false;
    // The exchange happens in one step of the engine; the table shows it seat by seat at the
    // pace: how many of this hand's exchange entries (view.log) are on the table so far.
    this.exchangeShown = { hand: 0, count: 0 };
    this.leaving = false; // "Leave this game" asked: the question is on the table
  }

  start() {
    this.setupArea = el("div", { class: "lp-setup" });
    // The game is redrawn after every move, around two regions that stay put so that screen
    // readers announce them: what the engine says about the reader's move, and the bots' moves.
    this.feedback = el("div", { class: "lp-feedback", "aria-live": "polite" });
    this.announcer = el("p", { class: "lp-sr-only", role: "status", "aria-live": "polite" });
    this.tableArea = el("div", { class: "lp-game-table" });
    this.restArea = el("div", { class: "lp-game-rest" });
    // The feedback sits beside the reader's hand (pitchTable's `extra`), next to what it is about.
    this.gameArea = el("section", { class: "lp-game", "aria-label": this.ui.game_region, hidden: true },
      this.tableArea, this.restArea);
    this.setupMessage = el("div", { class: "lp-feedback", "aria-live": "polite" });
    this.page.root.replaceChildren(this.setupArea, this.setupMessage, this.gameArea, this.announcer, this.page.status);
    this.page.root.dataset.state = "setup";
    this.renderSetup();
    this.keeper = new PlayKeeper(this); // keeps the game in this browser: reload or Back offers it again
    this.keeper.start();
  }

  // -- setting up a game --------------------------------------------------------------------------
  renderSetup() {
    const ui = this.ui;
    const data = this.page.data;
    const games = Object.keys(data.tables); // every game Play offers, in the engine's order
    // The game a link names, else the one chosen last in any tool, else the language's (game-choice.js)
    const opening = openingGame(this.page, [...new Set([...Object.keys(data.presets), ...games])], undefined, { house: true });
    if (opening.notice) this.page.notice(opening.notice);
    if (opening.linked) rememberGame(opening.game);
    const { game, house } = houseParts(opening.game);
    this.house = house; // the table's house rules (game-choice.js), kept while the reader changes the game
    this.houseNote = el("div", { class: "lp-house-rules-slot", "aria-live": "polite" });
    const [base, ...modifiers] = game.split("+");
    this.gameChoice = select(games.map((name) => [name, this.page.presetName(name)]), base,
      { name: "game", onchange: () => this.chooseGame() });
    this.modifierBoxes = data.modifiers.map((name) => el("input", { type: "checkbox", value: name, id: uniqueId("lp-mod"),
      checked: modifiers.includes(name), onchange: () => this.chooseGame() }));
    this.modifiers = el("div", { class: "lp-modifiers", role: "group", "aria-label": ui.modifiers },
      this.modifierBoxes.map((box) => el("span", { class: "lp-check" }, box,
        el("label", { for: box.id }, this.page.modifierName(box.value)))));
    this.playersChoice = el("select", { name: "players", onchange: () => this.refreshSetup() });
    this.playersField = field(ui.players, this.playersChoice);
    this.packsNote = el("p", { class: "lp-packs-note", "aria-live": "polite" }); // two packs: a card can come twice
    this.seatField = el("div");
    const levelName = uniqueId("lp-level");
    this.levelInputs = data.levels.map((level, index) => el("input", { type: "radio", name: levelName, value: level,
      id: uniqueId("lp-level"), checked: index === 0 }));
    this.pace = select(Object.keys(PACES).map((key) => [key, ui[`pace_${key}`]]), "normal", { name: "pace" });
    const form = el("form", { class: "lp-form lp-play-setup", onsubmit: (event) => { event.preventDefault(); this.newGame(); } },
      el("fieldset", { class: "lp-fieldset" }, el("legend", {}, ui.new_game),
        field(ui.game, this.gameChoice),
        this.modifiers,
        this.houseNote,
        this.playersField,
        this.packsNote,
        this.seatField,
        el("fieldset", { class: "lp-choices" }, el("legend", {}, ui.bot_level),
          this.levelInputs.map((input) => el("span", { class: "lp-check" }, input,
            el("label", { for: input.id }, ui[`level_${input.value.replace("-", "_")}`])))),
        field(ui.bot_pace, this.pace),
        el("div", { class: "lp-actions" }, el("button", { type: "submit", class: "md-button md-button--primary lp-start" }, ui.start_game))));
    this.setupArea.replaceChildren(form);
    this.refreshSetup();
  }

  /** What the chosen game's setup asks (the engine's registry, in the tools data): modifiers or
   * not, the table sizes to choose from, the seats of each. */
  get table() {
    return this.page.data.tables[this.gameChoice.value];
  }

  get preset() {
    const chosen = this.table.modifiers ? this.modifierBoxes.filter((b) => b.checked).map((b) => b.value) : [];
    return houseName(this.page.data, [this.gameChoice.value, ...chosen].join("+"), this.house);
  }

  /** The reader's choice of table size, where the game lets him choose; null where the preset fixes it. */
  get players() {
    return this.table.players.length ? Number(this.playersChoice.value) : null;
  }

  seats() {
    const players = this.players;
    return players ? this.table.seats[String(players)] : this.page.data.presets[houseParts(this.preset).game].seats;
  }

  /** The reader chose a game: every tool opens on it next time, and a link on this page names it. */
  chooseGame() {
    this.refreshSetup();
    rememberGame(this.preset);
    followChoice(this.preset);
  }

  refreshSetup() {
    const table = this.table;
    this.modifiers.hidden = !table.modifiers;
    this.houseNote.replaceChildren(houseSummary(this.page, this.preset) || "");
    this.playersField.hidden = !table.players.length;
    const size = table.players.includes(Number(this.playersChoice.value)) ? Number(this.playersChoice.value) : table.default_players;
    this.playersChoice.replaceChildren(...table.players.map((n) => el("option", { value: n, selected: n === size }, String(n))));
    const packs = table.packs ? table.packs[String(size)] : 1;
    this.packsNote.textContent = packs > 1 ? format(this.ui.packs_note, { players: size, packs }) : "";
    this.packsNote.hidden = packs <= 1;
    const seats = this.seats();
    const previous = this.seatChoice ? this.seatChoice.value : "S";
    this.seatChoice = select(seats.map((s) => [s, this.page.seatName(s)]), seats.includes(previous) ? previous : seats[0], { name: "seat" });
    this.seatField.replaceChildren(field(this.ui.your_seat, this.seatChoice));
  }

  async newGame() {
    const args = { preset: this.preset, seat: this.seatChoice.value,
      level: this.levelInputs.find((input) => input.checked).value };
    if (this.players) args.players = this.players;
    this.paceKey = this.pace.value;
    this.generation += 1;
    if (this.view) this.page.call("drop", { session: this.view.session }).catch(() => {});
    this.setupMessage.replaceChildren(el("p", {}, this.page.ready ? this.ui.dealing : this.ui.waiting_for_engine));
    let view;
    try {
      view = await this.page.call("new_game", args);
    } catch (error) {
      this.setupMessage.replaceChildren(this.page.errorView(error));
      return;
    }
    this.begin(view);
  }

  /** Show a game the engine has just dealt or replayed (`view`): the setup form gives way to the
   * table, the talk starts afresh with `opening`, and the bots play on. */
  begin(view, opening = []) {
    this.talk = [];
    this.exchangeShown = { hand: view.hand_number, count: exchangeEntries(view).length };
    this.setupMessage.replaceChildren();
    this.say(opening, "info");
    this.setupArea.hidden = true;
    this.show(view);
    this.bringTableIntoView();
    this.focusAtStart();
    this.runBots();
  }

  /** A kept game, replayed by the engine (play-keeper.js), at the pace it was played at when this
   * page still offers that pace. */
  resume(view, pace) {
    this.generation += 1;
    if (this.pace && [...this.pace.options].some((option) => option.value === pace)) {
      this.pace.value = pace;
      this.paceKey = pace;
    }
    this.begin(view, [el("p", {}, this.ui.kept_resumed)]);
  }

  /** The way to a new game: the setup form's first control. */
  focusSetup() {
    const first = this.setupArea.querySelector("select");
    if (first) first.focus();
  }

  // -- the game -------------------------------------------------------------------------------
  /** What this game's table does its own way (TABLE_KINDS, picked by the engine's `view.game`). */
  get kind() {
    return TABLE_KINDS[this.view ? this.view.game : DEFAULT_GAME];
  }

  state(view) {
    if (view.game_over) return "game-over";
    if (view.hand_over) return "hand-over";
    return view.your_turn ? "your-turn" : "bots";
  }

  async call(fn, args = {}) {
    return this.page.call(fn, { game: this.view.session, ...args });
  }

  get paceMs() {
    return PACES[this.paceKey];
  }

  botsToMove(view = this.view) {
    return Boolean(view && !view.your_turn && !view.hand_over);
  }

  /** The bots play on at the chosen pace until it is the reader's turn (step by step: one move
   * per press of "Next", see stepBot). */
  async runBots() {
    const generation = this.generation;
    if (!await this.revealExchange(generation)) return;
    while (this.botsToMove() && generation === this.generation && this.paceMs !== null) {
      const justWon = this.drawn && this.drawn.tricks && this.drawn.tricks.length && !this.drawn.trick.length;
      if (this.paceMs) await sleep(this.paceMs * (justWon ? 1 + WON_TRICK_PAUSE : 1));
      if (generation !== this.generation || this.paceMs === null) return;
      if (!await this.oneBotMove(generation)) return;
    }
    if (this.view && this.view.your_turn && generation === this.generation) this.announce(this.ui.your_turn_now);
  }

  /** One bot move; false if it failed or the game moved on meanwhile. */
  async oneBotMove(generation) {
    let view;
    try {
      view = await this.call("bot_move");
    } catch (error) {
      this.say([this.page.errorView(error)], "error");
      return false;
    }
    if (generation !== this.generation) return false;
    if (view.moved) this.tell(describeMove(this.page, view.moved));
    this.show(view);
    return this.revealExchange(generation);
  }

  /** The exchange the last move set off, one seat at a time at the chosen pace (at once step by
   * step, at "At once" or with reduced motion); false if the game moved on meanwhile. */
  async revealExchange(generation) {
    const view = this.view;
    if (!view || !this.kind.exchange) return true;
    const entries = exchangeEntries(view);
    while (this.pendingExchange(view) > 0) {
      const stepwise = this.paceMs && !matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (stepwise) await sleep(this.paceMs);
      if (generation !== this.generation) return false;
      this.exchangeShown = { hand: view.hand_number, count: stepwise ? this.exchangeShown.count + 1 : entries.length };
      const entry = entries[this.exchangeShown.count - 1];
      this.announce(this.exchangeWords(entry));
      this.show(view);
    }
    return true;
  }

  /** Exchange entries of this view not yet on the table. */
  pendingExchange(view) {
    const total = exchangeEntries(view).length;
    if (this.exchangeShown.hand !== view.hand_number || this.exchangeShown.count > total) {
      this.exchangeShown = { hand: view.hand_number, count: Math.min(this.exchangeShown.hand === view.hand_number ? this.exchangeShown.count : 0, total) };
    }
    return total - this.exchangeShown.count;
  }

  /** One seat's exchange in words: counts for the others, the cards for the reader. */
  exchangeWords(entry) {
    return describeExchange(this.page, entry, this.view.human);
  }

  async stepBot() {
    if (!this.botsToMove() || this.stepping) return;
    this.stepping = true;
    try {
      await this.oneBotMove(this.generation);
    } finally {
      this.stepping = false;
    }
    if (this.view && this.view.your_turn) this.announce(this.ui.your_turn_now);
  }

  setPace(key) {
    this.paceKey = key;
    this.pace.value = key;
    this.generation += 1; // one loop at the new pace
    this.show(this.view);
    this.runBots();
  }

  /** A move made at the table: kept in "Moves so far" and said to screen readers. */
  tell(text) {
    if (this.kind.keepsTalk) this.talk.push(text); // Pitch's log is the engine's (view.log)
    this.announce(text);
  }

  /** Said to screen readers only ("Your turn."): the table shows it already. */
  announce(text) {
    this.announcer.textContent = text;
  }

  async move(candidate) {
    if (!this.view.your_turn) return;
    const generation = this.generation;
    let view;
    try {
      view = await this.call("game_act", { move: candidate.move });
    } catch (error) {
      if (generation !== this.generation) return;
      this.say([el("p", { class: "lp-rejected" }, format(this.ui.move_rejected, { move: describeMove(this.page, candidate) })),
        this.page.errorView(error)], "error");
      return;
    }
    if (generation !== this.generation) return;
    this.say([], "info");
    this.tell(describeMove(this.page, candidate));
    this.show(view);
    this.runBots();
  }

  async hint() {
    try {
      const advice = await this.call("hint");
      const reasons = (advice.reasons || []).map((reason) => el("li", { "data-reason": reason.reason }, reason.message));
      this.say([el("p", { class: "lp-hint", "data-hinted": advice.move.move }, format(this.ui.hint_is, { move: describeMove(this.page, advice.move) })),
        this.page.explanation(advice.rule || advice.reason, advice.message),
        reasons.length ? el("ul", { class: "lp-hint-reasons" }, reasons) : ""], "hint");
    } catch (error) {
      this.say([this.page.errorView(error)], "info");
    }
  }

  async undo() {
    this.generation += 1; // stop the bots first: they would otherwise play on from the old position
    try {
      const view = await this.call("game_undo");
      this.say([el("p", {}, this.ui.move_taken_back)], "info");
      this.show(view);
    } catch (error) {
      this.say([this.page.errorView(error)], "info");
    }
    this.runBots();
  }

  async nextHand() {
    try {
      const view = await this.call("next_hand");
      this.talk = [];
      this.say([], "info");
      this.show(view);
      this.bringTableIntoView();
      this.focusAtStart();
      this.runBots();
    } catch (error) {
      this.say([this.page.errorView(error)], "error");
    }
  }

  /** "Leave this game" asks first: leaving ends the game for good (it is no longer kept). */
  askLeave() {
    this.leaving = true;
    this.show(this.view);
    /** @type {HTMLElement | null} */
    const stay = this.gameArea.querySelector('[data-control="quit-no"]');
    if (stay) stay.focus();
  }

  answerLeave(leave) {
    this.leaving = false;
    if (leave) {
      this.leaveGame();
      return;
    }
    this.show(this.view);
    /** @type {HTMLElement | null} */ (this.gameArea.querySelector('[data-control="quit"]'))?.focus();
  }

  /** Back to the setup form, and the game is no longer kept for a return. */
  leaveGame() {
    if (this.keeper) this.keeper.forget();
    this.newGameAgain();
  }

  newGameAgain() {
    this.generation += 1;
    this.gameArea.hidden = true;
    this.setupArea.hidden = false;
    this.page.root.dataset.state = "setup";
    this.say([], "info");
    this.focusSetup();
  }

  async exportGame() {
    try {
      const { text } = await this.call("export_game");
      const link = el("a", { href: URL.createObjectURL(new Blob([text], { type: "text/plain" })),
        download: this.kind.file });
      document.body.append(link);
      link.click();
      link.remove();
      this.say([el("p", {}, this.ui.game_exported)], "info");
    } catch (error) {
      this.say([this.page.errorView(error)], "error");
    }
  }

  say(parts, tone) {
    this.feedback.className = `lp-feedback lp-feedback--${tone}`;
    this.feedback.replaceChildren(...parts);
  }

  // -- drawing --------------------------------------------------------------------------------
  show(view) {
    const previous = this.drawn;
    this.view = view;
    if (this.keeper) this.keeper.shown(view); // stored in this browser (an engine call: after this redraw)
    this.page.root.dataset.state = this.state(view);
    this.page.root.dataset.shown = String(Number(this.page.root.dataset.shown || 0) + 1); // for tests: "redrawn"
    const active = document.activeElement;
    const keyboardHere = !active || active === document.body || this.gameArea.contains(active);
    const focusedKey = active instanceof HTMLElement && this.gameArea.contains(active) ? active.dataset.move || active.dataset.control : null;
    const ui = this.ui;
    const kind = this.kind;
    const title = format(ui[kind.titleKey], { n: kind.number(view), game: this.page.presetName(view.preset) });
    this.gameArea.hidden = false;
    if (view.trick && view.trick.length) this.trickCleared = false; // the next lead clears the table
    this.tableArea.replaceChildren(
      el("h2", { class: "lp-game-title", tabindex: "-1" }, title), ...kind.draw(this, view, previous));
    this.restArea.replaceChildren(this.controls(view), this.talkArea(view), this.eventsArea(view), kind.scoreboard(this, view));
    this.drawn = view;
    if (kind.ownsFocus) { // its table places the focus itself; keep a control the reader was on
      /** @type {HTMLButtonElement | null} */
      const again = focusedKey ? this.gameArea.querySelector(`[data-control="${focusedKey}"]`) : null;
      if (again && !again.disabled) again.focus();
      return;
    }
    if (keyboardHere) this.placeFocus(focusedKey);
  }

  /** A new game or hand: Three Thirteen's table takes the focus from the title; Pitch's goes
   * straight to the reader's first move (or the line that says whose turn it is). */
  focusAtStart() {
    if (this.kind.ownsFocus) /** @type {HTMLElement | null} */ (this.gameArea.querySelector(".lp-game-title"))?.focus();
    else this.placeFocus(null);
  }

  /** After a redraw the keyboard stays where the reader can go on: the control he was on if it
   * still works, else his next playable card or allowed move, "Next" for the bots, the next
   * hand; never the page's body. */
  placeFocus(focusedKey) {
    const area = this.gameArea;
    const usable = (node) => node && !node.disabled && node.getAttribute("aria-disabled") !== "true";
    const again = focusedKey && area.querySelector(`[data-control="${focusedKey}"]`);
    let target = usable(again) && focusedKey !== "bot-next" ? again : null;
    const view = this.view;
    if (!target && view.your_turn) target = focusTarget(area.querySelector(".lp-pitch-table"));
    if (!target && view.hand_over) target = area.querySelector(".lp-next-hand, .lp-new-game");
    if (!target && this.botsToMove() && this.paceMs === null) target = area.querySelector('[data-control="bot-next"]');
    if (!target) target = area.querySelector(".lp-turn-line");
    if (target && document.activeElement !== target) this.focusInView(target, view.your_turn || view.hand_over);
  }

  /** Focus without the browser's own scrolling (it would centre the hand and push the trick
   * off the top); when the reader must act and his control is out of sight, the table comes
   * into view from its top. */
  focusInView(target, mustSee) {
    target.focus({ preventScroll: true });
    if (!mustSee) return;
    const box = target.getBoundingClientRect();
    const header = document.querySelector(".md-header")?.getBoundingClientRect().bottom || 0; // it stays on top
    if (box.top >= header && box.bottom <= innerHeight) return;
    this.bringTableIntoView();
    if (target.getBoundingClientRect().bottom > innerHeight) target.scrollIntoView({ block: "nearest" });
  }

  pitchTable(view, previous) {
    const ui = this.ui;
    let turnText;
    if (view.hand_over) turnText = ui.hand_is_over;
    else if (view.your_turn) turnText = this.yourMoveText(view);
    else turnText = format(ui.waiting_for, { seat: this.page.seatName(view.to_move || "") });
    return pitchTable(this.page, view, {
      you: view.human,
      candidates: view.candidates,
      legal: view.legal,
      onMove: (candidate) => this.move(candidate),
      previous,
      turnText,
      trickCleared: this.trickCleared,
      onClearTrick: () => {
        this.trickCleared = true;
        this.show(this.view);
      },
      lastTrickOpen: this.lastTrickOpen,
      onToggleLastTrick: (open) => { this.lastTrickOpen = open; },
      extra: [this.nearYourHand(view), this.feedback, this.handTools(view)],
      exchange: this.shownExchange(view),
    });
  }

  /** What the reader is to do now, in words: which kind of move, and in the exchange why. */
  yourMoveText(view) {
    const ui = this.ui;
    const kinds = new Set(view.candidates.map((c) => c.kind));
    if (kinds.has("drop")) {
      const held = view.hand.length; // a seat gives up trump only once it holds nothing else
      return format(ui.shed_prompt, { n: held, keep: view.keep, fate: ui[`shed_fate_${view.excess_trump}`] || "" });
    }
    if (kinds.has("play")) return ui.your_move_cards;
    if (kinds.has("bid") || kinds.has("pass")) return ui.your_move_bid;
    if (kinds.has("trump")) return ui.your_move_trump;
    return ui.your_move;
  }

  /** The exchange entries on the table so far, and whether the last one has just come. */
  shownExchange(view) {
    this.pendingExchange(view);
    const entries = exchangeEntries(view).slice(0, this.exchangeShown.count);
    const fresh = entries.length > (this.exchangeDrawn || 0) ? entries.at(-1) : null; // it moves in once
    this.exchangeDrawn = entries.length;
    return { entries, fresh, words: (entry) => this.exchangeWords(entry) };
  }

  /** The table on its own screen: its top just under the site's header, the page around it out
   * of sight (the table, the hand, the turn line and the feedback fit one screen; table.css). */
  bringTableIntoView() {
    const table = this.gameArea.querySelector(".lp-game-title");
    if (table) table.scrollIntoView({ block: "start", behavior: "instant" });
  }

  /** Under the reader's hand: "Next" when the bots go step by step, the end of the hand. */
  nearYourHand(view) {
    const parts = [];
    if (this.botsToMove(view) && this.paceMs === null) {
      parts.push(button(format(this.ui.bot_next, { seat: this.page.seatName(view.to_move || "") }), () => this.stepBot(),
        { class: "md-button md-button--primary lp-bot-next", "data-control": "bot-next" }));
    }
    if (view.hand_over) parts.push(this.handOver(view));
    return parts.length ? el("div", { class: "lp-near-hand" }, parts) : null;
  }

  thirteenTable(view) {
    return thirteenTable(this.page, view, { you: view.human, onMove: (candidate) => this.move(candidate) });
  }

  cards() {
    return this.page.cards;
  }

  handOver(view) {
    const ui = this.ui;
    const parts = [];
    parts.push(...this.kind.roundResult(this, view)); // Pitch: the table's summary says who made or was set
    parts.push(reviewOffer(this, view)); // Pitch: "Learn from your mistakes" (review.js)

    if (view.game_over) {
      const winners = (view.winners || []).map((w) => this.kind.winnerName(this.page, w)).join(", ");
      parts.push(el("p", { class: "lp-game-over" }, format(ui.game_won_by, { winners })));
      parts.push(button(ui.new_game, () => this.newGameAgain(), { class: "md-button md-button--primary lp-new-game", "data-control": "new-game" }));
    } else {
      parts.push(button(ui[this.kind.nextKey], () => this.nextHand(),
        { class: "md-button md-button--primary lp-next-hand", "data-control": "next-hand" }));
    }
    return el("div", { class: "lp-hand-over" }, parts);
  }

  /** "Moves so far": the whole hand, from the engine's log (Pitch: the exchange seat by seat,
   * as far as the table has shown it) or the moves seen on this page (Three Thirteen). */
  talkArea(view) {
    const lines = view.log ? this.logLines(view) : this.talk.map((text) => ({ text, kind: "move" }));
    if (!lines.length) return "";
    return el("div", { class: "lp-talk" }, el("h3", {}, this.ui.table_talk),
      el("ol", {}, lines.map((line) => el("li", { class: `lp-talk-${line.kind}` },
        line.kind === EXCHANGE ? el("span", { class: "lp-talk-mark" }, `${this.ui.exchange_mark}: `) : "", line.text))));
  }

  logLines(view) {
    const lines = [];
    let exchanges = 0;
    const shown = this.exchangeShown.hand === view.hand_number ? this.exchangeShown.count : 0;
    for (const entry of view.log) {
      if (entry.kind === EXCHANGE) {
        exchanges += 1;
        if (exchanges > shown) break; // the table has not shown it yet: nor anything after it
        lines.push({ kind: EXCHANGE, text: this.exchangeWords(entry) });
      } else lines.push({ kind: "move", text: describeMove(this.page, entry.move) });
    }
    return lines;
  }

  /** The engine's explanations of what happened in this hand, latest last, with rule links. */
  eventsArea(view) {
    const events = view.events.slice(-6);
    if (!events.length) return "";
    return el("details", { class: "lp-events", open: view.hand_over },
      el("summary", {}, this.ui.what_happened),
      events.map((event) => this.page.explanation(event.rule, event.message)));
  }

  /** Hint and take-back: the moves' own tools, beside the hand (Pitch) or with the others. */
  handTools(view) {
    const ui = this.ui;
    // A control that cannot be used now looks it, and says why (its reason is its description).
    const why = (key, reason) => (reason ? el("span", { class: "lp-control-why", id: `lp-why-${key}` }, reason) : "");
    const hintWhy = view.your_turn ? null : ui.hint_unavailable;
    const undoWhy = view.can_undo ? null : ui.undo_unavailable;
    return el("div", { class: "lp-hand-tools" },
      el("div", { class: "lp-actions" },
        button(ui.hint, () => this.hint(), { class: "md-button lp-hint-button", "data-control": "hint", disabled: Boolean(hintWhy),
          "aria-describedby": hintWhy ? "lp-why-hint" : null }),
        button(ui.undo, () => this.undo(), { class: "md-button lp-undo", "data-control": "undo", disabled: Boolean(undoWhy),
          "aria-describedby": undoWhy ? "lp-why-undo" : null })),
      el("div", { class: "lp-control-reasons" }, why("hint", hintWhy), why("undo", undoWhy)));
  }

  controls(view) {
    const ui = this.ui;
    const paceChoice = select(Object.keys(PACES).map((key) => [key, ui[`pace_${key}`]]), this.paceKey,
      { name: "game-pace", "data-control": "pace", onchange: (event) => this.setPace(/** @type {HTMLSelectElement} */ (event.target).value) });
    return el("div", { class: "lp-game-controls" },
      this.kind.toolsAbove ? this.handTools(view) : "",
      el("div", { class: "lp-actions" },
        button(ui.export_game, () => this.exportGame(), { class: "md-button lp-export", "data-control": "export" }),
        button(ui.quit_game, () => this.askLeave(), { class: "md-button lp-quit", "data-control": "quit",
          "aria-expanded": String(this.leaving) }),
        this.shareControl(view)),
      this.leaving ? this.leaveQuestion() : "",
      this.kind.paced ? field(ui.bot_pace, paceChoice) : "");
  }

  /** One share control per game: the bots' moves redraw the controls, and a link being made (or
   * just shown) while they play must survive the redraw, not vanish with the old buttons. */
  shareControl(view) {
    if (!this.shareBox || this.shareSession !== view.session) {
      this.shareBox = shareButton(this.page, () => this.call("export_record"));
      this.shareSession = view.session;
    }
    return this.shareBox;
  }

  leaveQuestion() {
    const ui = this.ui;
    const id = uniqueId("lp-leave-ask");
    return el("div", { class: "lp-confirm lp-leave-confirm", role: "group", "aria-labelledby": id },
      el("p", { id }, ui.quit_ask),
      el("div", { class: "lp-actions" },
        button(ui.quit_yes, () => this.answerLeave(true), { class: "md-button md-button--primary", "data-control": "quit-yes" }),
        button(ui.quit_no, () => this.answerLeave(false), { class: "md-button", "data-control": "quit-no" })));
  }

  /** @param {any} view */
  roundScores(view) {
    const ui = this.ui;
    if (!view.rounds_played.length) return "";
    const rows = view.rounds_played.map((round) => el("tr", {}, el("th", { scope: "row" }, String(round.round)),
      round.scores.map((points, i) => el("td", {}, `${round.totals[i]} (+${points})`))));
    return el("table", { class: "lp-score-sheet" }, el("caption", {}, ui.running_scores),
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, ui.round), view.seats.map((s) => el("th", { scope: "col" }, this.page.seatName(s))))),
      el("tbody", {}, rows));
  }

  /** @param {any} view */
  handScores(view) {
    const ui = this.ui;
    if (!view.history.length) return "";
    const rows = view.history.map((hand) => el("tr", {}, el("th", { scope: "row" }, String(hand.number)),
      el("td", {}, `${this.page.seatName(hand.bidder)} ${hand.bid === "moon" ? ui.moon : hand.bid} ${hand.made ? ui.made_mark : ui.set_mark}`),
      view.units.map((unit) => el("td", {}, `${hand.scores[unit]} (${hand.changes[unit] > 0 ? "+" : ""}${hand.changes[unit]})`))));
    return el("table", { class: "lp-score-sheet" }, el("caption", {}, ui.running_scores),
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, ui.hand), el("th", { scope: "col" }, ui.bid),
        view.units.map((unit) => el("th", { scope: "col" }, this.page.unitName(unit))))),
      el("tbody", {}, rows));
  }
}

function roundResult(play, view) {
  const last = view.rounds_played.at(-1);
  if (!last) return [];
  return [el("p", { class: "lp-round-result" }, format(play.ui.round_scored, { round: last.round,
    scores: last.scores.map((points, i) => `${play.page.seatName(view.seats[i])} ${points}`).join(", ") }))];
}

/** What each game's table does its own way in Play; the page picks one by the engine's
 * `view.game`, and nothing else in this file asks which game it holds. */
const TABLE_KINDS = {
  pitch: {
    file: "learn-pitch-game.pitch", titleKey: "hand_title", number: (view) => view.hand_number,
    nextKey: "next_hand", winnerName: (page, unit) => page.unitName(unit),
    keepsTalk: false, // the log is the engine's (view.log)
    exchange: true, paced: true, ownsFocus: false, toolsAbove: false,
    // the table holds the feedback beside the reader's hand, and the hand's summary
    draw: (play, view, previous) => [play.pitchTable(view, previous)],
    scoreboard: (play, view) => play.handScores(view),
    roundResult: () => [],
  },
  "three-thirteen": {
    file: "learn-pitch-game.313", titleKey: "round_title", number: (view) => view.round,
    nextKey: "next_round", winnerName: (page, seat) => page.seatName(seat),
    keepsTalk: true, exchange: false, paced: false, ownsFocus: true, toolsAbove: true,
    draw: (play, view) => [play.thirteenTable(view), view.hand_over ? play.handOver(view) : "", play.feedback],
    scoreboard: (play, view) => play.roundScores(view),
    roundResult,
  },
};
const DEFAULT_GAME = "pitch"; // before the first view

function exchangeEntries(view) {
  return (view.log || []).filter((entry) => entry.kind === EXCHANGE);
}

whenReady("play", (page) => new PlayTable(page).start());
