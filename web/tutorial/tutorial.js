// The Learn Pitch tutorial: lessons prepared at build time by the engine (tutorial/build.py),
// judged live by the same engine running in a Web Worker once it has started.
//
// The page holds <div class="lp-tutorial" data-lang="cs"></div>; this module finds it, loads
// <site>/tutorial-data/<lang>.json and shows the lessons at once. Nothing waits for Python: the
// build already knows every verdict, and the worker takes over judging when it is ready.
// Everything is built with DOM calls and textContent; no string is ever parsed as HTML.

import { el, format } from "../common/dom.js"; // the tools' DOM helpers: text nodes only, never HTML
import { isCount, isObject, check, nameTable, openStore } from "../common/store.js";
import { describeMove } from "../common/moves.js";
import { SITE_ROOT } from "../common/site.js";

const STORAGE_KEY = "learn-pitch:tutorial:v1"; // the first version's key; the value carries its version now
const PROGRESS_VERSION = 2;
const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

// -- progress in local storage ----------------------------------------------------------------
// {<lesson key>: {step, done, "answered:<step>": true, "frame:<step>": n}}, checked on every read
// (tools/store.js): what cannot be read is set aside under a backup key and the widget says so;
// every change is a fresh read-modify-write, so two tabs keep each other's progress.
const storageProblems = { pending: [], show: null }; // said once the widget has its words

const progressStore = openStore({ key: STORAGE_KEY, version: PROGRESS_VERSION, read: readProgress,
  empty: () => nameTable(),
  onProblem: (problem) => (storageProblems.show ? storageProblems.show(problem) : storageProblems.pending.push(problem)) });

const progress = {
  get(lesson) {
    const all = progressStore.load().data;
    return Object.hasOwn(all, lesson) ? all[lesson] : { step: 0, done: false };
  },
  set(lesson, value) {
    progressStore.update((all) => nameTable([...Object.entries(all),
      [lesson, { ...(Object.hasOwn(all, lesson) ? all[lesson] : { step: 0, done: false }), ...value }]]));
  },
  reset(lesson) {
    progressStore.update((all) => (Object.hasOwn(all, lesson)
      ? nameTable(Object.entries(all).filter(([key]) => key !== lesson)) : undefined));
  },
  /** How far the guided hand `key` was played: 0 to `frames`; 0 when the stored count is off. */
  frame(lesson, key, frames) {
    const played = this.get(lesson)[key];
    return isCount(played) && played <= frames ? played : 0;
  },
  subscribe(onChange) {
    progressStore.subscribe(onChange);
  },
};

/** The stored progress, checked; a lesson's entry or field that cannot be read is dropped
 * (and the whole value backed up by the store). The first version stored the same table bare. */
function readProgress(data) {
  check(isObject(data), "progress is not a table of lessons");
  const clean = nameTable();
  let dropped = false;
  for (const [lesson, entry] of Object.entries(data)) {
    const kept = readLessonProgress(entry);
    if (!kept || kept.dropped) dropped = true;
    if (kept) clean[lesson] = kept.entry;
  }
  return dropped ? { value: clean, salvaged: true } : clean;
}

function readLessonProgress(entry) {
  if (!isObject(entry)) return null;
  const fields = [];
  for (const [name, value] of Object.entries(entry)) {
    const fits = name === "done" || name.startsWith("answered:") ? typeof value === "boolean"
      : name === "step" || name.startsWith("frame:") ? isCount(value) : false;
    if (fits) fields.push([name, value]);
  }
  return { entry: Object.fromEntries(fields), dropped: fields.length !== Object.keys(entry).length };
}

/** A lesson link's parts (``#lesson-<key>/<step>``), each decoded if it can be: a stray "%"
 * leaves that part as written (and so matches no lesson) instead of stopping the page. */
function lessonLink(hash) {
  return hash.replace(/^#lesson-/, "").split("/").map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
}

// -- cards --------------------------------------------------------------------------------------
class CardPainter {
  constructor(data) {
    this.names = data.card_names;
  }

  symbol(code) {
    if (code === "HJ" || code === "LJ") return code;
    const rank = code[0] === "T" ? "10" : code[0];
    return rank + SUIT_SYMBOLS[code[1]];
  }

  colour(code) {
    if (code === "HJ" || code === "LJ") return "joker";
    return code[1] === "H" || code[1] === "D" ? "red" : "black";
  }

  card(code) {
    return el("span", { class: `card card--${this.colour(code)}`, role: "img", "aria-label": this.names[code] || code },
      this.symbol(code));
  }

  row(codes) {
    return el("span", { class: "cards" }, codes.map((code) => this.card(code)));
  }

  /** A card to click. Its name is real (hidden) text, not an aria-label, so speech-input users
   * can say what they see and screen readers read the full name. */
  button(code, onclick, move) {
    return el("button", { type: "button", class: `card card--${this.colour(code)} lp-card-button`,
      "data-card": code, "data-move": move, onclick },
      el("span", { "aria-hidden": "true" }, this.symbol(code)),
      el("span", { class: "lp-sr-only" }, this.names[code] || code));
  }
}

// -- the engine, when it has started ----------------------------------------------------------
class EngineLink {
  constructor(lang, ui, statusNode) {
    this.lang = lang;
    this.ui = ui;
    this.status = statusNode;
    this.client = null;
    this.ready = false;
  }

  start() {
    this.status.textContent = this.ui.engine_loading;
    import(new URL("runtime/engine.js", SITE_ROOT).href)
      .then(({ startEngine }) => {
        this.client = startEngine({ lang: this.lang });
        return this.client.ready;
      })
      .then(() => {
        this.ready = true;
        this.status.textContent = this.ui.engine_ready;
        document.dispatchEvent(new CustomEvent("learn-pitch:engine-ready"));
      })
      .catch((error) => {
        const key = error && error.code === "runtime.timeout" ? "engine_timeout" : "engine_failed";
        this.status.textContent = format(this.ui[key], { detail: (error && error.code) || "runtime.failed" });
      });
  }

  /** Judge one move in a recorded position; null when the engine is not running yet. */
  async judge(record, upto, move) {
    if (!this.ready) return null;
    const start = await this.client.call("load_record", { text: record, upto });
    try {
      await this.client.call("act", { session: start.session, move });
      return { ok: true };
    } catch (error) {
      return { ok: false, id: error.code, message: error.message };
    } finally {
      this.client.call("drop", { session: start.session }).catch(() => {});
    }
  }

  call(fn, args) {
    return this.client.call(fn, args);
  }
}

// -- the widget ---------------------------------------------------------------------------------
class Tutorial {
  constructor(root, data) {
    this.root = root;
    this.data = data;
    this.ui = data.ui;
    this.cards = new CardPainter(data);
    this.lessons = data.lessons;
    this.status = el("p", { class: "lp-engine-status", role: "status" });
    this.notices = el("div", { class: "lp-notices" });
    this.engine = new EngineLink(data.lang, this.ui, this.status);
    this.feedback = null;
  }

  start() {
    this.root.replaceChildren(this.notices, this.menu(), el("div", { class: "lp-lesson" }), this.status);
    // The lesson first, the engine after: compiling Pyodide competes for the CPU with the first
    // paint. Scheduled before the lesson opens, so nothing in the link can keep it from starting.
    requestAnimationFrame(() => setTimeout(() => this.engine.start(), 0));
    storageProblems.show = (problem) => this.storageNotice(problem);
    storageProblems.pending.splice(0).forEach(storageProblems.show);
    progress.subscribe(() => this.refreshMenu()); // another tab finished a lesson
    window.addEventListener("hashchange", () => this.openFromHash());
    this.openFromHash();
  }

  storageNotice({ kind, backup }) {
    const text = kind === "not-saved" ? this.ui.storage_not_saved : format(this.ui.storage_unreadable, { backup });
    this.notices.append(el("div", { class: "admonition warning lp-notice", role: "alert" }, el("p", {}, text)));
  }

  /** ``#lesson-<key>`` opens a lesson where the learner left it; ``#lesson-<key>/<step>`` a step. */
  openFromHash() {
    const [key, stepKey] = lessonLink(location.hash);
    const lesson = this.lessons.find((l) => l.key === key) || this.lessons[0];
    const linked = lesson.steps.findIndex((s) => s.key === stepKey);
    this.open(lesson, linked >= 0 ? linked : progress.get(lesson.key).step);
  }

  menu() {
    const items = this.lessons.map((lesson) => {
      const done = progress.get(lesson.key).done;
      return el("li", {},
        el("a", { href: `#lesson-${lesson.key}`, class: "lp-menu-link", "data-lesson": lesson.key },
          lesson.title, done ? " ✓" : ""));
    });
    return el("nav", { class: "lp-menu", "aria-label": this.ui.lessons }, el("ol", {}, items));
  }

  refreshMenu() {
    this.root.querySelector(".lp-menu").replaceWith(this.menu());
  }

  open(lesson, stepIndex) {
    this.lesson = lesson;
    this.stepIndex = Math.min(Math.max(0, stepIndex || 0), lesson.steps.length - 1);
    progress.set(lesson.key, { step: this.stepIndex });
    // The address names the step shown, so a shared link and the language menu keep the place
    history.replaceState(history.state, "", `#lesson-${lesson.key}/${encodeURIComponent(lesson.steps[this.stepIndex].key)}`);
    this.render();
  }

  render() {
    const lesson = this.lesson;
    const step = lesson.steps[this.stepIndex];
    this.feedback = el("div", { class: "lp-feedback", role: "status", "aria-live": "polite" });
    const body = el("section", { class: `lp-step lp-step--${step.kind}`, "data-step": step.key });
    this.renderStep(step, body);
    const nav = el("div", { class: "lp-nav" },
      el("button", { type: "button", class: "md-button lp-back", disabled: this.stepIndex === 0,
        onclick: () => this.go(-1) }, this.ui.back),
      el("button", { type: "button", class: "md-button md-button--primary lp-next",
        disabled: this.needsAnswer(step), onclick: () => this.go(1) },
        this.stepIndex === lesson.steps.length - 1 ? this.ui.lesson_done : this.ui.next),
      el("button", { type: "button", class: "md-button lp-reset", onclick: () => this.reset() }, this.ui.reset));
    const view = el("div", { class: "lp-lesson", "data-lesson": lesson.key },
      el("h2", { class: "lp-title", tabindex: "-1" }, lesson.title),
      el("p", { class: "lp-summary" }, lesson.summary),
      el("p", { class: "lp-progress" }, format(this.ui.step_of, { n: this.stepIndex + 1, total: lesson.steps.length })),
      body, this.feedback, nav);
    this.root.querySelector(".lp-lesson").replaceWith(view);
  }

  needsAnswer(step) {
    const answered = progress.get(this.lesson.key)[`answered:${step.key}`];
    return ["act", "quiz", "guided"].includes(step.kind) && !answered;
  }

  markAnswered(step) {
    progress.set(this.lesson.key, { [`answered:${step.key}`]: true });
    const next = this.root.querySelector(".lp-next");
    if (next) next.disabled = false;
  }

  go(delta) {
    const last = this.lesson.steps.length - 1;
    if (delta > 0 && this.stepIndex === last) {
      progress.set(this.lesson.key, { done: true });
      this.refreshMenu();
      this.say(this.ui.lesson_done, "ok");
      return;
    }
    this.open(this.lesson, this.stepIndex + delta);
    this.root.querySelector(".lp-title").focus();
  }

  reset() {
    progress.reset(this.lesson.key);
    this.refreshMenu();
    this.open(this.lesson, 0);
    this.say(this.ui.reset_done, "info");
  }

  say(text, tone, rule) {
    const parts = [el("p", {}, text)];
    if (rule) parts.push(this.ruleLink(rule));
    this.feedback.replaceChildren(...parts);
    this.feedback.className = `lp-feedback lp-feedback--${tone}`;
  }

  ruleLink(rule) {
    // The rule's heading in the reader's language (tutorial/build.py rule_link), not its anchor slug
    const title = rule.title || `#${rule.url.split("#")[1]}`;
    return el("a", { class: "lp-rule-link", href: new URL(rule.url, SITE_ROOT).href }, `${this.ui.see_rule}: ${title}`);
  }

  // -- steps --------------------------------------------------------------------------------
  renderStep(step, body) {
    if (step.text) body.append(el("p", { class: "lp-text" }, step.text));
    if (step.cards) body.append(el("p", {}, this.cards.row(step.cards)));
    if (step.table) body.append(this.trumpTable(step.table));
    if (step.ladder) body.append(el("p", { class: "lp-ladder" }, step.ladder.map((b) => (b === "moon" ? this.ui.moon : b)).join(" · ")));
    if (step.rule) body.append(el("p", {}, this.ruleLink(step.rule)));
    const kinds = { position: () => body.append(this.table(step.view, step.seat)),
      act: () => this.renderAct(step, body), quiz: () => this.renderQuiz(step, body),
      guided: () => this.renderGuided(step, body), "free-play": () => this.renderFreePlay(step, body) };
    if (kinds[step.kind]) kinds[step.kind]();
  }

  trumpTable(rows) {
    return el("ol", { class: "lp-trump-order" },
      rows.map(([code, points]) => el("li", {}, this.cards.card(code), points ? ` ${points}` : "")));
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
    const words = this.data.table_words;
    const page = { ui: words, seatName: (label) => this.seatName(label), cards: { name: (code) => this.data.card_names[code] },
      data: { suit_names: this.data.suit_names } };
    return describeMove(page, move);
  }

  table(view, seat) {
    const info = [];
    if (view.trump) info.push(format(this.ui.trump_is, { suit: this.data.suit_names[view.trump] }));
    if (view.bidder) info.push(format(this.ui.bid_is, { seat: this.seatName(view.bidder), bid: view.bid === "moon" ? this.ui.moon : view.bid }));
    info.push(`${this.ui.scores}: ${Object.entries(view.scores).map(([unit, points]) => `${this.teamName(unit)} ${points}`).join(", ")}`);
    const hands = Object.keys(view.hands).map((s) => el("div", { class: `lp-seat${s === seat ? " lp-seat--you" : ""}` },
      el("span", { class: "lp-seat-name" }, format(this.ui.hand_of, { seat: this.seatName(s) })), " ",
      this.cards.row(view.hands[s])));
    const trick = el("div", { class: "lp-trick" }, el("span", {}, `${this.ui.trick}: `),
      view.trick.map((play) => el("span", { class: "lp-played" }, `${this.seatName(play.seat)} `, this.cards.card(play.card), " ")));
    return el("div", { class: "lp-table" }, el("p", { class: "lp-info" }, info.join(" · ")), hands, trick);
  }

  moveButtons(moves, onMove) {
    const label = el("p", { class: "lp-your-move", id: `lp-moves-${this.stepIndex}` }, this.ui.your_move);
    const buttons = moves.map((verdict) => {
      const choose = () => onMove(verdict);
      const attrs = { type: "button", class: "md-button lp-move", "data-move": verdict.move, onclick: choose };
      if (verdict.kind === "pass") return el("button", attrs, this.ui.pass);
      if (verdict.kind === "bid") return el("button", attrs, verdict.bid === "moon" ? this.ui.moon : String(verdict.bid));
      if (verdict.kind === "trump") return el("button", attrs, format(this.ui.name_trump, { suit: this.data.suit_names[verdict.suit] }));
      if (verdict.kind === "play") return this.cards.button(verdict.card, choose, verdict.move);
      return el("button", attrs, this.describe(verdict));
    });
    return el("div", { class: "lp-moves-area" }, label,
      el("div", { class: "lp-moves", role: "group", "aria-labelledby": label.id }, buttons));
  }

  async judge(step, verdict, record, upto) {
    // The engine in the worker has the last word once it runs; until then, the build's verdict.
    const live = await this.engine.judge(record, upto, verdict.move).catch(() => null);
    if (live && !live.ok) return { ...verdict, ok: false, message: live.message, id: live.id };
    return verdict;
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
    body.append(this.table(step.view, step.seat), this.shareControl(step.record, step.upto));
    body.append(this.moveButtons(step.moves, async (choice) => {
      const verdict = await this.judge(step, choice, step.record, step.upto);
      if (this.showVerdict(step, verdict)) this.markAnswered(step);
    }));
  }

  renderGuided(step, body) {
    const key = `frame:${step.key}`;
    let index = progress.frame(this.lesson.key, key, step.frames.length);
    const area = el("div", { class: "lp-guided" });
    body.append(step.intro ? el("p", { class: "lp-intro" }, step.intro) : "", area);
    const show = () => {
      progress.set(this.lesson.key, { [key]: index });
      const frame = step.frames[index];
      const previous = index > 0 ? step.frames[index - 1] : null;
      const view = previous ? previous.after : step.start;
      const parts = [this.table(view, step.seat)];
      if (previous && previous.comment) parts.push(el("p", { class: "lp-comment" }, `${this.describe(previous)} ${previous.comment}`));
      if (previous) previous.events.forEach((event) => parts.push(el("p", { class: "lp-event" }, event.message, " ", this.ruleLink(event))));
      const controls = el("div", { class: "lp-guided-controls" });
      if (!frame) {
        this.markAnswered(step);
      } else if (frame.seat === step.seat) {
        controls.append(this.moveButtons(frame.moves, async (choice) => {
          const verdict = await this.judge(step, choice, step.record, index);
          if (this.showVerdict(step, verdict)) {
            index += 1;
            show();
          }
        }));
      } else {
        controls.append(el("button", { type: "button", class: "md-button lp-guided-next", onclick: () => { index += 1; show(); } },
          `${this.ui.next}: ${this.describe(frame)}`));
      }
      if (index > 0) {
        controls.append(el("button", { type: "button", class: "md-button lp-guided-back", onclick: () => { index -= 1; show(); } },
          this.ui.back));
      }
      controls.append(this.shareControl(step.record, index));
      area.replaceChildren(...parts, controls);
    };
    show();
  }

  renderQuiz(step, body) {
    const quiz = step.quiz;
    body.append(el("p", { class: "lp-question" }, quiz.text));
    const finish = (right) => {
      this.say(right ? this.ui.correct : this.ui.wrong, right ? "ok" : "error");
      quiz.explain.forEach((rule) => this.feedback.append(el("p", { class: "lp-event" }, rule.message, " ", this.ruleLink(rule))));
      if (right) this.markAnswered(step);
    };
    const renderers = {
      "trick-winner": () => body.append(this.cards.row(quiz.show.trick.map(String)),
        el("div", { class: "lp-moves", role: "group" },
          quiz.options.map((code) => this.cards.button(code, () => finish(code === quiz.correct))))),
      "is-trump": () => {
        const boxes = quiz.options.map((code) => {
          const box = el("input", { type: "checkbox", value: code, id: `q-${quiz.id}-${code}` });
          return el("label", { class: "lp-check", for: `q-${quiz.id}-${code}` }, box, this.cards.card(code));
        });
        body.append(el("fieldset", { class: "lp-checks" }, el("legend", {}, this.ui.your_answer), boxes),
          el("button", { type: "button", class: "md-button md-button--primary lp-check-answer", onclick: () => {
            const chosen = boxes.map((b) => b.querySelector("input")).filter((i) => i.checked).map((i) => i.value);
            finish(chosen.sort().join() === [...quiz.correct].sort().join());
          } }, this.ui.check));
      },
      "bid-legal": () => body.append(this.choices([["yes", this.ui.yes], ["no", this.ui.no]], (v) => finish(v === quiz.correct))),
      "all-pass": () => body.append(this.choices(quiz.options.map((o) => [o, format(this.ui[`choice_${o.replace(/-/g, "_")}`], quiz.show)]),
        (v) => finish(v === quiz.correct))),
      "hand-score": () => this.numberQuiz(body, this.ui.score_question, quiz.correct.score, finish, [["yes", this.ui.yes], ["no", this.ui.no]], quiz.correct.made),
      deadwood: () => this.numberQuiz(body, this.ui.deadwood_question, quiz.correct, finish),
    };
    if (quiz.show && quiz.show.arrangement) body.append(this.cards.row(quiz.show.arrangement.hand || []));
    renderers[quiz.kind]();
  }

  choices(options, onChoose) {
    return el("div", { class: "lp-moves", role: "group", "aria-label": this.ui.your_answer },
      options.map(([value, label]) => el("button", { type: "button", class: "md-button lp-choice", "data-value": value,
        onclick: () => onChoose(value) }, label)));
  }

  numberQuiz(body, label, expected, finish, madeChoices, expectedMade) {
    const id = `q-${this.lesson.key}-${this.stepIndex}`;
    const input = el("input", { type: "number", id, class: "lp-number", inputmode: "numeric" });
    let made = null;
    const parts = [el("label", { for: id }, label), " ", input];
    if (madeChoices) {
      parts.push(el("p", {}, this.ui.made), this.choices(madeChoices, (value) => {
        made = value;
        body.querySelectorAll(".lp-choice").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.value === value)));
      }));
    }
    parts.push(el("button", { type: "button", class: "md-button md-button--primary lp-check-answer", onclick: () => {
      const right = Number(input.value) === expected && (!madeChoices || made === expectedMade);
      finish(right);
    } }, this.ui.check));
    body.append(el("div", { class: "lp-number-quiz" }, parts));
  }

  renderFreePlay(step, body) {
    const area = el("div", { class: "lp-free-play" }, el("p", {}, this.ui.play_hint));
    body.append(area);
    const deal = async () => {
      if (!this.engine.ready) {
        this.say(this.ui.engine_loading, "info");
        return;
      }
      let view = await this.engine.call("new_hand", { preset: step.preset, seed: Date.now() % 100000, dealer: "W" });
      const session = view.session;
      const play = async () => {
        while (view.phase !== "done" && view.to_move !== step.seat) {
          const full = await this.engine.call("view", { session });
          const move = full.legal[Math.floor(Math.random() * full.legal.length)];
          view = await this.engine.call("act", { session, move: move.move });
        }
        const mine = await this.engine.call("view", { session, seat: step.seat });
        const table = this.table({ ...view, hands: { [step.seat]: mine.hand } }, step.seat);
        const moves = mine.legal.map((move) => ({ ...move, ok: true, wanted: true }));
        area.replaceChildren(el("p", {}, this.ui.play_hint), table,
          view.phase === "done" ? el("p", {}, this.ui.hand_over) : this.moveButtons(moves, async (choice) => {
            view = await this.engine.call("act", { session, move: choice.move });
            play();
          }),
          el("button", { type: "button", class: "md-button", onclick: deal }, this.ui.new_hand));
        if (view.phase === "done") this.markAnswered(step);
      };
      play();
    };
    area.append(el("button", { type: "button", class: "md-button md-button--primary", onclick: deal }, this.ui.new_hand));
  }
}

async function boot() {
  const root = document.querySelector(".lp-tutorial");
  if (!root) return;
  const lang = root.dataset.lang || "en";
  const response = await fetch(new URL(`tutorial-data/${lang}.json`, SITE_ROOT));
  const data = await response.json();
  new Tutorial(root, data).start();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
else boot();
