// "Share this position": a button that makes a hand-viewer link for a record and a move count,
// copies it when the browser allows, and always shows it in a field to copy by hand.
import { button, el, format } from "../common/dom.js";
import { SITE_ROOT } from "../common/site.js";
import { ShareTooLarge, copyText, shareLink } from "./share-link.js";

/** `position()` returns {record, at} (or a promise of it) when the button is pressed. */
export function shareButton(page, position) {
  const ui = page.ui;
  const output = el("input", { type: "text", readonly: true, class: "lp-share-link", hidden: true, "aria-label": ui.share_link });
  const open = el("a", { class: "lp-share-open", hidden: true }, ui.open_in_viewer);
  const note = el("p", { class: "lp-share-note", "aria-live": "polite" });
  const share = async () => {
    let link;
    try {
      const { record, at } = await position();
      link = shareLink(SITE_ROOT, page.lang, record, at);
    } catch (error) {
      note.textContent = error instanceof ShareTooLarge
        ? format(ui.share_too_large, { size: error.size, limit: page.data.share_limit })
        : page.errorMessage(error);
      return;
    }
    output.value = link;
    open.href = link;
    output.hidden = false;
    open.hidden = false;
    output.select();
    note.textContent = (await copyText(link)) ? ui.link_copied : ui.link_ready;
  };
  return el("div", { class: "lp-share" }, button(ui.share_position, share, { class: "md-button lp-share-button" }), output, " ", open, note);
}
