// The rules pages mark what the reader's table plays. The game chosen last in any tool
// (game-choice.js, `learn-pitch:game`) may carry a table's house rules (`ten-point~stuck=5`); each
// chosen point's rule heading on this page (its id is the rule's, the same in every language:
// `#bid-all-pass-dealer-five`) is marked, and a box at the top says "Your table plays …" with the
// choices and a link back to the house-rules page. No engine: the tools data has every word.
import { el, format } from "../common/dom.js";
import { SITE_ROOT } from "../common/site.js";
import { houseLines, houseParts, knownGame, recentGames } from "./game-choice.js";

/** The heading of `rule` on this page (a rule ID's dots are dashes in its anchor), or null. */
function ruleHeading(rule) {
  return rule ? document.getElementById(rule.replace(/\./g, "-")) : null;
}

function titleOf(data, name) {
  const { game } = houseParts(name);
  const title = Object.hasOwn(data.preset_titles, game) ? data.preset_titles[game] : game;
  return name === game ? title : data.house_rules.title.replace("{name}", title);
}

/** Mark the headings of the table's choices; returns how many this page holds. */
function markChoices(data, name) {
  const { house } = houseParts(name);
  let marked = 0;
  for (const point of data.house_rules.points) {
    const choice = house.has(point.key) && point.choices.find((c) => c.word === house.get(point.key));
    const heading = choice && ruleHeading(choice.rule);
    if (!heading) continue;
    heading.classList.add("lp-house-marked");
    heading.dataset.house = `${point.key}=${choice.word}`;
    heading.after(el("p", { class: "lp-house-marked lp-house-mark-note", "data-house": heading.dataset.house },
      el("strong", {}, data.ui.house_marks_here), " ", choice.text));
    marked += 1;
  }
  return marked;
}

/** The table's game as the engine names it, when it has house rules; else null. */
async function tableGame(root) {
  const asked = recentGames()[0];
  if (!asked || !asked.includes("~")) return null; // a plain game: the pages already say its rules
  const response = await fetch(new URL(`tools-data/${root.dataset.lang || "en"}.json`, SITE_ROOT));
  const data = await response.json();
  const name = knownGame(data, asked);
  return name && name.includes("~") ? { data, name } : null;
}

async function boot() {
  /** @type {HTMLElement | null} */
  const root = document.querySelector('.lp-tool[data-tool="house-marks"]');
  if (!root) return;
  const table = await tableGame(root);
  if (table) show(root, table.data, table.name);
  root.dataset.ready = "true"; // the page's signal: marked, or nothing to mark
}

function show(root, data, name) {
  root.dataset.marked = String(markChoices(data, name));
  const change = new URL(data.pages["house-rules"], SITE_ROOT);
  change.hash = `game=${name}`;
  root.replaceChildren(el("div", { class: "admonition note lp-house-box", role: "note" },
    el("p", { class: "admonition-title" }, format(data.ui.house_marks_title, { game: titleOf(data, name) })),
    el("ul", {}, houseLines(data, name).map((line) => el("li", {}, line))),
    el("p", {}, el("a", { href: change.href, class: "lp-house-change" }, data.ui.house_marks_change))));
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
else boot();
