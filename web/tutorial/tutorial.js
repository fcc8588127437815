// The Learn Pitch tutorial: lessons prepared at build time by the engine (tutorial/build.py),
// judged live by the same engine running in a Web Worker once it has started.
//
// The page holds <div class="lp-tutorial" data-lang="cs"></div>; this module finds it, loads
// <site>/tutorial-data/<lang>.json and shows the lessons at once. Nothing waits for Python: the
// build already knows every verdict, and the worker takes over judging when it is ready.
// Everything is built with DOM calls and textContent; no string is ever parsed as HTML.

import { el, format } from "../common/dom.js"; // the tools' DOM helpers: text nodes only, never HTML
import { lessonStars, openProgress } from "./progress-store.js";
import { openStreak } from "./streak-store.js";
import { lessonLink } from "./lesson-link.js";
import { courseGroups } from "./course-menu.js";
import { describeMove } from "../common/moves.js";
import { SITE_ROOT } from "../common/site.js";
import { CardPainter } from "../common/cards.js"; // card faces, shared with the tools
import { EngineLink } from "../common/engine-link.js"; // the engine in its worker, shared with the tools
import { focusTarget, pitchTable } from "../common/table.js"; // the card table, shared with the tools
import { askQuestion, sameAnswer } from "../common/question.js"; // a quiz: every question is asked one way
// The steps, one module a kind; each function takes this widget first (steps/*.js say what they use of it)
import { renderAct } from "./steps/act.js"; // a move in a recorded position
import { renderGuided } from "./steps/guided.js"; // a whole hand played from a record
import { renderFreePlay } from "./steps/free-play.js"; // a hand against the bots
import { renderThirteenAct, renderThirteenGuided } from "./steps/thirteen-steps.js"; // Three Thirteen's moves

// Progress is kept in local storage (progress-store.js); a problem with what was stored is told once
// the widget has its words.
const storageProblems = { pending: [], show: null };
const storageProblem = (problem) => (storageProblems.show ? storageProblems.show(problem) : storageProblems.pending.push(problem));
const progress = openProgress(storageProblem);
// The days in a row with a lesson step or a practice answer (the practice page counts them too);
// a browser that saves nothing is told so once, by the progress
const streak = openStreak((problem) => (problem.kind === "not-saved" ? null : storageProblem(problem)));

// -- the lesson in sight: below the site's fixed header, a little room at either edge -----------
const SIGHT_MARGIN = 8;
function sightTop() {
  const header = document.querySelector(".md-header");
  return (header ? header.getBoundingClientRect().bottom : 0) + SIGHT_MARGIN;
}

// -- the widget ---------------------------------------------------------------------------------
const ANSWER_KINDS = { quiz: "wait_quiz", act: "wait_act", guided: "wait_guided", // steps Next waits on
  "tt-act": "wait_act", "tt-guided": "wait_tt_guided" };

class Tutorial {
  constructor(root, data) {
    this.root = root;
    this.data = data;
    this.ui = data.ui;
    this.cards = new CardPainter(data);
    this.lessons = data.lessons;
    this.progress = progress; // the step modules keep how far a guided hand was played
    this.notices = el("div", { class: "lp-notices" });
    const tools = data.table_words;
    this.engine = new EngineLink(data.lang, { starting: this.ui.engine_loading, ready: this.ui.engine_ready,
      restarting: tools.engine_restarting, failed: this.ui.engine_failed, timeout: this.ui.engine_timeout });
    this.status = this.engine.status;
    // What the shared parts (the card table, moves in words) ask of a page: the tools' words
    this.page = { ui: tools, data, cards: this.cards, seatName: (label) => this.seatName(label),
      unitName: (label) => this.teamName(label),
      ruleLink: (id) => (data.rules && data.rules[id] ? this.ruleLink({ id, url: data.rules[id], title: data.rule_titles[id] }) : null),
      explanation: (code, message, cited = code) => this.explained({ id: code, message, ...this.ruleOf(cited) }) };
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
    this.landOnLesson();
  }

  // -- the lesson in sight ------------------------------------------------------------------
  /** Opened at a lesson's address (the home page's course button, a shared link, the language
   * menu): the page lands on the lesson, not on the introduction and the course list above it.
   * A reload or Back keeps the place the browser gives back. `data-landed` says it is done. */
  landOnLesson() {
    const entry = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType("navigation")[0]);
    if (!location.hash.startsWith("#lesson-") || (entry && entry.type !== "navigate")) {
      this.root.dataset.landed = "true";
      return;
    }
    // Once the page below is parsed (the page must be tall enough to scroll) and laid out
    const land = () => requestAnimationFrame(() => {
      const lesson = this.root.querySelector(".lp-lesson");
      if (lesson) scrollTo({ top: scrollY + lesson.getBoundingClientRect().top - sightTop(), behavior: "instant" });
      this.root.dataset.landed = "true";
    });
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", land, { once: true });
    else land();
  }

  /** After a move (a bid, a card, an answer): what it was made on (`top`: the table, the
   * question), the verdict and the way on (`must`: the feedback and Next) on one screen. The page
   * scrolls as little as that needs, smoothly unless the reader asks for less motion, and not at
   * all when it is all in sight. When it cannot all fit, the way on sits at the bottom of the
   * window, with as much of the table above it as fits.
   * `data-view` on the widget: "moving" while the page scrolls, then "still".
   * @param {HTMLElement | null} top @param {Array<HTMLElement | null | undefined>} [must] */
  keepInView(top, must = [this.feedback, this.nextButton]) {
    const boxes = must.filter((node) => node && node.isConnected).map((node) => node.getBoundingClientRect())
      .filter((box) => box.height > 0);
    if (!boxes.length) return this.scrollPage(0);
    const low = sightTop();
    const high = innerHeight - SIGHT_MARGIN;
    const mustTop = Math.min(...boxes.map((box) => box.top));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    const first = top && top.isConnected ? Math.min(top.getBoundingClientRect().top, mustTop) : mustTop;
    let delta = 0;
    if (bottom - first <= high - low) { // it all fits: the least scroll that shows it all
      if (bottom > high) delta = bottom - high;
      else if (first < low) delta = first - low;
    } else { // the verdict and the way on, as much above them as fits
      delta = bottom - mustTop <= high - low ? bottom - high : mustTop - low;
    }
    return this.scrollPage(delta);
  }

  /** A new step (Next, Back): its heading at the top, unless the step is all in sight. */
  showStep() {
    const heading = this.root.querySelector(".lp-step-title");
    if (!heading || !this.nextButton) return this.scrollPage(0);
    const low = sightTop();
    const top = heading.getBoundingClientRect().top;
    const bottom = this.nextButton.getBoundingClientRect().bottom;
    return this.scrollPage(top >= low && bottom <= innerHeight - SIGHT_MARGIN ? 0 : top - low);
  }

  scrollPage(delta) {
    const root = this.root;
    if (this.settled) this.settled();
    const end = Math.max(0, Math.min(scrollY + delta, document.documentElement.scrollHeight - innerHeight));
    if (Math.abs(end - scrollY) < 2) {
      root.dataset.view = "still";
      return;
    }
    root.dataset.view = "moving";
    const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
    // Still once the page is where it was sent (an earlier scroll's end may come in first), or
    // after a while whatever happened (the reader scrolled elsewhere meanwhile)
    const arrived = () => {
      if (Math.abs(scrollY - end) <= 1) this.settled();
    };
    const timer = setTimeout(() => this.settled(), 1500);
    this.settled = () => {
      clearTimeout(timer);
      removeEventListener("scrollend", arrived);
      this.settled = null;
      root.dataset.view = "still";
    };
    if (smooth) addEventListener("scrollend", arrived);
    window.scrollBy({ top: delta, behavior: smooth ? "smooth" : "instant" });
    if (!smooth) this.settled();
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
    if (saved.done) return { state: "done", text: this.ui.status_done, stars: this.starsOf(lesson).stars };
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
          el("span", { class: "lp-menu-status" }, status.text, status.stars ? " " : "", status.stars ? this.starRow(status.stars) : ""))));
    };
    const groups = courseGroups({ courses: this.data.courses, lessons: this.lessons, item, words: this.ui,
      isDone: (lesson) => progress.get(lesson.key).done, current: this.lesson && this.lesson.key });
    const bar = el("progress", { class: "lp-menu-bar", max: this.lessons.length, value: done, "aria-hidden": "true" });
    return el("nav", { class: "lp-menu", "aria-label": this.ui.lessons },
      el("p", { class: "lp-menu-head" }, el("strong", {}, this.ui.lessons), " · ",
        format(this.ui.lessons_done, { n: done, total: this.lessons.length }), bar, this.streakNote()),
      groups);
  }

  // -- stars and the streak: what rewards a lesson done well and brings the learner back ------------
  /** The lesson's stars (progress-store.js lessonStars): its steps that ask for a move or an answer,
   * right the first time. */
  starsOf(lesson) {
    const answerable = lesson.steps.filter((step) => Object.hasOwn(ANSWER_KINDS, step.kind)).map((step) => step.key);
    return lessonStars(progress.get(lesson.key), answerable);
  }

  /** ★★☆ for two stars of three; read out as "2 of 3 stars". */
  starRow(stars) {
    return el("span", { class: "lp-stars", "data-stars": String(stars), role: "img",
      "aria-label": format(this.ui.stars_label, { n: stars }), title: format(this.ui.stars_label, { n: stars }) },
    "★".repeat(stars) + "☆".repeat(3 - stars));
  }

  /** "3 days in a row", beside the lesson count, once there is a streak to keep. */
  streakNote() {
    const days = streak.days();
    return days ? el("span", { class: "lp-streak", "data-days": String(days) }, format(this.ui.streak_days, { n: days })) : "";
  }

  /** A step was answered wrong (a refused or unwanted move, a wrong pick) before it was answered:
   * no longer right the first time. */
  missStep(step) {
    progress.miss(this.lesson.key, step.key);
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
    // After the frame is drawn: scrolling now would lay the page out before it is first shown.
    // Only the list scrolls, sideways: scrollIntoView would also move the page up to the list.
    if (current && opened && !scroll) {
      requestAnimationFrame(() => {
        const box = current.getBoundingClientRect();
        const room = opened.getBoundingClientRect();
        if (box.left < room.left || box.right > room.right) opened.scrollLeft += box.left - room.left;
      });
    }
  }

  // -- a lesson, step by step ---------------------------------------------------------------
  open(lesson, stepIndex) {
    this.lesson = lesson;
    this.stepIndex = Math.min(Math.max(0, stepIndex || 0), lesson.steps.length - 1);
    progress.reach(lesson.key, this.stepIndex);
    // The address names the step shown, so a shared link and the language menu keep the place
    history.replaceState(history.state, "", `#lesson-${lesson.key}/${encodeURIComponent(lesson.steps[this.stepIndex].key)}`);
    this.render();
    this.refreshMenu();
  }

  focusTitle() {
    const heading = this.root.querySelector(".lp-step-title") || this.root.querySelector(".lp-title");
    if (heading) heading.focus({ preventScroll: true });
    this.showStep();
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
    // "Share this position" goes at the end of the row with Next: a secondary way on, it does not
    // stand between the table and the verdict on the move
    const share = [...body.children].find((node) => node.classList.contains("lp-share"));
    if (share) nav.append(share);
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
    streak.mark();
    if (this.nextButton) this.setNextState(step);
  }

  go(delta) {
    const last = this.lesson.steps.length - 1;
    if (delta > 0) streak.mark(); // a step taken today
    if (delta > 0 && this.stepIndex === last) {
      progress.set(this.lesson.key, { done: true });
      this.refreshMenu();
      this.complete();
      return;
    }
    this.open(this.lesson, this.stepIndex + delta);
    this.focusTitle();
  }

  /** The end of a lesson: its stars (moves right the first time) and the way on. Within a course,
   * the next lesson; at a course's end, a whole game of that course's game first, then practice
   * of what the learner missed (a session that starts with the missed rules), then the next
   * course; after the last lesson, Play. */
  complete() {
    const lesson = this.lesson;
    const index = this.lessons.indexOf(lesson);
    const waiting = (l) => l !== lesson && !progress.get(l.key).done;
    const following = this.lessons.slice(index + 1).find(waiting) || this.lessons.find(waiting);
    const course = this.courseEnded(lesson);
    const primary = course ? "md-button" : "md-button md-button--primary";
    const onward = following ? this.onwardLink(lesson, following, primary)
      : el("a", { class: `${primary} lp-play-now`, href: new URL(this.data.pages.play, SITE_ROOT).href },
        this.ui.play_now);
    const courseEnd = course ? [
      el("a", { class: "md-button md-button--primary lp-play-course", "data-course": course.key,
        href: new URL(`${this.data.pages.play}#game=${course.key}`, SITE_ROOT).href }, format(this.ui.play_course, { course: course.title })),
      el("a", { class: "md-button lp-practise-course", "data-course": course.key,
        href: new URL(`${this.data.pages.practice[course.key]}#session`, SITE_ROOT).href }, this.ui.practise_missed),
    ] : [];
    const again = el("button", { type: "button", class: "md-button lp-review", onclick: () => {
      this.open(lesson, 0);
      this.focusTitle();
    } }, this.ui.review_lesson);
    const { right, total, stars } = this.starsOf(lesson);
    const view = el("div", { class: "lp-lesson lp-lesson--complete", "data-lesson": lesson.key },
      el("section", { class: "lp-complete", "data-complete": lesson.key, "data-stars": String(stars) },
        stars ? el("p", { class: "lp-complete-badge lp-complete-stars" }, this.starRow(stars))
          : el("p", { class: "lp-complete-badge", "aria-hidden": "true" }, "✓"),
        el("h2", { class: "lp-title lp-complete-title", tabindex: "-1" }, format(this.ui.lesson_complete, { title: lesson.title })),
        el("p", { class: "lp-complete-text" }, format(this.ui.lesson_complete_text, { n: lesson.steps.length })),
        total ? el("p", { class: "lp-complete-text lp-first-try" }, format(this.ui.first_try, { right, total })) : "",
        course ? el("p", { class: "lp-complete-text lp-course-done" }, format(this.ui.course_done, { course: course.title })) : "",
        following ? "" : el("p", { class: "lp-complete-text" }, this.ui.last_lesson_done),
        el("div", { class: "lp-nav lp-complete-nav" }, ...courseEnd, onward, again)));
    this.root.querySelector(".lp-lesson").replaceWith(view);
    (courseEnd[0] || onward).focus();
  }

  /** The way to the lesson that follows: "Next lesson: …", or "Next course: …" when it opens
   * another course. */
  onwardLink(lesson, following, buttonClass) {
    const courses = this.data.courses || [];
    const courseOf = (l) => courses.find((c) => c.lessons.includes(l.key));
    const next = courseOf(following);
    const newCourse = next && next !== courseOf(lesson);
    return el("a", { class: `${buttonClass} ${newCourse ? "lp-next-course" : "lp-next-lesson"}`, href: `#lesson-${following.key}`,
      "data-lesson": following.key },
    newCourse ? format(this.ui.next_course, { course: next.title }) : format(this.ui.next_lesson, { title: following.title }));
  }

  /** The course whose last lesson `lesson` is, when its game has a practice page; else null. */
  courseEnded(lesson) {
    const course = (this.data.courses || []).find((c) => c.lessons.includes(lesson.key));
    const pages = this.data.pages.practice || {};
    if (!course || course.lessons[course.lessons.length - 1] !== lesson.key || !Object.hasOwn(pages, course.key)) return null;
    return course;
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
    /** @type {HTMLElement[]} */
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
      act: () => renderAct(this, step, body), quiz: () => this.quiz(step, body),
      guided: () => renderGuided(this, step, body), "free-play": () => renderFreePlay(this, step, body),
      "tt-act": () => renderThirteenAct(this, step, body), "tt-guided": () => renderThirteenGuided(this, step, body) };
    if (kinds[step.kind]) kinds[step.kind]();
  }

  /** A quiz: the lesson's question, a drill the build made from a record (tutorial/build.py), asked
   * by the one question component and judged here as the engine's Drill.check judges, its answer
   * being in the lesson's data. Two tries, then the answer; the question, the verdict and Next kept
   * in sight; answered once it is right or its answer is shown. */
  quiz(step, body) {
    const drill = step.question;
    const question = askQuestion(this.page, drill, {
      judge: async (given) => ({ correct: sameAnswer(drill, given), answer: drill.answer,
        explanation: drill.explanation, cited: drill.cited }),
      tries: 2,
      words: { shown: this.ui.answer_shown },
      onState: (state) => {
        if (["retry", "wrong", "shown"].includes(state)) this.missStep(step); // before it counts as answered
        if (["right", "wrong", "shown"].includes(state)) this.markAnswered(step);
      },
      keepInView: (top, must) => this.keepInView(top, must),
      wayOn: () => this.nextButton,
    });
    body.append(question.node);
  }

  /** A rule's place and title ({url, title}), for a link to it; {} for a code that is no rule. */
  ruleOf(id) {
    const rules = this.data.rules || {};
    return Object.hasOwn(rules, id) ? { url: rules[id], title: this.data.rule_titles[id] } : {};
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
      this.missStep(step);
      return false;
    }
    if (!verdict.wanted) {
      this.say(step.hint || this.ui.try_again, "hint");
      this.missStep(step);
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
    // Its room is kept while its module loads: appearing later, it would push Next off the screen
    const link = el("a", { class: "md-button lp-share lp-share--waiting", href: "#", "aria-hidden": "true", tabindex: "-1" },
      this.ui.share_position);
    import("../tools/share-link.js")
      .then(({ shareLink }) => {
        link.href = shareLink(SITE_ROOT, this.data.lang, record, upto ?? null);
        link.classList.remove("lp-share--waiting");
        link.removeAttribute("aria-hidden");
        link.removeAttribute("tabindex");
      })
      .catch(() => link.remove());
    return link;
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
