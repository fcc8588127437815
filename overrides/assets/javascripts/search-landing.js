// A search result lands on the rule it found (issue 32, item 5).
// Material's search shows each page's hits as one group: a large card for the page (its title,
// linked to the top of the page) and, below it, smaller cards for the sections that matched
// (linked to page/#anchor). A reader who types a rule's words and taps the large card landed at
// the top of a long page ("rozdávající musí hlásit" opened the clarifications page, not the
// answer). So when the page's own title did not match, the large card leads to the group's best
// section instead: the first section card Material shows, the highest scored (it keeps the
// search's ?h= highlight). A title that matched keeps the page: the reader asked for the page.
// A same-origin file, not an inline script: the site's Content-Security-Policy (sitegen/csp.py).
(function () {
  "use strict";
  var ITEM = "li.md-search-result__item";
  var LINK = "a.md-search-result__link";

  function bestSection(item, page) {
    var best = null;
    var bestScore = -Infinity;
    item.querySelectorAll(LINK).forEach(function (link) {
      if (link === page || link.href.indexOf("#") < 0) return;
      var article = link.querySelector("[data-md-score]");
      var score = article ? parseFloat(article.getAttribute("data-md-score")) : 0;
      if (score > bestScore) {
        best = link;
        bestScore = score;
      }
    });
    return best;
  }

  function land(item) {
    var page = item.querySelector(LINK);
    if (!page || page.hasAttribute("data-lp-landing")) return;
    page.setAttribute("data-lp-landing", "page");
    if (page.href.indexOf("#") >= 0 || page.querySelector("h1 mark")) return;
    var section = bestSection(item, page);
    if (!section) return;
    page.setAttribute("href", section.getAttribute("href"));
    page.setAttribute("data-lp-landing", "section");
  }

  function landAll(root) {
    root.querySelectorAll(ITEM).forEach(land);
  }

  function start() {
    var list = document.querySelector(".md-search-result__list");
    if (!list) return;
    new MutationObserver(function () { landAll(list); }).observe(list, { childList: true });
    landAll(list);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
