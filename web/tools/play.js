// Play against bots: choose a game (any Pitch preset with its modifiers, or Three Thirteen), a
// seat and the bots' level, then play whole hands and games with running scores. The engine
// keeps the game (webapi.new_game and friends): it refuses an illegal move with the rule's own
// explanation, plays the bots, gives hints, takes moves back and exports the hands as records.
import { button, el, field, format, select, uniqueId } from "../common/dom.js";
import { describeMove } from "../common/moves.js";
import { whenReady } from "./page.js";
import { PlayKeeper } from "./play-keeper.js";
import { shareButton } from "./share-button.js";
import { pitchTable } from "../common/table.js";
import { thirteenTable } from "../common/thirteen-table.js";

const PACES = { slow: 900, normal: 350, instant: 0 };
const THIRTEEN_PLAYERS = [2, 3, 4, 5, 6];
const TALK_KEPT = 8; // the table talk shows the last few moves

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class PlayTable {
  constructor(page) {
    this.page = page;
    this.ui = page.ui;
    this.view = null;
    this.generation = 0; // bumped when a game starts, undoes or ends: a running bot loop stops
    this.talk = [];
  }

  start() {
    this.setupArea = el("div", { class: "lp-setup" });
    // The game is redrawn after every move, around two regions that stay put so that screen
    // readers announce them: what the engine says about the reader's move, and the bots' moves.
    this.feedback = el("div", { class: "lp-feedback", "aria-live": "polite" });
    this.announcer = el("p", { class: "lp-sr-only", role: "status", "aria-live": "polite" });
    this.tableArea = el("div", { class: "lp-game-table" });
    this.restArea = el("div", { class: "lp-game-rest" });
    this.gameArea = el("section", { class: "lp-game", "aria-label": this.ui.game_region, hidden: true },
      this.tableArea, this.feedback, this.restArea);
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
    const games = [...data.pitch_presets, ...data.three_thirteen_presets];
    this.gameChoice = select(games.map((name) => [name, this.page.presetName(name)]), "pitch31",
      { name: "game", onchange: () => this.refreshSetup() });
    this.modifierBoxes = data.modifiers.map((name) => el("input", { type: "checkbox", value: name, id: uniqueId("lp-mod"),
      onchange: () => this.refreshSetup() }));
    this.modifiers = el("div", { class: "lp-modifiers", role: "group", "aria-label": ui.modifiers },
      this.modifierBoxes.map((box) => el("span", { class: "lp-check" }, box,
        el("label", { for: box.id }, this.page.modifierName(box.value)))));
    this.playersChoice = select(THIRTEEN_PLAYERS.map((n) => [n, String(n)]), 3, { name: "players", onchange: () => this.refreshSetup() });
    this.playersField = field(ui.players, this.playersChoice);
    this.seatField = el("div");
    const levelName = uniqueId("lp-level");
    this.levelInputs = data.levels.map((level, index) => el("input", { type: "radio", name: levelName, value: level,
      id: uniqueId("lp-level"), checked: index === 0 }));
    this.pace = select(Object.keys(PACES).map((key) => [key, ui[`pace_${key}`]]), "normal", { name: "pace" });
    const form = el("form", { class: "lp-form lp-play-setup", onsubmit: (event) => { event.preventDefault(); this.newGame(); } },
      el("fieldset", { class: "lp-fieldset" }, el("legend", {}, ui.new_game),
        field(ui.game, this.gameChoice),
        this.modifiers,
        this.playersField,
        this.seatField,
        el("fieldset", { class: "lp-choices" }, el("legend", {}, ui.bot_level),
          this.levelInputs.map((input) => el("span", { class: "lp-check" }, input,
            el("label", { for: input.id }, ui[`level_${input.value.replace("-", "_")}`])))),
        field(ui.bot_pace, this.pace),
        el("div", { class: "lp-actions" }, el("button", { type: "submit", class: "md-button md-button--primary lp-start" }, ui.start_game))));
    this.setupArea.replaceChildren(form);
    this.refreshSetup();
  }

  get preset() {
    const game = this.gameChoice.value;
    if (this.isThirteen(game)) return game;
    return [game, ...this.modifierBoxes.filter((b) => b.checked).map((b) => b.value)].join("+");
  }

  isThirteen(name) {
    return this.page.data.three_thirteen_presets.includes(name);
  }

  seats() {
    const preset = this.preset;
    if (this.isThirteen(preset)) return this.page.data.three_thirteen_seats.slice(0, Number(this.playersChoice.value));
    return this.page.data.presets[preset].seats;
  }

  refreshSetup() {
    const thirteen = this.isThirteen(this.gameChoice.value);
    this.modifiers.hidden = thirteen;
    this.playersField.hidden = !thirteen;
    const seats = this.seats();
    const previous = this.seatChoice ? this.seatChoice.value : "S";
    this.seatChoice = select(seats.map((s) => [s, this.page.seatName(s)]), seats.includes(previous) ? previous : seats[0], { name: "seat" });
    this.seatField.replaceChildren(field(this.ui.your_seat, this.seatChoice));
  }

  async newGame() {
    const args = { preset: this.preset, seat: this.seatChoice.value,
      level: this.levelInputs.find((input) => input.checked).value };
    if (this.isThirteen(this.preset)) args.players = Number(this.playersChoice.value);
    this.paceMs = PACES[this.pace.value];
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
    this.talk = [];
    this.setupMessage.replaceChildren();
    this.say([], "info");
    this.setupArea.hidden = true;
    this.show(view);
    this.gameArea.querySelector(".lp-game-title").focus();
    this.runBots();
  }

  // -- the game -------------------------------------------------------------------------------
  get thirteen() {
    return this.view && this.view.game === "three-thirteen";
  }

  state(view) {
    if (view.game_over) return "game-over";
    if (view.hand_over) return "hand-over";
    return view.your_turn ? "your-turn" : "bots";
  }

  async call(fn, args = {}) {
    return this.page.call(fn, { game: this.view.session, ...args });
  }

  async runBots() {
    const generation = this.generation;
    while (this.view && !this.view.your_turn && !this.view.hand_over && generation === this.generation) {
      if (this.paceMs) await sleep(this.paceMs);
      if (generation !== this.generation) return;
      let view;
      try {
        view = await this.call("bot_move");
      } catch (error) {
        this.say([this.page.errorView(error)], "error");
        return;
      }
      if (generation !== this.generation) return;
      if (view.moved) this.tell(describeMove(this.page, view.moved));
      this.show(view);
    }
    if (this.view && this.view.your_turn && generation === this.generation) this.tell(this.ui.your_turn_now);
  }

  tell(text) {
    this.talk.push(text);
    this.talk = this.talk.slice(-TALK_KEPT);
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
      this.say([el("p", { class: "lp-hint", "data-move": advice.move.move }, format(this.ui.hint_is, { move: describeMove(this.page, advice.move) })),
        this.page.explanation(advice.rule || advice.reason, advice.message)], "hint");
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
      this.gameArea.querySelector(".lp-game-title").focus();
      this.runBots();
    } catch (error) {
      this.say([this.page.errorView(error)], "error");
    }
  }

  newGameAgain() {
    this.generation += 1;
    this.gameArea.hidden = true;
    this.setupArea.hidden = false;
    this.page.root.dataset.state = "setup";
    this.say([], "info");
    this.setupArea.querySelector("select").focus();
  }

  async exportGame() {
    try {
      const { text } = await this.call("export_game");
      const link = el("a", { href: URL.createObjectURL(new Blob([text], { type: "text/plain" })),
        download: this.thirteen ? "learn-pitch-game.313" : "learn-pitch-game.pitch" });
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
    this.view = view;
    if (this.keeper) this.keeper.shown(view); // stored in this browser (an engine call: after this redraw)
    this.page.root.dataset.state = this.state(view);
    this.page.root.dataset.shown = String(Number(this.page.root.dataset.shown || 0) + 1); // for tests: "redrawn"
    const focusedMove = document.activeElement && this.gameArea.contains(document.activeElement)
      ? document.activeElement.dataset.move || document.activeElement.dataset.control : null;
    const ui = this.ui;
    const title = this.thirteen
      ? format(ui.round_title, { n: view.round, game: this.page.presetName(view.preset) })
      : format(ui.hand_title, { n: view.hand_number, game: this.page.presetName(view.preset) });
    this.gameArea.hidden = false;
    this.tableArea.replaceChildren(
      el("h2", { class: "lp-game-title", tabindex: "-1" }, title),
      this.thirteen ? this.thirteenTable(view) : this.pitchTable(view),
      this.thirteen ? (view.hand_over ? this.handOver(view) : "") : this.yourArea(view)); // the table holds the hand
    this.restArea.replaceChildren(this.controls(view), this.talkArea(), this.eventsArea(view), this.scoreboard(view));
    if (focusedMove) {
      const again = this.gameArea.querySelector(`[data-move="${focusedMove}"], [data-control="${focusedMove}"]`);
      if (again && !again.disabled) again.focus();
    }
  }

  pitchTable(view) {
    const others = Object.fromEntries(Object.entries(view.card_counts).filter(([seat]) => seat !== view.human));
    return pitchTable(this.page, view, others, { you: view.human });
  }

  thirteenTable(view) {
    return thirteenTable(this.page, view, { you: view.human, onMove: (candidate) => this.move(candidate) });
  }

  yourArea(view) {
    const ui = this.ui;
    const heading = el("h3", { id: uniqueId("lp-your") }, format(ui.your_hand, { seat: this.page.seatName(view.human) }));
    const parts = [heading];
    if (view.partner && view.partner !== view.human) parts.push(el("p", {}, format(ui.partner_is, { seat: this.page.seatName(view.partner) })));
    if (view.drawn) parts.push(el("p", {}, format(ui.you_drew, { card: this.cards().name(view.drawn.card) })));
    if (view.looking_at) parts.push(el("p", {}, format(ui.looking_at, { card: this.cards().name(view.looking_at) }), " ", this.cards().card(view.looking_at)));
    const candidates = view.candidates;
    const cardMoves = new Map(candidates.filter((c) => c.card && (c.kind === "play" || c.kind === "discard")).map((c) => [c.card, c]));
    const handCards = view.hand.map((code) => (cardMoves.has(code)
      ? this.moveButton(cardMoves.get(code), view)
      : this.cards().card(code)));
    parts.push(el("div", { class: "lp-hand", role: "group", "aria-labelledby": heading.id }, handCards.map((c) => [c, " "])));
    const others = candidates.filter((c) => !(c.card && (c.kind === "play" || c.kind === "discard")));
    if (view.your_turn) {
      const label = el("p", { class: "lp-your-move", id: uniqueId("lp-moves") }, cardMoves.size ? ui.your_move_cards : ui.your_move);
      parts.push(label);
      if (others.length) parts.push(el("div", { class: "lp-moves", role: "group", "aria-labelledby": label.id }, this.groupedMoves(others, view)));
    } else if (!view.hand_over) {
      parts.push(el("p", { class: "lp-waiting" }, format(ui.waiting_for, { seat: this.page.seatName(view.to_move || "") })));
    }
    if (view.hand_over) parts.push(this.handOver(view));
    return el("div", { class: "lp-you" }, parts);
  }

  cards() {
    return this.page.cards;
  }

  /** Moves that are not cards of the hand: bids, trump, the exchange's choices, drawing, going out. */
  groupedMoves(candidates, view) {
    const groups = new Map();
    for (const candidate of candidates) {
      const key = candidate.kind === "trump" && candidate.card ? `trump-${candidate.suit}` : candidate.kind === "out" ? "out" : "words";
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(candidate);
    }
    return [...groups.entries()].map(([key, group]) => {
      const buttons = group.map((candidate) => this.moveButton(candidate, view));
      if (key === "words") return buttons;
      const title = key === "out" ? this.ui.go_out_with : format(this.ui.trump_and_call_group, { suit: this.page.data.suit_names[key.slice(6)] });
      return el("div", { class: "lp-move-group", role: "group", "aria-label": title }, el("span", { class: "lp-move-group-title" }, title), buttons);
    });
  }

  moveButton(candidate, view) {
    const legal = view.legal.some((move) => move.move === candidate.move);
    const attrs = { "data-move": candidate.move, "data-legal": String(legal) };
    const choose = () => this.move(candidate);
    const ui = this.ui;
    if (candidate.card && ["play", "discard"].includes(candidate.kind)) return this.cards().button(candidate.card, choose, attrs);
    if (candidate.card && ["out", "drop", "claim", "swap", "trump"].includes(candidate.kind)) {
      return el("button", { type: "button", class: `card card--${this.cards().colour(candidate.card)} lp-card-button`, onclick: choose, ...attrs },
        el("span", { "aria-hidden": "true" }, this.cards().symbol(candidate.card)),
        el("span", { class: "lp-sr-only" }, describeMove(this.page, candidate)));
    }
    let text;
    if (candidate.kind === "bid") {
      text = candidate.bid === "moon" ? ui.moon : candidate.bid === this.page.data.presets[view.preset]?.moon ? format(ui.bid_is_moon, { bid: candidate.bid }) : String(candidate.bid);
    } else if (candidate.kind === "pass") text = ui.pass;
    else if (candidate.kind === "trump") text = format(ui.name_trump, { suit: this.page.data.suit_names[candidate.suit] });
    else if (candidate.kind === "draw") {
      text = candidate.source === "stock" ? ui.draw_stock
        : format(ui.draw_discard, { card: view.top_discard ? this.cards().name(view.top_discard) : "" });
    } else text = describeMove(this.page, candidate);
    return el("button", { type: "button", class: "md-button lp-move", onclick: choose, ...attrs }, text);
  }

  handOver(view) {
    const ui = this.ui;
    const parts = [];
    if (this.thirteen) {
      const last = view.rounds_played.at(-1);
      if (last) {
        parts.push(el("p", { class: "lp-round-result" }, format(ui.round_scored, { round: last.round,
          scores: last.scores.map((points, i) => `${this.page.seatName(view.seats[i])} ${points}`).join(", ") })));
      }
    } else if (view.result) {
      const result = view.result;
      parts.push(el("p", { class: "lp-hand-result" }, format(result.made ? ui.bid_made : ui.bid_set,
        { seat: this.page.seatName(view.bidder), bid: result.bid === "moon" ? ui.moon : result.bid, taken: result.taken.bidding })));
    }
    if (view.game_over) {
      const winners = (view.winners || []).map((w) => (this.thirteen ? this.page.seatName(w) : this.page.unitName(w))).join(", ");
      parts.push(el("p", { class: "lp-game-over" }, format(ui.game_won_by, { winners })));
      parts.push(button(ui.new_game, () => this.newGameAgain(), { class: "md-button md-button--primary lp-new-game", "data-control": "new-game" }));
    } else {
      parts.push(button(this.thirteen ? ui.next_round : ui.next_hand, () => this.nextHand(),
        { class: "md-button md-button--primary lp-next-hand", "data-control": "next-hand" }));
    }
    return el("div", { class: "lp-hand-over" }, parts);
  }

  talkArea() {
    if (!this.talk.length) return "";
    return el("div", { class: "lp-talk" }, el("h3", {}, this.ui.table_talk),
      el("ol", {}, this.talk.map((line) => el("li", {}, line))));
  }

  /** The engine's explanations of what happened in this hand, latest last, with rule links. */
  eventsArea(view) {
    const events = view.events.slice(-6);
    if (!events.length) return "";
    return el("details", { class: "lp-events", open: view.hand_over },
      el("summary", {}, this.ui.what_happened),
      events.map((event) => this.page.explanation(event.rule, event.message)));
  }

  controls(view) {
    const ui = this.ui;
    return el("div", { class: "lp-actions lp-game-controls" },
      button(ui.hint, () => this.hint(), { class: "md-button lp-hint-button", "data-control": "hint", disabled: !view.your_turn }),
      button(ui.undo, () => this.undo(), { class: "md-button lp-undo", "data-control": "undo", disabled: !view.can_undo }),
      button(ui.export_game, () => this.exportGame(), { class: "md-button lp-export", "data-control": "export" }),
      button(ui.quit_game, () => this.newGameAgain(), { class: "md-button lp-quit", "data-control": "quit" }),
      shareButton(this.page, () => this.call("export_record")));
  }

  scoreboard(view) {
    const ui = this.ui;
    if (!(this.thirteen ? view.rounds_played : view.history).length) return "";
    if (this.thirteen) {
      const rows = view.rounds_played.map((round) => el("tr", {}, el("th", { scope: "row" }, String(round.round)),
        round.scores.map((points, i) => el("td", {}, `${round.totals[i]} (+${points})`))));
      return el("table", { class: "lp-score-sheet" }, el("caption", {}, ui.running_scores),
        el("thead", {}, el("tr", {}, el("th", { scope: "col" }, ui.round), view.seats.map((s) => el("th", { scope: "col" }, this.page.seatName(s))))),
        el("tbody", {}, rows));
    }
    const rows = view.history.map((hand) => el("tr", {}, el("th", { scope: "row" }, String(hand.number)),
      el("td", {}, `${this.page.seatName(hand.bidder)} ${hand.bid === "moon" ? ui.moon : hand.bid} ${hand.made ? ui.made_mark : ui.set_mark}`),
      view.units.map((unit) => el("td", {}, `${hand.scores[unit]} (${hand.changes[unit] > 0 ? "+" : ""}${hand.changes[unit]})`))));
    return el("table", { class: "lp-score-sheet" }, el("caption", {}, ui.running_scores),
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, ui.hand), el("th", { scope: "col" }, ui.bid),
        view.units.map((unit) => el("th", { scope: "col" }, this.page.unitName(unit))))),
      el("tbody", {}, rows));
  }
}

whenReady("play", (page) => new PlayTable(page).start());
