// The Learn Pitch tutorial: lessons prepared at build time by the engine (tutorial/build.py),
// judged live by the same engine running in a Web Worker once it has started.
//
// The page holds <div class="lp-tutorial" data-lang="cs"></div>; this module finds it, loads
// <site>/tutorial-data/<lang>.json and shows the lessons at once. Nothing waits for Python: the
// build already knows every verdict, and the worker takes over judging when it is ready.
// Everything is built with DOM calls and textContent; no string is ever parsed as HTML.

import { el, format } from "../common/dom.js"; // the tools' DOM helpers: text nodes only, never HTML
import { openProgress } from "./progress-store.js";
import { lessonLink } from "./lesson-link.js";
import { courseGroups } from "./course-menu.js";
import { describeExchange, describeMove } from "../common/moves.js";
import { SITE_ROOT } from "../common/site.js";
import { CardPainter } from "../common/cards.js"; // card faces, shared with the tools
import { EngineLink } from "../common/engine-link.js"; // the engine in its worker, shared with the tools
import { focusTarget, pitchTable } from "../common/table.js"; // the card table, shared with the tools
import { trickOnTable } from "./steps/trick-quiz.js"; // a trick quiz answered on the table
import { renderThirteenAct, renderThirteenGuided } from "./steps/thirteen-steps.js"; // Three Thirteen's moves

// Progress is kept in local storage (progress-store.js); a problem with what was stored is told once
// the widget has its words.
const storageProblems = { pending: [], show: null };
const progress = openProgress((problem) => (storageProblems.show ? storageProblems.show(problem) : storageProblems.pending.push(problem)));

// -- the widget ---------------------------------------------------------------------------------
const GUIDED_PACE_MS = 900; // how long each of the others' moves stays on the table when played on
const PICK_CARDS = new Set(["is-trump", "leftover"]); // quizzes answered by ticking several cards
const ANSWER_KINDS = { quiz: "wait_quiz", act: "wait_act", guided: "wait_guided", // steps Next waits on
  "tt-act": "wait_act", "tt-guided": "wait_tt_guided" };

class Tutorial {
  constructor(root, data) {
    this.root = root;
    this.data = data;
    this.ui = data.ui;
    this.cards = new CardPainter(data);
    this.lessons = data.lessons;
    this.notices = el("div", { class: "lp-notices" });
    const tools = data.table_words;
    this.engine = new EngineLink(data.lang, { starting: this.ui.engine_loading, ready: this.ui.engine_ready,
      restarting: tools.engine_restarting, failed: this.ui.engine_failed, timeout: this.ui.engine_timeout });
    this.status = this.engine.status;
    // What the shared parts (the card table, moves in words) ask of a page: the tools' words
    this.page = { ui: tools, data, cards: this.cards, seatName: (label) => this.seatName(label),
      unitName: (label) => this.teamName(label),
      ruleLink: (id) => (data.rules && data.rules[id] ? this.ruleLink({ id, url: data.rules[id], title: data.rule_titles[id] }) : null) };
    this.feedback = null;
  }

  start() {
    // The lesson list's place: the lesson that opens below fills it in (built once, not twice)
    this.root.replaceChildren(this.notices, el("nav", { class: "lp-menu" }), el("div", { class: "lp-lesson" }), this.status);
    // The lesson first, the engine after: compiling Pyodide competes for the CPU with the first
    // paint. Scheduled before the lesson opens, so nothing in the link can keep it from starting.
    requestAnimationFrame(() => setTimeout(() => this.engine.start().catch(() => {}), 0));
    storageProblems.show = (problem) => this.storageNotice(problem);
    storageProblems.pending.splice(0).forEach(storageProblems.show);
    // Another tab finished a lesson. Listened for once the lesson is shown: adding a storage
    // listener costs tens of milliseconds in Chromium, and nothing changes before the first paint.
    requestAnimationFrame(() => setTimeout(() => {
      progress.subscribe(() => this.refreshMenu());
      this.root.dataset.listening = "true"; // for tests: another tab's progress is heard from now on
    }, 0));
    window.addEventListener("hashchange", () => this.openFromHash(true));
    this.openFromHash(false);
  }

  storageNotice({ kind, backup, saving }) {
    const text = kind === "not-saved" ? this.ui.storage_not_saved
      : format(saving === false ? this.ui.storage_left_unsaved : this.ui.storage_unreadable, { backup });
    this.notices.append(el("div", { class: "admonition warning lp-notice", role: "alert" }, el("p", {}, text)));
  }

  /** ``#lesson-<key>`` opens a lesson where the learner left it; ``#lesson-<key>/<step>`` a step. */
  openFromHash(focus) {
    const [key, stepKey] = lessonLink(location.hash);
    const lesson = this.lessons.find((l) => l.key === key) || this.lessons[0];
    const linked = lesson.steps.findIndex((s) => s.key === stepKey);
    this.open(lesson, linked >= 0 ? linked : progress.get(lesson.key).step);
    if (focus) this.focusTitle();
  }

  // -- the lesson list: a compact progress map above the lesson ------------------------------
  lessonStatus(lesson) {
    const saved = progress.get(lesson.key);
    if (saved.done) return { state: "done", text: this.ui.status_done };
    const current = this.lesson && this.lesson.key === lesson.key;
    const started = current || Object.keys(saved).some((name) => name.startsWith("answered:")) || saved.step > 0;
    if (!started) return { state: "new", text: this.ui.status_new };
    return { state: "started", text: format(this.ui.status_step, { n: saved.step + 1, total: lesson.steps.length }) };
  }

  menu() {
    const done = this.lessons.filter((lesson) => progress.get(lesson.key).done).length;
    const item = (lesson, number, title) => {
      const status = this.lessonStatus(lesson);
      const current = this.lesson && this.lesson.key === lesson.key;
      return el("li", { class: `lp-menu-item lp-menu-item--${status.state}` },
        el("a", { href: `#lesson-${lesson.key}`, class: "lp-menu-link", "data-lesson": lesson.key,
          "data-status": status.state, "aria-current": current ? "step" : null },
        el("span", { class: "lp-menu-number", "aria-hidden": "true" }, status.state === "done" ? "✓" : String(number)),
        el("span", { class: "lp-menu-text" },
          el("span", { class: "lp-menu-title" }, title || lesson.title),
          el("span", { class: "lp-menu-status" }, status.text))));
    };
    const groups = courseGroups({ courses: this.data.courses, lessons: this.lessons, item, words: this.ui,
      isDone: (lesson) => progress.get(lesson.key).done, current: this.lesson && this.lesson.key });
    const bar = el("progress", { class: "lp-menu-bar", max: this.lessons.length, value: done, "aria-hidden": "true" });
    return el("nav", { class: "lp-menu", "aria-label": this.ui.lessons },
      el("p", { class: "lp-menu-head" }, el("strong", {}, this.ui.lessons), " · ",
        format(this.ui.lessons_done, { n: done, total: this.lessons.length }), bar),
      groups);
  }

  refreshMenu() {
    const menu = this.root.querySelector(".lp-menu");
    const list = menu.querySelector(".lp-course[open] .lp-menu-list");
    const scroll = list ? list.scrollLeft : 0; // none yet when the first lesson opens
    const fresh = this.menu();
    menu.replaceWith(fresh);
    const opened = fresh.querySelector(".lp-course[open] .lp-menu-list");
    // Setting scrollLeft lays the page out at once, so only a list that was scrolled is set back
    if (opened && scroll) opened.scrollLeft = scroll;
    const current = fresh.querySelector('[aria-current="step"]');
    // After the frame is drawn: scrolling now would lay the page out before it is first shown
    if (current && current.scrollIntoView && !scroll) {
      requestAnimationFrame(() => current.scrollIntoView({ block: "nearest", inline: "nearest" }));
    }
  }

  // -- a lesson, step by step ---------------------------------------------------------------
  open(lesson, stepIndex) {
    this.lesson = lesson;
    this.stepIndex = Math.min(Math.max(0, stepIndex || 0), lesson.steps.length - 1);
    progress.set(lesson.key, { step: this.stepIndex });
    // The address names the step shown, so a shared link and the language menu keep the place
    history.replaceState(history.state, "", `#lesson-${lesson.key}/${encodeURIComponent(lesson.steps[this.stepIndex].key)}`);
    this.render();
    this.refreshMenu();
  }

  focusTitle() {
    const heading = this.root.querySelector(".lp-step-title") || this.root.querySelector(".lp-title");
    if (heading) heading.focus({ preventScroll: false });
  }

  header(lesson, stepLabel) {
    const bar = el("progress", { class: "lp-step-bar", max: lesson.steps.length,
      value: Math.min(this.stepIndex + 1, lesson.steps.length), "aria-hidden": "true" });
    return el("header", { class: "lp-lesson-head" },
      el("h2", { class: "lp-title", tabindex: "-1" }, lesson.title),
      el("p", { class: "lp-summary" }, lesson.summary),
      el("h3", { class: "lp-progress lp-step-title", tabindex: "-1" }, stepLabel), bar);
  }

  render() {
    const lesson = this.lesson;
    const step = lesson.steps[this.stepIndex];
    const last = this.stepIndex === lesson.steps.length - 1;
    this.feedback = el("div", { class: "lp-feedback", role: "status", "aria-live": "polite" });
    const body = el("section", { class: `lp-step lp-step--${step.kind}`, "data-step": step.key });
    this.renderStep(step, body);
    const why = el("p", { class: "lp-next-why", id: `lp-next-why-${lesson.key}` });
    const next = el("button", { type: "button", class: "md-button md-button--primary lp-next",
      "aria-describedby": why.id, onclick: () => this.go(1) }, last ? this.ui.finish_lesson : this.ui.next);
    this.nextButton = next;
    this.nextWhy = why;
    this.setNextState(step);
    const nav = el("div", { class: "lp-nav" },
      el("button", { type: "button", class: "md-button lp-back", disabled: this.stepIndex === 0,
        onclick: () => this.go(-1) }, this.ui.back),
      el("div", { class: "lp-next-area" }, next, why));
    const view = el("div", { class: "lp-lesson", "data-lesson": lesson.key },
      this.header(lesson, format(this.ui.step_of, { n: this.stepIndex + 1, total: lesson.steps.length })),
      body, body.contains(this.feedback) ? "" : this.feedback, nav, this.resetArea());
    this.root.querySelector(".lp-lesson").replaceWith(view);
  }

  /** The Next button waits for an answer: disabled, and a short line beside it says what for. */
  setNextState(step) {
    const waiting = this.needsAnswer(step);
    this.nextButton.disabled = waiting;
    this.nextWhy.textContent = waiting ? this.ui[ANSWER_KINDS[step.kind]] : "";
    this.nextWhy.hidden = !waiting;
  }

  needsAnswer(step) {
    const answered = progress.get(this.lesson.key)[`answered:${step.key}`];
    return Object.hasOwn(ANSWER_KINDS, step.kind) && !answered;
  }

  markAnswered(step) {
    progress.set(this.lesson.key, { [`answered:${step.key}`]: true });
    if (this.nextButton) this.setNextState(step);
  }

  go(delta) {
    const last = this.lesson.steps.length - 1;
    if (delta > 0 && this.stepIndex === last) {
      progress.set(this.lesson.key, { done: true });
      this.refreshMenu();
      this.complete();
      return;
    }
    this.open(this.lesson, this.stepIndex + delta);
    this.focusTitle();
  }

  /** The end of a lesson: a small celebration and the way on (the next lesson, or Play). */
  complete() {
    const lesson = this.lesson;
    const index = this.lessons.indexOf(lesson);
    const waiting = (l) => l !== lesson && !progress.get(l.key).done;
    const following = this.lessons.slice(index + 1).find(waiting) || this.lessons.find(waiting);
    const onward = following
      ? el("a", { class: "md-button md-button--primary lp-next-lesson", href: `#lesson-${following.key}`,
        "data-lesson": following.key }, format(this.ui.next_lesson, { title: following.title }))
      : el("a", { class: "md-button md-button--primary lp-play-now", href: new URL(this.data.pages.play, SITE_ROOT).href },
        this.ui.play_now);
    const again = el("button", { type: "button", class: "md-button lp-review", onclick: () => {
      this.open(lesson, 0);
      this.focusTitle();
    } }, this.ui.review_lesson);
    const view = el("div", { class: "lp-lesson lp-lesson--complete", "data-lesson": lesson.key },
      el("section", { class: "lp-complete", "data-complete": lesson.key },
        el("p", { class: "lp-complete-badge", "aria-hidden": "true" }, "✓"),
        el("h2", { class: "lp-title lp-complete-title", tabindex: "-1" }, format(this.ui.lesson_complete, { title: lesson.title })),
        el("p", { class: "lp-complete-text" }, format(this.ui.lesson_complete_text, { n: lesson.steps.length })),
        following ? "" : el("p", { class: "lp-complete-text" }, this.ui.last_lesson_done),
        el("div", { class: "lp-nav lp-complete-nav" }, onward, again)));
    this.root.querySelector(".lp-lesson").replaceWith(view);
    onward.focus();
  }

  /** "Start this lesson again" asks first, in the page (not a browser dialog). */
  resetArea() {
    const area = el("div", { class: "lp-reset-area" });
    const ask = () => {
      const yes = el("button", { type: "button", class: "md-button md-button--primary lp-reset-yes", onclick: () => this.reset() },
        this.ui.reset_yes);
      const no = el("button", { type: "button", class: "md-button lp-reset-no", onclick: () => {
        area.replaceChildren(button);
        button.focus();
      } }, this.ui.reset_no);
      area.replaceChildren(el("div", { class: "lp-confirm", role: "group", "aria-labelledby": `lp-reset-ask-${this.lesson.key}` },
        el("p", { id: `lp-reset-ask-${this.lesson.key}` }, this.ui.reset_ask), el("div", { class: "lp-nav" }, yes, no)));
      yes.focus();
    };
    const button = el("button", { type: "button", class: "md-button lp-reset", onclick: ask }, this.ui.reset);
    area.append(button);
    return area;
  }

  reset() {
    progress.reset(this.lesson.key);
    this.open(this.lesson, 0);
    this.say(this.ui.reset_done, "info");
    this.focusTitle();
  }

  say(text, tone, rule) {
    const parts = [el("p", {}, text)];
    if (rule) parts.push(this.ruleLink(rule));
    this.feedback.replaceChildren(...parts);
    this.feedback.className = `lp-feedback lp-feedback--${tone}`;
  }

  /** The last verdict is about a move already behind us: it goes once the hand moves on. */
  clearFeedback() {
    this.feedback.replaceChildren();
    this.feedback.className = "lp-feedback";
  }

  ruleLink(rule) {
    // The rule's heading in the reader's language (tutorial/build.py rule_link), not its anchor slug
    const title = rule.title || `#${rule.url.split("#")[1]}`;
    return el("a", { class: "lp-rule-link", href: new URL(rule.url, SITE_ROOT).href }, `${this.ui.see_rule}: ${title}`);
  }

  explained(item) {
    return el("p", { class: "lp-event", "data-rule": item.id }, item.message, item.url ? " " : "", item.url ? this.ruleLink(item) : "");
  }

  // -- steps --------------------------------------------------------------------------------
  renderStep(step, body) {
    if (step.text) body.append(el("p", { class: "lp-text" }, step.text));
    if (step.cards) body.append(el("p", {}, this.cards.row(step.cards)));
    if (step.table) body.append(this.trumpTable(step.table));
    if (step.ladder) body.append(el("p", { class: "lp-ladder" }, step.ladder.map((b) => (b === "moon" ? this.ui.moon : b)).join(" · ")));
    if (step.rule) body.append(el("p", {}, this.ruleLink(step.rule)));
    const kinds = { position: () => body.append(this.drawTable(step.view, step.seat)),
      act: () => this.renderAct(step, body), quiz: () => this.renderQuiz(step, body),
      guided: () => this.renderGuided(step, body), "free-play": () => this.renderFreePlay(step, body),
      "tt-act": () => renderThirteenAct(this, step, body), "tt-guided": () => renderThirteenGuided(this, step, body) };
    if (kinds[step.kind]) kinds[step.kind]();
  }

  trumpTable(rows) {
    return el("ol", { class: "lp-trump-order" },
      rows.map(([code, points]) => el("li", { "data-card": code, "data-points": points },
        this.cards.card(code), points ? el("span", { class: "lp-points-badge" }, `+${points}`) : "")));
  }

  seatName(label) {
    const words = this.data.table_words;
    return words[`seat_${label}`] || format(words.seat_number, { n: label });
  }

  teamName(label) {
    return this.data.table_words[`team_${label}`] || this.seatName(label);
  }

  /** A move in words, from the engine's structured move (the tools' wording, in this language). */
  describe(move) {
    return describeMove(this.page, move);
  }

  /** The card table: the shared one (web/common/table.js), every hand face up (teaching hands).
   * `moves`: the learner's moves with the build's verdicts (null: none now); `extra`: nodes that
   * go with them (the hints). */
  drawTable(view, seat, { moves = null, onMove = null, previous = null, extra = null, exchange = null } = {}) {
    const hand = view.hands && seat ? view.hands[seat] || [] : view.hand;
    return pitchTable(this.page, { ...view, hand }, { you: seat || null, previous,
      candidates: moves || [], legal: (moves || []).filter((m) => m.ok), onMove, extra, exchange });
  }

  /** The control a learner most likely wants after the table was drawn again. */
  tableFocus(area) {
    return focusTarget(area.querySelector(".lp-pitch-table"));
  }

  async judge(step, verdict, record, upto) {
    // The engine in the worker has the last word once it runs; until then, the build's verdict.
    const live = await this.judgeLive(record, upto, verdict.move).catch(() => null);
    if (live && !live.ok) return { ...verdict, ok: false, message: live.message, id: live.id };
    return verdict;
  }

  /** Judge one move in a recorded position; null when the engine is not running yet. */
  async judgeLive(record, upto, move) {
    if (!this.engine.ready) return null;
    const start = await this.engine.call("load_record", { text: record, upto });
    try {
      await this.engine.call("act", { session: start.session, move });
      return { ok: true };
    } catch (error) {
      return { ok: false, id: error.code, message: error.message };
    } finally {
      this.engine.call("drop", { session: start.session }).catch(() => {});
    }
  }

  showVerdict(step, verdict) {
    if (!verdict.ok) {
      this.say(verdict.message, "error", verdict.url ? verdict : null);
      return false;
    }
    if (!verdict.wanted) {
      this.say(step.hint || this.ui.try_again, "hint");
      return false;
    }
    this.say(this.ui.correct, "ok");
    return true;
  }

  /** "Share this position": a link to the hand viewer holding the record and the move count
   * (the fragment is written by the tools' share-link.js). Shown when the widget's words include
   * its label (ui.share_position). */
  shareControl(record, upto) {
    if (!this.ui.share_position || !record) return "";
    const link = el("a", { class: "md-button lp-share", href: "#", hidden: true }, this.ui.share_position);
    import("../tools/share-link.js")
      .then(({ shareLink }) => { link.href = shareLink(SITE_ROOT, this.data.lang, record, upto ?? null); link.hidden = false; })
      .catch(() => link.remove());
    return link;
  }

  renderAct(step, body) {
    let table = null;
    const onMove = async (choice) => {
      const verdict = await this.judge(step, choice, step.record, step.upto);
      if (this.showVerdict(step, verdict)) {
        if (choice.after) { // the move made: the table after it, nothing more to press
          const played = this.drawTable(choice.after, step.seat, { previous: step.view });
          table.replaceWith(played);
          table = played;
        }
        this.markAnswered(step);
        this.nextButton.focus();
      }
    };
    table = this.drawTable(step.view, step.seat, { moves: step.moves, onMove });
    body.append(table, this.shareControl(step.record, step.upto));
  }

  // -- the guided hand ------------------------------------------------------------------------
  renderGuided(step, body) {
    const key = `frame:${step.key}`;
    let index = progress.frame(this.lesson.key, key, step.frames.length);
    const area = el("div", { class: "lp-guided" });
    body.append(step.intro ? el("p", { class: "lp-intro" }, step.intro) : "", area);
    let playing = null; // the timer of "Play on to my turn"
    const stop = () => { clearTimeout(playing); playing = null; };
    const move = (delta, focus) => {
      stop();
      index += delta;
      show(focus);
    };
    // The others' moves one at a time, each on the table for a moment, until the learner's turn,
    // the end of the hand, or a move the record says something about (to be read, not skipped)
    const playOn = () => {
      playing = -1; // under way from the first move on
      const tick = () => {
        if (!area.isConnected) return stop();
        index += 1;
        const frame = step.frames[index];
        if (!frame || (frame.seat === step.seat && frame.kind !== "exchange") || step.frames[index - 1].comment) {
          playing = null;
          show(true);
          return;
        }
        show(false);
        playing = setTimeout(tick, GUIDED_PACE_MS);
      };
      tick();
    };
    const show = (focus) => {
      progress.set(this.lesson.key, { [key]: index });
      const frame = step.frames[index];
      const previous = index > 0 ? step.frames[index - 1] : null;
      const view = previous ? previous.after : step.start;
      const before = index > 1 ? step.frames[index - 2].after : index === 1 ? step.start : null;
      // What just happened, in words: the move, the record's comment on it, the rules it set off
      const said = el("div", { class: "lp-commentary", "aria-live": "polite" });
      if (previous) {
        // The move in words, then the record's comment unless it only says the same again
        const words = previous.kind === "exchange" ? describeExchange(this.page, previous.entry, step.seat) : this.describe(previous);
        const same = (text) => text.trim().replace(/[.!]+$/, "").toLocaleLowerCase();
        const comment = previous.comment && same(previous.comment) !== same(words) ? ` ${previous.comment}` : "";
        said.append(el("p", { class: "lp-comment" }, el("strong", {}, words), comment));
      }
      if (previous) previous.events.forEach((event) => said.append(this.explained(event)));
      const controls = el("div", { class: "lp-guided-controls" });
      let table;
      let target = null;
      const exchange = this.exchangeSoFar(step, index);
      if (!frame) {
        const scores = view.result ? view.result.scores : view.scores;
        said.append(el("p", { class: "lp-hand-scored" }, el("strong", {}, format(this.ui.hand_scored, {
          scores: Object.entries(scores).map(([unit, points]) => `${this.teamName(unit)} ${points}`).join(", ") }))));
        table = this.drawTable(view, step.seat, { previous: before });
        this.markAnswered(step);
        target = this.nextButton;
      } else if (frame.seat === step.seat && frame.kind !== "exchange") {
        const hints = this.hintLadder(frame, area);
        // The verdict on a move sits under the moves, where the learner's eyes are
        table = this.drawTable(view, step.seat, { previous: before, exchange, moves: frame.moves, extra: [this.feedback, hints], onMove: async (choice) => {
          const verdict = await this.judge(step, choice, step.record, frame.upto);
          if (this.showVerdict(step, verdict)) move(1, true);
        } });
      } else {
        const next = el("button", { type: "button", class: "md-button md-button--primary lp-guided-next",
          onclick: () => { this.clearFeedback(); move(1, true); } }, this.ui.show_next_move);
        const ahead = step.frames.slice(index + 1).findIndex((f) => f.seat === step.seat && f.kind !== "exchange");
        const onward = ahead > 0 && !playing ? el("button", { type: "button", class: "md-button lp-guided-play-on",
          onclick: () => { this.clearFeedback(); playOn(); } }, this.ui.play_to_my_turn) : "";
        controls.append(next, " ", onward);
        table = this.drawTable(view, step.seat, { previous: before, exchange });
        target = next;
      }
      const back = index > 0 ? el("button", { type: "button", class: "md-button lp-guided-back", onclick: () => move(-1, true) },
        this.ui.previous_move) : "";
      area.dataset.frame = String(index); // how far the hand is (a signal for tests)
      area.dataset.playing = String(Boolean(playing));
      area.replaceChildren(el("div", { class: "lp-guided-table" }, table),
        el("div", { class: "lp-guided-side" }, said, table.contains(this.feedback) ? "" : this.feedback, controls, el("div", { class: "lp-guided-tools" }, back, this.shareControl(step.record, frame ? frame.upto : step.upto))));
      if (focus) {
        this.tableIntoView(area); // the trick, the hand and the verdict on one screen
        (target || this.tableFocus(area) || area.querySelector("button"))?.focus({ preventScroll: true });
      }
    };
    show(false);
  }

  /** The exchange as far as the guided hand has shown it before frame `index`, seat by seat
   * (the table's badges and the learner's own cards), the seat just shown marked fresh. */
  exchangeSoFar(step, index) {
    const shown = step.frames.slice(0, index).filter((frame) => frame.kind === "exchange").map((frame) => frame.entry);
    const last = index > 0 ? step.frames[index - 1] : null;
    return { entries: shown, fresh: last && last.kind === "exchange" ? last.entry : null,
      words: (entry) => describeExchange(this.page, entry, step.seat) };
  }

  /** The guided table from its top, just under the site's header, unless it is all in sight. */
  tableIntoView(area) {
    const table = area.querySelector(".lp-pitch-table");
    if (!table) return;
    const box = table.getBoundingClientRect();
    const header = document.querySelector(".md-header")?.getBoundingClientRect().bottom || 0; // it stays on top
    if (box.top < header || box.bottom > innerHeight) table.scrollIntoView({ block: "start", behavior: "instant" });
  }

  /** Graded hints for one of the learner's moves: a hint, a stronger one, then the move itself. */
  hintLadder(frame, area) {
    const steps = (frame.hints && frame.hints.length ? frame.hints : [{ text: this.ui.hint_general }]).slice(0, 2);
    const shown = el("div", { class: "lp-hints", "aria-live": "polite" });
    const labels = [this.ui.hint_first, this.ui.hint_stronger];
    let given = 0;
    const button = el("button", { type: "button", class: "md-button lp-hint", onclick: () => {
      if (given < steps.length) {
        const hint = steps[given];
        shown.append(el("p", { class: "lp-hint-text", "data-hint": given + 1 }, hint.text, hint.url ? " " : "", hint.url ? this.ruleLink(hint) : ""));
      } else {
        shown.append(el("p", { class: "lp-hint-text lp-hint-move", "data-hint": "move" },
          format(this.ui.hint_move, { move: this.describe(frame) })));
        const wanted = area.querySelector(`[data-move="${CSS.escape(frame.move)}"]`);
        if (wanted) wanted.classList.add("lp-move--suggested");
      }
      given += 1;
      if (given > steps.length) button.remove();
      else button.textContent = given < steps.length ? labels[Math.min(given, 1)] : this.ui.hint_show_move;
    } }, labels[0]);
    return el("div", { class: "lp-hint-area" }, shown, button);
  }

  // -- quizzes: a wrong answer says which picks are wrong and why, then lets the learner retry;
  // the answer shows after a second wrong try, or when asked for --------------------------------
  renderQuiz(step, body) {
    const quiz = step.quiz;
    const state = { tries: 0, over: false };
    const options = new Map(); // option -> the element that shows it (marked right or wrong)
    body.append(el("p", { class: "lp-question" }, quiz.text));
    // `clues`: for an answer typed as a number, which way it is off (said after a wrong try)
    const check = (picked, right, clues = []) => {
      if (state.over) {
        // After "The answer" the learner may still pick it: say so, in the right colour
        if (state.revealed && right) {
          picked.forEach((option) => options.get(option)?.classList.add("lp-pick--right"));
          this.say(this.ui.correct, "ok");
        }
        return;
      }
      options.forEach((node) => node.classList.remove("lp-pick--wrong"));
      if (right) {
        state.over = true;
        picked.forEach((option) => options.get(option)?.classList.add("lp-pick--right"));
        this.say(this.ui.correct, "ok");
        quiz.explain.forEach((rule) => this.feedback.append(this.explained(rule)));
        this.markAnswered(step);
        this.nextButton.focus();
        return;
      }
      state.tries += 1;
      // A yes/no question has nothing left to try: the answer comes at once, with the reason
      if (state.tries >= 2 || quiz.options.length === 2) {
        this.revealAnswer(step, state, options, picked);
        return;
      }
      this.wrongPicks(step, state, options, picked, clues);
    };
    const renderers = {
      "trick-winner": () => {
        const drawn = trickOnTable(this.page, quiz.show.table, (code) => check([code], code === quiz.correct), this.ui.your_answer);
        drawn.options.forEach((button, code) => options.set(code, button));
        body.append(el("p", { class: "lp-quiz-hint" }, this.ui.pick_on_table), drawn.node);
      },
      leftover: () => renderers["is-trump"](), // the cards left over: ticked on the hand itself
      "is-trump": () => {
        const boxes = quiz.options.map((code) => {
          const id = `q-${quiz.id}-${code}`;
          const label = el("label", { class: "lp-check", for: id, "data-option": code },
            el("input", { type: "checkbox", value: code, id }), this.cards.card(code));
          options.set(code, label);
          return label;
        });
        body.append(el("fieldset", { class: "lp-checks" }, el("legend", {}, this.ui.your_answer), boxes),
          el("button", { type: "button", class: "md-button md-button--primary lp-check-answer", onclick: () => {
            const chosen = boxes.map((b) => b.querySelector("input")).filter((i) => i.checked).map((i) => i.value);
            check(chosen, [...chosen].sort().join() === [...quiz.correct].sort().join());
          } }, this.ui.check));
      },
      "bid-legal": () => body.append(this.choices([["yes", this.ui.yes], ["no", this.ui.no]], options,
        (v) => check([v], v === quiz.correct))),
      "all-pass": () => body.append(this.choices(quiz.options.map((o) => [o, format(this.ui[`choice_${o.replace(/-/g, "_")}`], quiz.show)]),
        options, (v) => check([v], v === quiz.correct))),
      "hand-score": () => this.numberQuiz(body, this.ui.score_question, quiz.correct.score, check,
        [["yes", this.ui.yes], ["no", this.ui.no]], quiz.correct.made),
      deadwood: () => this.numberQuiz(body, this.ui.deadwood_question, quiz.correct, check),
      "game-winner": () => body.append(this.choices(quiz.options.map((o) => [o, this.winnerLabel(o)]),
        options, (v) => check([v], v === quiz.correct))),
    };
    if (quiz.show && quiz.show.cards) body.append(el("p", { class: "lp-quiz-cards" }, this.cards.row(quiz.show.cards)));
    renderers[quiz.kind]();
  }

  /** After a first wrong try: the wrong picks marked, each with the engine's reason (or, for a
   * number, which way it is off); a retry. */
  wrongPicks(step, state, options, picked, clues) {
    const quiz = step.quiz;
    const correct = new Set([quiz.correct].flat().map(String));
    const wrong = picked.filter((option) => !correct.has(option));
    const missed = PICK_CARDS.has(quiz.kind) ? [...correct].filter((option) => !picked.includes(option)).length : 0;
    const parts = [];
    if (wrong.length) {
      parts.push(el("p", {}, PICK_CARDS.has(quiz.kind) ? this.ui.wrong_picks : this.ui.wrong));
      parts.push(el("ul", { class: "lp-wrong-picks" }, wrong.map((option) => {
        options.get(option)?.classList.add("lp-pick--wrong");
        const reasons = (quiz.why && quiz.why[option]) || [];
        return el("li", { "data-option": option }, this.optionLabel(quiz, option),
          el("span", { class: "lp-why" }, "✗ ", reasons.map((reason) => [reason.message, " ", this.ruleLink(reason)])));
      })));
      if (missed) parts.push(el("p", {}, format(this.ui.missed_some, { n: missed })));
    } else if (missed) {
      parts.push(el("p", {}, format(this.ui.missed_only, { n: missed })));
    } else {
      parts.push(el("p", {}, this.ui.wrong), ...clues.map((clue) => el("p", { class: "lp-clue" }, clue)));
    }
    const show = el("button", { type: "button", class: "md-button lp-show-answer",
      onclick: () => this.revealAnswer(step, state, options) }, this.ui.show_answer);
    parts.push(el("p", { class: "lp-retry" }, this.ui.last_try), show);
    this.feedback.replaceChildren(...parts);
    this.feedback.className = "lp-feedback lp-feedback--error";
  }

  /** The answer, marked on the options, with the engine's explanation; then the learner may go on. */
  revealAnswer(step, state, options, picked = []) {
    const quiz = step.quiz;
    state.over = true;
    state.revealed = true;
    options.forEach((node) => node.classList.remove("lp-pick--wrong"));
    picked.forEach((option) => options.get(option)?.classList.add("lp-pick--wrong"));
    [quiz.correct].flat().forEach((option) => options.get(String(option))?.classList.add("lp-pick--right"));
    const parts = picked.length ? [el("p", {}, this.ui.wrong)] : [];
    parts.push(el("p", {}, el("strong", {}, this.ui.the_answer), " ", this.answerText(quiz)));
    quiz.explain.forEach((rule) => parts.push(this.explained(rule)));
    parts.push(el("p", {}, this.ui.answer_shown));
    this.feedback.replaceChildren(...parts);
    this.feedback.className = "lp-feedback lp-feedback--answer";
    this.markAnswered(step);
    this.nextButton.focus();
  }

  optionLabel(quiz, option) {
    if (quiz.kind === "trick-winner" || PICK_CARDS.has(quiz.kind)) return this.cards.card(option);
    if (quiz.kind === "bid-legal") return el("strong", {}, this.ui[option]);
    if (quiz.kind === "all-pass") return el("strong", {}, format(this.ui[`choice_${option.replace(/-/g, "_")}`], quiz.show));
    if (quiz.kind === "game-winner") return el("strong", {}, this.winnerLabel(option));
    return option;
  }

  /** A game-winner quiz's choice: a team by its name, or nobody yet. */
  winnerLabel(option) {
    return option === "none" ? this.ui.nobody_wins_yet : this.teamName(option);
  }

  answerText(quiz) {
    if (quiz.kind === "trick-winner") return this.cards.card(quiz.correct);
    if (PICK_CARDS.has(quiz.kind)) return this.cards.row(quiz.correct);
    if (quiz.kind === "hand-score") return `${this.ui.score_question}: ${quiz.correct.score} · ${this.ui.made} ${this.ui[quiz.correct.made]}`;
    if (quiz.kind === "deadwood") return `${this.ui.deadwood_question}: ${quiz.correct}`;
    return this.optionLabel(quiz, quiz.correct);
  }

  choices(options, marks, onChoose) {
    const buttons = options.map(([value, label]) => {
      const button = el("button", { type: "button", class: "md-button lp-choice", "data-value": value, "data-option": value,
        "aria-pressed": "false", onclick: () => {
          buttons.forEach((b) => b.setAttribute("aria-pressed", String(b === button)));
          onChoose(value);
        } }, label);
      if (marks) marks.set(value, button);
      return button;
    });
    return el("div", { class: "lp-moves lp-picks", role: "group", "aria-label": this.ui.your_answer }, buttons);
  }

  numberQuiz(body, label, expected, check, madeChoices, expectedMade) {
    const id = `q-${this.lesson.key}-${this.stepIndex}`;
    const input = el("input", { type: "number", id, class: "lp-number", inputmode: "numeric" });
    let made = null;
    const parts = [el("label", { for: id }, label), " ", input];
    if (madeChoices) {
      parts.push(el("p", {}, this.ui.made), this.choices(madeChoices, null, (value) => { made = value; }));
    }
    parts.push(el("button", { type: "button", class: "md-button md-button--primary lp-check-answer", onclick: () => {
      if (input.value.trim() === "") { // nothing typed (or not a number): not a try yet
        this.say(this.ui.number_missing, "info");
        input.focus();
        return;
      }
      const typed = Number(input.value);
      const clues = [];
      if (madeChoices && made !== expectedMade) clues.push(this.ui.made_look_again);
      if (typed > expected) clues.push(this.ui.number_lower);
      else if (typed < expected) clues.push(this.ui.number_higher);
      check([], clues.length === 0, clues);
    } }, this.ui.check));
    body.append(el("div", { class: "lp-number-quiz" }, parts));
  }

  /** A whole hand against the engine's own bots (Play's table, webapi.new_game): the learner
   * plays his seat, the bots the others, every move checked by the engine. */
  renderFreePlay(step, body) {
    const area = el("div", { class: "lp-free-play" }, el("p", {}, this.ui.play_hint));
    body.append(area);
    let game = null;
    const deal = async () => {
      if (!this.engine.ready) {
        this.say(this.ui.engine_loading, "info");
        return;
      }
      if (game) this.engine.call("drop", { session: game }).catch(() => {});
      let view = await this.engine.call("new_game", { preset: step.preset, seat: step.seat, seed: Date.now() % 100000 });
      game = view.session;
      let busy = false; // one move at a time: a second press while the bots play is ignored
      const play = async () => {
        while (!view.hand_over && view.to_move !== step.seat) view = await this.engine.call("bot_move", { game });
        const moves = view.hand_over ? null : view.legal.map((move) => ({ ...move, ok: true, wanted: true }));
        const table = this.drawTable(view, step.seat, { moves,
          onMove: async (choice) => {
            if (busy) return;
            busy = true;
            try {
              view = await this.engine.call("game_act", { game, move: choice.move });
              await play();
            } catch (error) {
              this.say(error.message || this.ui.try_again, "error");
            } finally {
              busy = false;
            }
          } });
        area.replaceChildren(el("p", {}, this.ui.play_hint), table, // the turn line says when the hand is over
          el("button", { type: "button", class: "md-button lp-new-hand", onclick: deal }, this.ui.new_hand));
        area.dataset.shown = String(Number(area.dataset.shown || 0) + 1); // for tests: "redrawn"
        const target = (moves && this.tableFocus(area)) || area.querySelector(".lp-new-hand");
        if (target) target.focus();
      };
      await play();
    };
    area.append(el("button", { type: "button", class: "md-button md-button--primary", onclick: deal }, this.ui.new_hand));
  }
}

async function boot() {
  /** @type {HTMLElement | null} */
  const root = document.querySelector(".lp-tutorial");
  if (!root) return;
  const lang = root.dataset.lang || "en";
  const response = await fetch(new URL(`tutorial-data/${lang}.json`, SITE_ROOT));
  const data = await response.json();
  new Tutorial(root, data).start();
}

// Start at once: web/hooks.py places this async module right after the lessons' element, so the
// element is parsed, and the lesson need not wait for the rest of the page and its scripts.
boot();
