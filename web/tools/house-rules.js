// Your table's rules (docs/tools/house-rules.md): pick the game, then point by point what the
// table plays, each choice with the source games that play it (tools data `house_rules`, made by
// the engine: pitch_core/webtools/house_rules_page.py). The choices make the engine's own name of
// the game (`ten-point~stuck=5~target=31`), which every tool follows from a `#game=` link; the
// choice is remembered for every tool (game-choice.js) and the rules pages mark it
// (house-marks.js). No engine runs here: the page only names the game.
import { append, button, el, field, format, select, uniqueId } from "../common/dom.js";
import { SITE_ROOT } from "../common/site.js";
import { followChoice, houseName, houseParts, knownGame, linkedGame, openingGame, rememberGame } from "./game-choice.js";
import { ToolPage } from "./page.js";
import { copyText } from "./share-link.js";

// The pages a table's game opens in, by the tools data's page names; the worksheet and cheat
// sheet exist for the course games only (docs/practice/worksheet-*.md, docs/cheat-sheets/).
const COURSE_SHEETS = ["pitch31", "ten-point", "thirteen-point-partner"];

class HouseRules {
  constructor(page) {
    this.page = page;
    this.data = page.data;
    this.ui = page.ui;
    this.rules = this.data.house_rules;
  }

  start() {
    const data = this.data;
    const ui = this.ui;
    const opening = openingGame(this.page, Object.keys(data.presets), linkedGame(), { house: true });
    if (opening.notice) this.page.notice(opening.notice);
    const { game, house } = houseParts(opening.game);
    const [base, ...modifiers] = game.split("+");
    this.chosen = house; // point -> choice the reader picked; the game's own choices are not kept
    this.baseChoice = select(data.pitch_presets.map((name) => [name, this.page.presetName(name)]), base,
      { name: "game", onchange: () => this.refresh() });
    this.modifierBoxes = data.modifiers.map((name) => el("input", { type: "checkbox", value: name, id: uniqueId("lp-mod"),
      checked: modifiers.includes(name), onchange: () => this.refresh() }));
    const gameArea = el("fieldset", { class: "lp-fieldset lp-house-game" }, el("legend", {}, ui.house_pick_game),
      field(ui.game, this.baseChoice),
      el("div", { class: "lp-modifiers", role: "group", "aria-label": ui.modifiers },
        this.modifierBoxes.map((box) => el("span", { class: "lp-check" }, box,
          el("label", { for: box.id }, this.page.modifierName(box.value))))));
    this.pointsArea = el("div", { class: "lp-house-points" });
    this.summary = el("section", { class: "lp-house-summary", "aria-live": "polite" });
    this.page.root.replaceChildren(this.page.notices, gameArea, this.pointsArea, this.summary);
    document.querySelector(".lp-house-reference")?.remove(); // the page's list without script: the form takes its ids
    const askedPoint = /^#house-([a-z0-9]+)$/.exec(location.hash); // a link to one point (docs/clarifications.md)
    this.refresh();
    if (askedPoint) document.getElementById(`house-${askedPoint[1]}`)?.scrollIntoView();
  }

  /** The game picked above: a preset and its modifiers, as the data spells it. */
  get game() {
    const chosen = this.modifierBoxes.filter((box) => box.checked).map((box) => box.value);
    return knownGame(this.data, [this.baseChoice.value, ...chosen].join("+")) || this.baseChoice.value;
  }

  /** The engine's name of the table's game. */
  get name() {
    return houseName(this.data, this.game, this.chosen);
  }

  refresh() {
    const own = this.rules.games[this.game] || {};
    this.pointsArea.replaceChildren(...this.rules.points.filter((point) => Object.hasOwn(own, point.key))
      .map((point) => this.pointField(point, own[point.key])));
    this.showName();
  }

  /** One point: its choices as radio buttons, each with the sources that play it and its rule. */
  pointField(point, ownWord) {
    const ui = this.ui;
    const groupName = uniqueId("lp-house");
    const current = this.chosen.get(point.key) || ownWord;
    const choices = point.choices.map((choice) => {
      const input = el("input", { type: "radio", name: groupName, value: choice.word, id: uniqueId("lp-house-choice"),
        checked: choice.word === current, onchange: () => this.choose(point.key, choice.word) });
      const sources = choice.sources.length
        ? format(ui.house_played_in, { games: choice.sources.map((s) => (s.assumed ? `${s.name} *` : s.name)).join(", ") })
        : ui.house_no_source;
      return el("div", { class: "lp-house-choice", "data-choice": choice.word },
        input,
        el("label", { for: input.id }, choice.text,
          choice.word === ownWord ? el("span", { class: "lp-house-own" }, ` (${ui.house_own})`) : null),
        el("p", { class: "lp-house-sources" }, sources,
          choice.rule && this.data.rules[choice.rule]
            ? [" ", el("a", { href: new URL(this.data.rules[choice.rule], SITE_ROOT).href }, ui.see_rule)] : null));
    });
    return el("fieldset", { class: "lp-fieldset lp-house-point", id: `house-${point.key}`, "data-point": point.key },
      el("legend", {}, point.title), choices);
  }

  choose(key, word) {
    this.chosen.set(key, word);
    this.showName();
  }

  /** The table's game: its name, its choices, the link and the pages that open on it. */
  showName() {
    const ui = this.ui;
    const name = this.name;
    rememberGame(name);
    this.writeAddress(name);
    const lines = this.rules.points.filter((point) => houseParts(name).house.has(point.key))
      .map((point) => point.choices.find((c) => c.word === houseParts(name).house.get(point.key)).text);
    const link = this.linkTo("house-rules", name);
    const output = el("input", { type: "text", readonly: true, class: "lp-share-link lp-house-link", value: link,
      "aria-label": ui.house_link });
    const note = el("p", { class: "lp-share-note", "aria-live": "polite" });
    const copy = button(ui.house_copy, async () => {
      output.select();
      note.textContent = (await copyText(link)) ? ui.link_copied : ui.link_ready;
    }, { class: "md-button lp-house-copy" });
    const hasAssumed = [...this.pointsArea.querySelectorAll(".lp-house-sources")].some((note) => note.textContent.includes("*"));
    this.summary.replaceChildren();
    append(this.summary, [
      el("h2", { class: "lp-house-title", "data-game": name }, this.page.presetName(name)),
      lines.length ? el("ul", { class: "lp-house-lines" }, lines.map((line) => el("li", {}, line)))
        : el("p", { class: "lp-house-plain" }, ui.house_plain),
      el("div", { class: "lp-share" }, output, " ", copy, note),
      el("div", { class: "lp-house-open lp-actions" }, this.openButtons(name)),
      hasAssumed ? el("p", { class: "lp-house-note" }, `* ${ui.house_assumed}`) : null]);
  }

  /** Play, the score keeper, practice, and the course game's worksheet and cheat sheet. */
  openButtons(name) {
    const ui = this.ui;
    const base = this.game.split("+")[0];
    const targets = [["play", "play", ui.house_open_play], ["score-keeper", "score-keeper", ui.house_open_score],
      ["practice", "practice-any", ui.house_open_practice]];
    if (COURSE_SHEETS.includes(base)) {
      targets.push(["worksheet", `practice/worksheet-${base}/`, ui.house_open_worksheet],
        ["cheat-sheet", `cheat-sheets/${base}/`, ui.house_open_cheat]);
    }
    return targets.map(([kind, target, label]) => el("a", { class: "md-button", href: this.linkTo(target, name), "data-opens": kind }, label));
  }

  /** A page of the site in the reader's language (a tools data page name or a path), opening on `name`. */
  linkTo(target, name) {
    const pages = this.data.pages;
    const prefix = this.page.lang === "en" ? "" : `${this.page.lang}/`;
    const path = Object.hasOwn(pages, target) ? pages[target] : `${prefix}${target}`;
    return `${new URL(path, SITE_ROOT).href}#game=${name}`;
  }

  /** The address names the table's game, so a reload or a copied address opens on it. */
  writeAddress(name) {
    if (linkedGame() === null) {
      const url = new URL(location.href);
      url.hash = `game=${name}`;
      history.replaceState(history.state, "", url.href);
    } else followChoice(name);
  }
}

async function boot() {
  /** @type {HTMLElement | null} */
  const root = document.querySelector('.lp-tool[data-tool="house-rules"]');
  if (!root) return;
  const lang = root.dataset.lang || "en";
  const response = await fetch(new URL(`tools-data/${lang}.json`, SITE_ROOT));
  const page = new ToolPage(root, await response.json()); // its engine is never started: nothing to ask it
  new HouseRules(page).start();
  root.dataset.ready = "true";
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
else boot();
