// Share links: a hand record and a position in the fragment of a hand-viewer URL.
//
//   <site>/<lang>/tools/hand-viewer/#r=<record>&m=<moves>
//
// r: the record's UTF-8 bytes in base64url (RFC 4648 §5), without padding; m: how many moves to
// show (0 is the deal; absent: the end). The engine reads it (pitch_core/webtools/share.py), which
// is where the checks an untrusted link needs are made; this module only writes links, and is the
// only writer of them (tests/tools/test_share_link.py holds the two sides to one format), so the
// tutorial can make one without waiting for the engine.

/** The largest record a link may carry, in bytes (share.py's MAX_RECORD_BYTES). */
export const MAX_RECORD_BYTES = 8 * 1024;

export class ShareTooLarge extends Error {
  constructor(size) {
    super(`A share link can carry ${MAX_RECORD_BYTES} bytes of record, not ${size}.`);
    this.size = size;
  }
}

function base64url(bytes) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The fragment (without "#") for `record` shown after `at` moves (null: at the end). */
export function shareFragment(record, at = null) {
  const bytes = new TextEncoder().encode(record);
  if (bytes.length > MAX_RECORD_BYTES) throw new ShareTooLarge(bytes.length);
  const moves = Number.isInteger(at) && at >= 0 ? `&m=${at}` : "";
  return `r=${base64url(bytes)}${moves}`;
}

/** The full link to the hand viewer in the reader's language. */
export function shareLink(siteRoot, lang, record, at = null) {
  const prefix = !lang || lang === "en" ? "" : `${lang}/`;
  const url = new URL(`${prefix}tools/hand-viewer/`, siteRoot);
  url.hash = shareFragment(record, at);
  return url.href;
}

/** Copy text to the clipboard; false where the browser does not allow it (the page then shows
 * the link in a field to copy by hand). */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
