// Where a tutorial link points: ``#lesson-<key>/<step>``.

/** A lesson link's parts (``#lesson-<key>/<step>``), each decoded if it can be: a stray "%"
 * leaves that part as written (and so matches no lesson) instead of stopping the page. */
export function lessonLink(hash) {
  return hash.replace(/^#lesson-/, "").split("/").map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
}
