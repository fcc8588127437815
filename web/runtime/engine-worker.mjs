// The rules engine in a module Web Worker, so booting Python never freezes the page.
//
// Protocol (the page side is engine.js):
//   page -> worker  {id, fn, args, lang}   args is a JSON string of named arguments
//   worker -> page  {id, result}  or  {id, error: {code, params, message}}
// `fn` names a function of pitch_core.webapi; the special `fn: "__ready"` answers once the
// engine has booted, with versions and boot timings. Requests that arrive during boot wait
// for it. Only JSON strings cross into and out of Python: no PyProxy ever leaves this file.
//
// Everything is fetched from the folder this file was served from (the site's runtime/),
// so the worker works from any page depth or language prefix and never leaves our origin.

const RUNTIME_URL = new URL("./", import.meta.url);
// A dynamic import, not a static one: the manifest and the snapshot start downloading at once, not
// after pyodide.mjs has arrived.
// @ts-expect-error -- pyodide.mjs is copied beside this worker at build time (web/runtime_hook.py)
const pyodideLoader = import("./pyodide.mjs");
const NO_SNAPSHOT = new Error("This build has no engine snapshot.");
const SLOW_LINK = new Error("The link is too slow for the engine snapshot to pay off.");
// The snapshot spares Python's start and the engine's import: about 2.5 s on a desk's CPU, 4 s
// under load here, more on a phone (web/runtime/README.md). Its download costs its bytes over the
// reader's link, so it is taken only when that download should take less than this.
const SNAPSHOT_SAVES_MS = 3000;
// How the link is judged: from the snapshot's own first bytes (the browser's navigator.connection
// is no help: Chromium caps it at 10 Mbit/s and guesses 1.5 Mbit/s before it has seen traffic).
const PROBE_BYTES = 1024 * 1024; // decoded: about 0.4 MB on the wire when gzipped
const PROBE_MS = 1000;
// While it is probed the snapshot shares the link with the wasm, the standard library and the
// wheel, which both starts download anyway: under DevTools' 50 Mbit/s it got 4 of the 15 MB/s
// (decoded) it gets alone. Its own rate is scaled up by that share to judge the link.
const SNAPSHOT_SHARE_WHILE_PROBED = 1 / 3;
// `?start=snapshot` or `?start=plain` on the worker's address forces a start (tests, benches).
const FORCED_START = new URL(import.meta.url).searchParams.get("start");
const SPARSE_SNAPSHOT_MAGIC = 0x4e53504c; // "LPSN", as written by make_snapshot.mjs

// -- download progress ------------------------------------------------------------------------
// Every file this worker or Pyodide fetches from the runtime folder is counted as it arrives, from
// a clone of its response (the original goes on untouched, so the wasm still compiles while it
// streams and keeps the browser's code cache), and the page is told {progress: {loaded, total,
// words}} in bytes on the wire, at most every PROGRESS_EVERY_MS. A gzipped body is read decoded:
// its share of the manifest's decoded size is taken of its Content-Length.
const PROGRESS_EVERY_MS = 100;
const PYODIDE_DOWNLOADS = ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
const downloads = new Map(); // file name -> {decoded, wire, encoded, done}
let expectedDownloads = null; // names, once the manifest is in
let progressManifest = null;
let lastReport = 0;
const fetchFromNetwork = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const response = await fetchFromNetwork(input, init);
  const name = downloadName(input);
  if (name && response.ok && response.body) countDownload(name, response.clone());
  return response;
};

function downloadName(input) {
  const url = new URL(input instanceof Request ? input.url : String(input), RUNTIME_URL);
  if (!url.href.startsWith(RUNTIME_URL.href)) return null;
  const name = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
  return name === "manifest.json" || name.endsWith(".py") ? null : name;
}

async function countDownload(name, response) {
  const entry = downloads.get(name) ?? { decoded: 0, done: false };
  const encoding = response.headers.get("content-encoding");
  entry.encoded = Boolean(encoding && encoding !== "identity");
  entry.wire = Number(response.headers.get("content-length")) || 0;
  downloads.set(name, entry);
  let received = 0;
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
      entry.decoded = Math.max(entry.decoded, received);
      reportProgress(false);
    }
  } catch {
    entry.cut = true; // the snapshot given up on a slow link: what came is all that will come
  }
  entry.done = true;
  reportProgress(true);
}

function expectDownloads(manifest, withSnapshot) {
  progressManifest = manifest;
  const base = (path) => path.split("?")[0];
  expectedDownloads = [...PYODIDE_DOWNLOADS, base(manifest.wheel), ...(withSnapshot ? [base(manifest.snapshot)] : [])];
}

/** [loaded, total] bytes on the wire of one download, as far as its headers and bytes tell. */
function wireBytes(name, entry) {
  const decodedSize = progressManifest.sizes?.[name] ?? entry.decoded;
  const total = entry.wire || decodedSize;
  if (entry.cut) {
    const share = entry.encoded ? entry.decoded / Math.max(decodedSize, 1) : entry.decoded / Math.max(total, 1);
    return [Math.round(share * total), Math.round(share * total)];
  }
  if (entry.done) return [total, total];
  const loaded = entry.encoded ? (entry.decoded / Math.max(decodedSize, 1)) * total : entry.decoded;
  return [Math.min(Math.round(loaded), total), total];
}

function reportProgress(always) {
  if (!expectedDownloads || !expectedDownloads.every((name) => downloads.has(name))) return;
  const now = performance.now();
  if (!always && now - lastReport < PROGRESS_EVERY_MS) return;
  lastReport = now;
  let loaded = 0;
  let total = 0;
  for (const name of expectedDownloads) {
    const [part, whole] = wireBytes(name, downloads.get(name));
    loaded += part;
    total += whole;
  }
  self.postMessage({ progress: { loaded, total, words: progressManifest.progressWords ?? null } });
}

const booting = boot();
booting.catch(() => {}); // reported to the page as the answer to each request, not as a stray rejection

self.addEventListener("message", async (event) => {
  const { id, fn, args, lang } = event.data;
  self.postMessage({ id, ...(await answer(fn, args, lang)) });
});

async function answer(fn, args, lang) {
  let engine;
  try {
    engine = await booting;
  } catch (error) {
    return { error: asErrorRecord(error, "runtime.failed") };
  }
  if (fn === "__ready") return { result: engine.info };
  try {
    return JSON.parse(engine.call(String(fn), args ?? "{}", lang ?? "en"));
  } catch (error) {
    // The bridge answers every Python exception itself; landing here means the interpreter
    // itself is broken (e.g. out of memory), so later calls would fail the same way.
    return { error: asErrorRecord(error, "runtime.failed") };
  }
}

async function boot() {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timings = {};
  const stamp = (name) => (value) => { timings[name] = elapsed(); return value; };
  const manifest = fetchOk("manifest.json", { cache: "no-cache" }).then((response) => response.json()).then(stamp("manifestMs"));
  manifest.then((loaded) => expectDownloads(loaded, Boolean(loaded.snapshot) && FORCED_START !== "plain"), () => {});
  const files = manifest.then(fetchEngineFiles).then(stamp("filesMs"));
  // Everything at once: the snapshot and the wheel download while Pyodide compiles its wasm, and
  // a missing file fails the boot at once instead of after Python has started.
  const [{ pyodide, restored }, engineFiles] = await Promise.all([
    startPython(manifest.then(fetchSnapshot).then(stamp("snapshotMs"))).then(stamp("pyodideMs")),
    files,
  ]);
  const bridge = installEngine(pyodide, engineFiles, restored);
  const info = {
    ...JSON.parse(bridge.info()),
    pyodide: pyodide.version,
    wheel: engineFiles.manifest.wheel,
    snapshot: restored,
    timings: { ...timings, engineMs: elapsed() },
  };
  return { info, call: (fn, args, lang) => bridge.call(fn, args, lang) };
}

// From the build's memory snapshot (Python started, pitch_core imported: make_snapshot.mjs) if
// there is one that loads; otherwise a plain start, which is slower but complete.
async function startPython(snapshot) {
  // Pyodide awaits the snapshot only after loading its own scripts: until then a failed download
  // would count as an unhandled rejection. The failure is handled below, through loadPyodide.
  snapshot.catch(() => {});
  const { loadPyodide } = await pyodideLoader;
  const options = { indexURL: RUNTIME_URL.href };
  const wasm = wasmFailure();
  const start = (more) => Promise.race([loadPyodide({ ...options, ...more }), wasm.failed]);
  let pyodide;
  let restored = true;
  try {
    pyodide = await start({ _loadSnapshot: snapshot });
  } catch (error) {
    if (error?.code === "runtime.failed") throw error; // no wasm, no engine: a retry would fail the same way
    if (error !== NO_SNAPSHOT && error !== SLOW_LINK) console.warn("Starting the engine without its snapshot:", error);
    restored = false;
    pyodide = await start({});
  } finally {
    wasm.stopListening();
  }
  return { pyodide, restored };
}

// Pyodide (314) catches a WebAssembly module that cannot be instantiated (missing, cut short,
// served with the wrong type), warns "wasm instantiation failed!" with the reason, and then never
// settles loadPyodide: the page would wait for its 30-second boot limit and say "took too long".
// That warning is turned into the boot's failure, so the page can say "could not start" at once.
const WASM_FAILED_WARNING = "wasm instantiation failed!";

function wasmFailure() {
  const warn = console.warn;
  let fail;
  let waiting = null;
  const failed = new Promise((_, reject) => { fail = reject; });
  failed.catch(() => {}); // raced in startPython; never a stray rejection
  console.warn = (...args) => {
    warn.apply(console, args);
    if (waiting !== null) {
      waiting = null;
      fail(runtimeError("runtime.failed", `Could not load the engine's WebAssembly (${args[0]?.message ?? args[0]}).`,
        { url: new URL("pyodide.asm.wasm", RUNTIME_URL).pathname, detail: String(args[0]?.message ?? args[0]) }));
    } else if (args[0] === WASM_FAILED_WARNING) waiting = true; // the reason is the next warning
  };
  return { failed, stopListening: () => { console.warn = warn; } };
}

function installEngine(pyodide, files, restored) {
  // The snapshot holds the interpreter's memory, not its file system: the engine's files (its
  // catalogs, modules it imports late) are unpacked either way.
  const sitePackages = files.manifest.sitePackages ??
    pyodide.runPython("import sys; f'/lib/python{sys.version_info[0]}.{sys.version_info[1]}/site-packages'");
  pyodide.unpackArchive(files.wheel, "wheel", { extractDir: sitePackages });
  if (restored) {
    const bridge = pyodide.pyimport("pitch_bridge"); // already imported when the snapshot was taken
    bridge.after_restore();
    return bridge;
  }
  pyodide.FS.writeFile(`${sitePackages}/pitch_bridge.py`, files.bridgeSource);
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  return pyodide.pyimport("pitch_bridge");
}

// The manifest is revalidated every time; the files it names carry a content hash in their URL.
async function fetchEngineFiles(manifest) {
  const [wheel, bridgeSource] = await Promise.all([
    fetchOk(manifest.wheel).then((response) => response.arrayBuffer()),
    fetchOk(manifest.bridge).then((response) => response.text()),
  ]);
  return { manifest, wheel, bridgeSource };
}

// The heap image as Pyodide wants it, expanded from the sparse file (the format is described in
// make_snapshot.mjs: the zero pages, half the heap, are not shipped). Pyodide awaits it before it
// compiles its wasm, so giving up on a slow link here costs no more than the bytes probed.
async function fetchSnapshot(manifest) {
  if (!manifest.snapshot || FORCED_START === "plain") throw NO_SNAPSHOT;
  const sparse = new DataView(await downloadUnlessSlow(manifest.snapshot, manifest.snapshotBytes));
  const [magic, fullLength, pageSize, pageCount] = [0, 1, 2, 3].map((i) => sparse.getUint32(i * 4, true));
  if (magic !== SPARSE_SNAPSHOT_MAGIC) throw new Error("The engine snapshot is damaged.");
  const heap = new Uint8Array(fullLength);
  let offset = (4 + pageCount) * 4;
  for (let i = 0; i < pageCount; i++) {
    const start = sparse.getUint32((4 + i) * 4, true) * pageSize;
    const length = Math.min(pageSize, fullLength - start);
    heap.set(new Uint8Array(sparse.buffer, offset, length), start);
    offset += length;
  }
  return heap;
}

/** The snapshot's bytes, unless its first bytes say the whole would take longer to arrive than
 * it saves: then the download stops and SLOW_LINK is thrown. `size` is the file's own size (the
 * manifest's; the body read here is decoded, whatever the server's Content-Encoding). */
async function downloadUnlessSlow(relativeUrl, size) {
  const aborter = new AbortController();
  const response = await fetchOk(relativeUrl, { signal: aborter.signal });
  const reader = response.body.getReader();
  const chunks = [];
  let received = 0;
  let judged = FORCED_START === "snapshot" || !size;
  let firstChunk = null; // {at, bytes}: the rate is timed from it, so the link's latency is not counted
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    firstChunk ??= { at: performance.now(), bytes: value.length };
    const elapsed = performance.now() - firstChunk.at;
    if (!judged && (received >= PROBE_BYTES || elapsed >= PROBE_MS) && received > firstChunk.bytes) {
      judged = true;
      const msPerByte = (elapsed / (received - firstChunk.bytes)) * SNAPSHOT_SHARE_WHILE_PROBED;
      if ((size - received) * msPerByte > SNAPSHOT_SAVES_MS) {
        aborter.abort();
        throw SLOW_LINK;
      }
    }
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes.buffer;
}

async function fetchOk(relativeUrl, options = {}) {
  const url = new URL(relativeUrl, RUNTIME_URL);
  const response = await fetch(url, options);
  if (!response.ok) {
    throw runtimeError("runtime.failed", `Could not load ${url.pathname} (HTTP ${response.status}).`, {
      url: url.pathname,
      status: response.status,
    });
  }
  return response;
}

function runtimeError(code, message, params = {}) {
  return Object.assign(new Error(message), { code, params });
}

function asErrorRecord(error, fallbackCode) {
  return {
    code: error?.code ?? fallbackCode,
    params: error?.params ?? {},
    message: String(error?.message ?? error),
  };
}
