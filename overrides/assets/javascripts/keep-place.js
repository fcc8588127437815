// The language menu keeps the reader's place. Material renders the menu from `extra.alternate`
// (filled by mkdocs-static-i18n): one link per language to the same page, but without the part
// after "#", so switching language on a rule (…/pitch31/#bid-dealer-may-match) or a tutorial step
// (…/tutorial/#lesson-bidding/3) opened the other language's page at the top. Rule anchors and the
// tutorial's step addresses are the same in every language, so each language link gets the
// current fragment: at load, whenever it changes (a click on a heading, the tutorial's
// history.replaceState), and at the very moment a link is pressed or focused.
// A same-origin file, not an inline script: the site's Content-Security-Policy (sitegen/csp.py).
(function () {
  "use strict";
  var SELECTOR = "a.md-select__link[hreflang]";

  function keepPlace(link) {
    // The address the page was built with, without any fragment a previous call added
    var built = link.getAttribute("data-lp-href");
    if (built === null) {
      built = link.getAttribute("href") || "";
      link.setAttribute("data-lp-href", built);
    }
    var url = new URL(built, window.location.href);
    url.hash = window.location.hash;
    link.setAttribute("href", url.href);
  }

  function keepAll() {
    document.querySelectorAll(SELECTOR).forEach(keepPlace);
  }

  function onPress(event) {
    var link = event.target instanceof Element ? event.target.closest(SELECTOR) : null;
    if (link) keepPlace(link);
  }

  // Capture phase: before the browser follows the link and before Material's own handlers.
  ["pointerdown", "mousedown", "focusin", "click", "auxclick", "keydown"].forEach(function (type) {
    document.addEventListener(type, onPress, true);
  });
  window.addEventListener("hashchange", keepAll);
  window.addEventListener("popstate", keepAll);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", keepAll);
  else keepAll();
})();
