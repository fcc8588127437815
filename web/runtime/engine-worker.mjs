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
// A dynamic import, not a static one: the manifest starts downloading at once, not after
// pyodide.mjs has arrived.
// @ts-expect-error -- pyodide.mjs is copied beside this worker at build time (web/runtime_hook.py)
const pyodideLoader = import("./pyodide.mjs");
// How Python starts needs no guess about the link: from the build's memory snapshot only when this
// device holds a copy (saved for offline use: sitegen/offline/service-worker.js fetches it in the
// background after the first visit's engine is ready), else the plain way, the smallest download.
// A saved file is the service worker's cache entry under its address without the query, marked
// with its content hash in this header; the manifest names the snapshot with that same hash.
const SAVED_HASH_HEADER = "x-learn-pitch-hash";
// `?start=snapshot` (downloaded if not saved) or `?start=plain` on the worker's address forces a
// start (tests, benches).
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
    entry.cut = true; // a download that broke off: what came is all that will come
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
  const snapshot = manifest.then(snapshotSource);
  snapshot.then((source) => expectDownloads(source.manifest, source.downloaded), () => {});
  const files = manifest.then(fetchEngineFiles).then(stamp("filesMs"));
  // Everything at once: the wheel downloads while Pyodide compiles its wasm, and a missing file
  // fails the boot at once instead of after Python has started.
  const [{ pyodide, restored }, engineFiles] = await Promise.all([
    startPython(snapshot, stamp("snapshotMs")).then(stamp("pyodideMs")),
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

// From the build's memory snapshot (Python started, pitch_core imported: make_snapshot.mjs) when
// this device holds it (or a test forces it); otherwise a plain start, slower but complete.
async function startPython(snapshot, stampSnapshot) {
  const [{ loadPyodide }, source] = await Promise.all([pyodideLoader, snapshot]);
  const options = { indexURL: RUNTIME_URL.href };
  const wasm = wasmFailure();
  const start = (more) => Promise.race([loadPyodide({ ...options, ...more }), wasm.failed]);
  try {
    if (source.response) {
      // A promise: Pyodide loads its scripts while the heap is read and expanded. It awaits the heap
      // only after those: a damaged copy's rejection is handled below, through loadPyodide.
      const heap = expandSnapshot(source.response).then(stampSnapshot);
      heap.catch(() => {});
      try {
        return { pyodide: await start({ _loadSnapshot: heap }), restored: true };
      } catch (error) {
        if (error?.code === "runtime.failed") throw error; // no wasm, no engine: a retry would fail the same way
        console.warn("Starting the engine without its snapshot:", error);
      }
    }
    return { pyodide: await start({}), restored: false };
  } finally {
    wasm.stopListening();
  }
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

/** Where the snapshot comes from: {manifest, response, downloaded}. `response` is this device's
 * saved copy of this build's snapshot, or the server's when a test forces the snapshot start, or
 * null: then Python starts the plain way and the snapshot is not fetched at all. */
async function snapshotSource(manifest) {
  if (!manifest.snapshot || FORCED_START === "plain") return { manifest, response: null, downloaded: false };
  const saved = await savedCopy(manifest.snapshot);
  if (saved || FORCED_START !== "snapshot") return { manifest, response: saved, downloaded: false };
  return { manifest, response: await fetchOk(manifest.snapshot).catch(() => null), downloaded: true };
}

/** The saved copy of a file the manifest names with its hash (`name?v=<hash>`), if the cache holds
 * that very version: a local read, no request. Null where there is none, or no Cache Storage
 * (a page that is not a secure context, a browser that refuses storage). */
async function savedCopy(relativeUrl) {
  const address = new URL(relativeUrl, RUNTIME_URL);
  const hash = address.searchParams.get("v");
  address.search = "";
  try {
    const saved = await caches.match(address.href);
    return saved?.ok && hash && saved.headers.get(SAVED_HASH_HEADER) === hash ? saved : null;
  } catch {
    return null;
  }
}

// The heap image as Pyodide wants it, expanded from the sparse file (the format is described in
// make_snapshot.mjs: the zero pages, half the heap, are not shipped).
async function expandSnapshot(response) {
  const sparse = new DataView(await response.arrayBuffer());
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
