// web/tools/share-link.js in Node, as the browser runs it. Reads a JSON request on stdin:
//   {"fragments": [[record, at], ...], "links": [[siteRoot, lang, record, at], ...]}
// and writes each fragment (or {"tooLarge": size} where the module refuses the record), each link,
// and the module's MAX_RECORD_BYTES.
import { MAX_RECORD_BYTES, ShareTooLarge, shareFragment, shareLink } from "../../web/tools/share-link.js";

const request = JSON.parse(await new Promise((done) => {
  let text = "";
  process.stdin.setEncoding("utf8").on("data", (chunk) => { text += chunk; }).on("end", () => done(text));
}));

function fragment(record, at) {
  try {
    return shareFragment(record, at);
  } catch (error) {
    if (error instanceof ShareTooLarge) return { tooLarge: error.size };
    throw error;
  }
}

process.stdout.write(JSON.stringify({
  limit: MAX_RECORD_BYTES,
  fragments: request.fragments.map(([record, at]) => fragment(record, at)),
  links: request.links.map(([root, lang, record, at]) => shareLink(root, lang, record, at)),
}));
