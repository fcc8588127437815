// Learn Pitch: a table or sheet wider than the screen scrolls sideways; keyboard users must be able
// to reach it and scroll it (WCAG 2.1.1; axe-core's scrollable-region-focusable). While it scrolls,
// it is a focusable region named by its caption or the heading above it; when it fits, it is not a
// tab stop. No words of its own: the name is the page's own text.
(() => {
  const SCROLLERS = ".md-typeset__scrollwrap, .lp-sheet";
  const MARK = "data-lp-scroll-region";

  let made = 0;
  const idOf = (element) => {
    if (!element.id) element.id = `lp-region-name-${++made}`;
    return element.id;
  };
  const nameFor = (box) => {
    const caption = box.querySelector("caption");
    if (caption) return idOf(caption);
    for (let node = box; node && !node.matches(".md-content"); node = node.parentElement) {
      for (let before = node.previousElementSibling; before; before = before.previousElementSibling) {
        if (/^H[1-6]$/.test(before.tagName)) return idOf(before);
      }
    }
    return null;
  };

  const mark = (box) => {
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    if (scrolls && !box.hasAttribute("tabindex")) {
      box.setAttribute(MARK, "");
      box.setAttribute("tabindex", "0");
      box.setAttribute("role", "region");
      const name = nameFor(box);
      if (name) box.setAttribute("aria-labelledby", name);
    } else if (!scrolls && box.hasAttribute(MARK)) {
      for (const attribute of [MARK, "tabindex", "role", "aria-labelledby"]) box.removeAttribute(attribute);
    }
  };

  let queued = false;
  const update = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      document.querySelectorAll(SCROLLERS).forEach(mark);
    });
  };

  const start = () => {
    update();
    window.addEventListener("resize", update);
    const content = document.querySelector(".md-content");
    // The tools draw their sheets after the page loaded.
    if (content) new MutationObserver(update).observe(content, { childList: true, subtree: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
