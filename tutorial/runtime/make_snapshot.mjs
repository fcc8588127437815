// Build-time only (run by tutorial/hooks.py under Node): a memory snapshot of a Pyodide
// interpreter that has already started and imported pitch_core and the bridge, so the browser
// skips starting Python and importing the engine (about a second on a phone-class CPU).
//
//   node tutorial/runtime/make_snapshot.mjs --wheel pitch_core-*.whl --bridge pitch_bridge.py --out FILE
//
// Pyodide checks that a snapshot comes from the same build of its wasm (a build id in the
// header), and the site ships exactly the node_modules/pyodide this script runs, so the browser
// can restore it with loadPyodide({_loadSnapshot}). What a snapshot does not hold is the virtual
// file system: the worker still unpacks the wheel (the engine reads its catalogs from there).
//
// FILE is the heap gzipped (31 MB, half of it zeros, become about 7 MB): shipped compressed
// whatever the server does, and expanded by the browser's own DecompressionStream in the worker.
// Prints a JSON summary on stdout.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";

const { values } = parseArgs({
  options: { wheel: { type: "string" }, bridge: { type: "string" }, out: { type: "string" } },
});
if (!values.wheel || !values.bridge || !values.out) {
  console.error("usage: node make_snapshot.mjs --wheel FILE --bridge FILE --out FILE");
  process.exit(2);
}

const pyodide = await loadPyodide({ _makeSnapshot: true });
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
const packed = gzipSync(heap, { level: 6 }); // level 9 takes seven times longer for 1 % less
writeFileSync(values.out, packed);
console.log(JSON.stringify({ sitePackages, heapBytes: heap.length, fileBytes: packed.length }));
