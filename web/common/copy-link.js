// The "copy link" button beside every rule and section heading (sitegen/copy_link.py writes the
// buttons, hidden, and the page's status region with its words). A press puts the page's absolute
// address with the heading's anchor on the clipboard and says "Link copied" in the status region
// (role="status": read out politely, and shown for a moment). Where the browser refuses the
// clipboard (an address that is not https or localhost, a denied permission) the region shows the
// address to copy by hand instead. Nothing from the address is ever parsed as HTML.
//
// A heading whose id changed to the English one keeps its old id as an alias (sitegen/anchors.py):
// a link with the old id lands there, and the address is rewritten to the heading's own id, so a
// language switch (which keeps the fragment) and a copied link carry the id every language has.

const BUTTON = "button.lp-copy-link";
const STATUS = ".lp-copy-link-status";
const ALIAS = "span.lp-anchor-alias";
const SHOWN_MS = 4000;  // how long "Link copied" stays on screen (screen readers read it at once)

/** @type {ReturnType<typeof setTimeout> | undefined} */
let hideTimer;

/** The address of the heading `anchor` on this page, without the search's highlight (`?h=`).
 * @param {string} anchor @returns {string} */
export function linkTo(anchor) {
  const url = new URL(window.location.href);
  url.searchParams.delete("h");
  url.hash = anchor;
  return url.href;
}

/** @param {string} text @returns {Promise<boolean>} whether the text is on the clipboard */
async function copy(text) {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // a denied permission: try the older way below
  }
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.className = "lp-copy-link-field";
  document.body.append(field);
  field.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  field.remove();
  return copied;
}

/** @param {HTMLElement} status @param {Array<string | Node>} words @param {boolean} stay */
function say(status, words, stay) {
  clearTimeout(hideTimer);
  // Emptied first, so the same words said twice in a row are read out twice
  status.textContent = "";
  status.classList.remove("is-shown");
  requestAnimationFrame(() => {
    status.replaceChildren(...words);
    status.classList.add("is-shown");
    if (!stay) hideTimer = setTimeout(() => {
      status.classList.remove("is-shown");
      status.textContent = "";
      document.querySelectorAll(`${BUTTON}.is-copied`).forEach((button) => button.classList.remove("is-copied"));
    }, SHOWN_MS);
  });
}

/** @param {HTMLButtonElement} button */
async function press(button) {
  const status = /** @type {HTMLElement | null} */ (document.querySelector(STATUS));
  const link = linkTo(button.dataset.anchor || "");
  const copied = await copy(link);
  document.querySelectorAll(`${BUTTON}.is-copied`).forEach((other) => other.classList.remove("is-copied"));
  if (copied) button.classList.add("is-copied");
  if (!status) return;
  if (copied) {
    say(status, [status.dataset.copied || ""], false);
  } else {
    const address = document.createElement("span");
    address.className = "lp-copy-link-status__address";  // selected whole with one tap
    address.textContent = link;
    say(status, [`${status.dataset.byHand || ""} `, address], true);
  }
}

/** A link to an old (translated) id: the address takes the heading's id every language shares. */
function canonicalAnchor() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  const alias = document.getElementById(id);
  if (!alias || !alias.matches(ALIAS)) return;
  const heading = alias.closest("[id]:is(h2, h3, h4, h5, h6)");
  if (!heading) return;
  const url = new URL(window.location.href);
  url.hash = heading.id;
  history.replaceState(history.state, "", url.href);
}

function start() {
  document.querySelectorAll(BUTTON).forEach((button) => { button.removeAttribute("hidden"); });
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    if (button instanceof HTMLButtonElement) void press(button);
  });
  window.addEventListener("hashchange", canonicalAnchor);
  canonicalAnchor();
  document.documentElement.dataset.copyLink = "ready";  // the tests wait for this
}

start();
