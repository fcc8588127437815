// Build-time only (run by web/runtime_hook.py under Node): a memory snapshot of a Pyodide
// interpreter that has already started and imported pitch_core and the bridge, so the browser
// skips starting Python and importing the engine (about a second on a phone-class CPU).
//
//   node web/runtime/make_snapshot.mjs --wheel pitch_core-*.whl --bridge pitch_bridge.py --stdlib ZIP --out FILE
//
// ZIP is the standard library the runtime ships (web/engine_stdlib.py): the snapshot is made with
// it because Python's zip importer keeps the zip's table of contents in the heap, and importing the
// engine here from it proves that it holds what the engine imports.
//
// Pyodide checks that a snapshot comes from the same build of its wasm (a build id in the
// header), and the site ships exactly the node_modules/pyodide this script runs, so the browser
// can restore it with loadPyodide({_loadSnapshot}). What a snapshot does not hold is the virtual
// file system: the worker still unpacks the wheel (the engine reads its catalogs from there).
//
// The heap is 31 MB, half of it zero pages, so FILE is sparse: only the 4 KiB pages that are not
// all zero (about 16 MB; see SPARSE_FORMAT below). The worker expands it in a few milliseconds,
// where gunzipping the heap in the browser took over a second; compressing the file further is
// the server's job, as for the wasm (it gzips to about 7 MB). Prints a JSON summary on stdout.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadPyodide } from "pyodide";

// "LPSN" u32 magic, u32 full length, u32 page size, u32 page count, u32 index of each page kept,
// then the kept pages in order (the last one may be short). Little-endian, as wasm is.
const SPARSE_FORMAT = { magic: 0x4e53504c, pageSize: 4096, headerWords: 4 };

const { values } = parseArgs({
  options: { wheel: { type: "string" }, bridge: { type: "string" }, stdlib: { type: "string" }, out: { type: "string" } },
});
if (!values.wheel || !values.bridge || !values.stdlib || !values.out) {
  console.error("usage: node make_snapshot.mjs --wheel FILE --bridge FILE --stdlib ZIP --out FILE");
  process.exit(2);
}

const pyodide = await loadPyodide({ _makeSnapshot: true, stdLibURL: values.stdlib });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
pyodide.unpackArchive(new Uint8Array(readFileSync(values.wheel)), "wheel", { extractDir: sitePackages });
pyodide.FS.writeFile(`${sitePackages}/pitch_bridge.py`, readFileSync(values.bridge, "utf8"));
// Import everything a first call needs, and answer once, so lazy imports happen here, not in
// the reader's browser. No JavaScript object may be held by Python at this point: the snapshot
// cannot carry one (only the interpreter's own, which Pyodide knows how to reconnect).
pyodide.runPython(`
import importlib, json
importlib.invalidate_caches()
import pitch_bridge
pitch_bridge.info()
pitch_bridge.call("describe", json.dumps({"preset": "pitch31", "trump": "H"}), "en")
for lang in ("en", "ro", "de", "cs", "mk"):  # a refusal in each language loads its catalog now
    pitch_bridge.call("describe", json.dumps({"preset": "no-such-game"}), lang)
`);
const heap = pyodide.makeMemorySnapshot();
const sparse = sparseEncode(heap);
writeFileSync(values.out, sparse);
console.log(JSON.stringify({ sitePackages, heapBytes: heap.length, fileBytes: sparse.length }));

function sparseEncode(bytes) {
  const { magic, pageSize, headerWords } = SPARSE_FORMAT;
  const kept = [];
  for (let start = 0; start < bytes.length; start += pageSize) {
    if (bytes.subarray(start, start + pageSize).some((byte) => byte !== 0)) kept.push(start / pageSize);
  }
  const dataOffset = (headerWords + kept.length) * 4;
  const pages = kept.map((index) => bytes.subarray(index * pageSize, (index + 1) * pageSize));
  const out = new Uint8Array(dataOffset + pages.reduce((total, page) => total + page.length, 0));
  const words = new DataView(out.buffer);
  [magic, bytes.length, pageSize, kept.length].forEach((word, i) => words.setUint32(i * 4, word, true));
  kept.forEach((index, i) => words.setUint32((headerWords + i) * 4, index, true));
  let offset = dataOffset;
  for (const page of pages) {
    out.set(page, offset);
    offset += page.length;
  }
  return out;
}
