// The printed sheets of a Pitch game (its cheat sheet, docs/cheat-sheets/<game>.md, and its
// worksheet, sitegen/worksheet.py) are built per plain game. Opened with a table's house-rules
// link (`#game=ten-point~stuck=5`, made by the house-rules page), a sheet says at its top what the
// table plays ("Your table plays …": the choices in the reader's language, from the tools data the
// rules pages' marks read too) and marks what the table changed: the cheat sheet's rows of the
// steps a choice's rules belong to (the marker's `data-steps` names its rows by the rulebook's
// parts: deal, bid, trump, exchange, play, score, game), the worksheet's questions and answers whose
// rule is one of a choice's. Both print. A link naming no game this sheet prints is said in a
// localised notice (the name quoted as text) over the plain sheet. No engine: the data has every word.
import { el, format } from "../common/dom.js";
import { SITE_ROOT } from "../common/site.js";
import { houseParts, knownGame, linkedGame, recentGames } from "./game-choice.js";

const ECHO = 40; // characters of an unknown name said back in the notice

/** The sheet's game and what the link asks of it: `{name, choices}` for a game of this sheet
 * with the table's choices (`choices`: [{point, choice}]), `{notice}` for a link this sheet
 * cannot follow, null for the sheet's own plain game. */
function readLink(data, sheetGame, asked) {
  const known = knownGame(data, asked);
  const title = (name) => presetTitle(data, name);
  if (!known) {
    const echo = asked.length > ECHO ? `${asked.slice(0, ECHO)}…` : asked;
    return { notice: format(data.ui.game_link_unknown, { game: echo, fallback: title(sheetGame) }) };
  }
  const { game, house } = houseParts(known);
  if (game.split("+")[0] !== sheetGame) {
    return { notice: format(data.ui.game_link_elsewhere, { game: title(known), fallback: title(sheetGame) }) };
  }
  if (known === sheetGame) return null;
  const choices = data.house_rules.points.filter((point) => house.has(point.key))
    .map((point) => ({ point, choice: point.choices.find((c) => c.word === house.get(point.key)) }))
    .filter(({ choice }) => choice);
  return { name: known, choices };
}

/** A game's name as the tools say it: "Ten-point Pitch, house rules" for a table's game. */
function presetTitle(data, name) {
  const { game } = houseParts(name);
  const plain = Object.hasOwn(data.preset_titles, game) ? data.preset_titles[game] : game;
  return name === game ? plain : data.house_rules.title.replace("{name}", plain);
}

/** The parts of the rulebook a point's rules belong to ("bid.all-pass-dealer-five": "bid"). */
function partsOf(point) {
  return new Set(point.rules.map((rule) => rule.split(".")[0]));
}

/** The note that goes with a marked row or question: the table's choice, in the reader's words.
 * @param {any} data @param {{text: string}} choice @param {"span" | "p"} [tag] */
function choiceNote(data, choice, tag = "span") {
  return el(tag, { class: "lp-house-sheet-note" }, el("strong", {}, data.ui.house_with_rules), " ", choice.text);
}

function mark(node, point, choice) {
  node.classList.add("lp-house-marked");
  node.dataset.house = [node.dataset.house, `${point.key}=${choice.word}`].filter(Boolean).join(" ");
}

/** The cheat sheet's table of steps: the one in its columns that is no generated table. */
function stepRows(root) {
  const steps = (root.dataset.steps || "").split(/\s+/).filter(Boolean);
  const table = [...document.querySelectorAll(".lp-sheet-columns table")].find((t) => !t.querySelector("[data-table]"));
  const rows = table ? [...table.querySelectorAll("tbody tr")] : [];
  // Rows named by position: a sheet whose table no longer matches its marker marks none
  return rows.length === steps.length ? new Map(steps.map((step, i) => [step, rows[i]])) : new Map();
}

/** Mark what the table changed; returns how many rows or questions were marked. */
function markSheet(root, data, choices) {
  const rows = stepRows(root);
  /** @type {HTMLElement[]} */
  const items = [...document.querySelectorAll(".lp-worksheet-item[data-rule], .lp-worksheet-answers li[data-rule]")]
    .filter((node) => node instanceof HTMLElement);
  let marked = 0;
  for (const { point, choice } of choices) {
    for (const part of partsOf(point)) {
      const row = rows.get(part);
      if (!row) continue;
      mark(row, point, choice);
      row.lastElementChild?.append(" ", choiceNote(data, choice));
      marked += 1;
    }
    for (const item of items.filter((node) => point.rules.includes(node.dataset.rule || ""))) {
      mark(item, point, choice);
      const title = item.querySelector(".lp-worksheet-title");
      if (title) title.after(choiceNote(data, choice, "p"));
      else item.append(" ", choiceNote(data, choice));
      marked += 1;
    }
  }
  return marked;
}

function show(root, data, sheetGame, table) {
  const ui = data.ui;
  const change = new URL(data.pages["house-rules"], SITE_ROOT);
  change.hash = `game=${table.name}`;
  root.dataset.marked = String(markSheet(root, data, table.choices));
  root.dataset.house = table.name;
  root.replaceChildren(el("div", { class: "admonition note lp-house-box lp-house-sheet", role: "note" },
    el("p", { class: "admonition-title" }, format(ui.house_marks_title, { game: presetTitle(data, table.name) })),
    table.choices.length ? el("ul", {}, table.choices.map(({ choice }) => el("li", {}, choice.text))) : null,
    el("p", { class: "lp-house-sheet-key" }, format(ui.house_sheet_marked, { game: presetTitle(data, sheetGame) })),
    el("p", { class: "lp-house-sheet-change" }, el("a", { href: change.href, class: "lp-house-change" }, ui.house_marks_change))));
}

function notice(root, text) {
  root.replaceChildren(el("div", { class: "admonition warning lp-notice", role: "alert" }, el("p", {}, text)));
}

/** Without a link, the table's game chosen last in any tool, when it is this sheet's game with
 * house rules: offered as a link (on screen only), so the sheet prints plain unless asked. */
function offerTableGame(root, data, sheetGame) {
  const name = knownGame(data, recentGames()[0] || "");
  if (!name || !name.includes("~") || houseParts(name).game.split("+")[0] !== sheetGame) return;
  const here = new URL(location.href);
  here.hash = `game=${name}`;
  root.replaceChildren(el("p", { class: "lp-house-sheet-offer" },
    el("a", { href: here.href, onclick: () => setTimeout(() => location.reload()) },
      format(data.ui.house_sheet_offer, { game: presetTitle(data, name) }))));
}

async function boot() {
  /** @type {HTMLElement | null} */
  const root = document.querySelector('.lp-tool[data-tool="house-sheet"]');
  if (!root) return;
  const asked = linkedGame();
  const remembered = recentGames()[0] || "";
  if (asked !== null || remembered.includes("~")) {
    const response = await fetch(new URL(`tools-data/${root.dataset.lang || "en"}.json`, SITE_ROOT));
    const data = await response.json();
    const sheetGame = root.dataset.game || "";
    const table = asked === null ? null : readLink(data, sheetGame, asked);
    if (asked === null) offerTableGame(root, data, sheetGame);
    else if (table && "notice" in table) notice(root, table.notice);
    else if (table) show(root, data, sheetGame, table);
  }
  root.dataset.ready = "true"; // the page's signal: marked, said, offered, or nothing to do
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
else boot();
