// Page-side client of the rules engine, which runs in a Web Worker (engine-worker.mjs).
//
//   import { startEngine } from "<site root>/runtime/engine.js";
//   const engine = startEngine({ lang: "ro" });        // boots in the background at once
//   await engine.ready;                                  // {pitch_core, pyodide, python, timings, ...}
//   const rules = await engine.call("describe", { preset: "pitch31", trump: "H" });
//
// Every failure is an EngineError with a stable `code` the UI can translate:
//   runtime.timeout       the engine did not boot within timeoutMs (slow device, or a server that
//                         sends .wasm with the wrong MIME type, which makes Pyodide hang)
//   runtime.failed        the worker or one of its files could not load, or the interpreter broke
//   runtime.call-timeout  one call ran longer than callTimeoutMs; params {fn, timeoutMs}
//   runtime.unknown-function / runtime.bad-arguments / runtime.internal   (see pitch_bridge.py)
//   any engine code       a rule ID or message code; `message` is already in `lang`, `params`
//                         holds the details
//
// Calls go to the worker one at a time (Python runs them one at a time anyway), so each call's
// clock starts when the worker starts on it, not while it waits behind others. A call that runs
// too long, or one that breaks the interpreter, costs only that call: the worker is stopped and a
// new one boots, and the calls waiting behind it go to the new worker. What the old worker held
// (open hands, games, records) is gone; calls that name it are answered "session.gone".
//
// The worker's files are found next to this module (import.meta.url), so any page at any
// depth or language prefix can use it without knowing where the site root is.

export const RUNTIME_URL = new URL("./", import.meta.url);
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_CALL_TIMEOUT_MS = 10_000;

export class EngineError extends Error {
  constructor(code, message, params = {}) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.params = params;
  }
}

/**
 * Start the engine worker and return its client: {ready, call, terminate, lang}.
 * @param {{baseUrl?: string|URL, lang?: string, timeoutMs?: number, callTimeoutMs?: number,
 *          onState?: (state: string, error?: EngineError) => void, start?: "snapshot"|"plain"|null,
 *          onProgress?: (progress: {loaded: number, total: number, words: object|null}) => void}} [options]
 *   baseUrl: the runtime folder (default: the folder of this module);
 *   lang: language of engine messages (default: the page's <html lang>, else "en");
 *   timeoutMs: how long a boot may take before it fails with runtime.timeout;
 *   callTimeoutMs: how long one call may run (default: globalThis.LEARN_PITCH_ENGINE?.callTimeoutMs,
 *     else 10 s); a page or a test can set that global before the engine starts;
 *   onState: told "ready", "restarting" (after a call that ran too long or broke the worker)
 *     and "failed" (the engine cannot run any more), so the page can say so;
 *   start: "snapshot" or "plain" forces how the worker starts Python (default: from the build's
 *     snapshot when this device has saved it, else plain: see engine-worker.mjs;
 *     globalThis.LEARN_PITCH_ENGINE?.start sets it for tests);
 *   onProgress: told how far the engine's files have downloaded, in bytes on the wire, with the
 *     download bar's words per language (web/common/engine-progress.js).
 */
export function startEngine({
  baseUrl = RUNTIME_URL, lang = pageLanguage(), timeoutMs = DEFAULT_TIMEOUT_MS,
  callTimeoutMs = configuredCallTimeout(), onState = () => {}, start = configuredStart(),
  onProgress = () => {},
} = {}) {
  performance.mark("pitch-engine:start");
  const waiting = []; // calls not yet sent: {fn, argsJson, resolve, reject}
  let running = null; // the call the worker is on: {id, fn, resolve, reject, timer}
  let worker = null;
  let booted = false;
  let firstBoot = true;
  let failure = null;
  let nextId = 1;
  let announceReady;
  let refuseReady;
  const ready = new Promise((resolve, reject) => { announceReady = resolve; refuseReady = reject; });
  ready.catch(() => {}); // callers see a failed boot through `ready` or `call`

  function fail(error) {
    if (failure) return;
    failure = error;
    worker?.terminate();
    if (running) {
      clearTimeout(running.timer);
      running.reject(error);
      running = null;
    }
    for (const call of waiting.splice(0)) call.reject(error);
    refuseReady(error);
    onState("failed", error);
  }

  function boot() {
    booted = false;
    const workerUrl = new URL("engine-worker.mjs", baseUrl);
    if (start) workerUrl.searchParams.set("start", start);
    const own = new Worker(workerUrl, { type: "module", name: "pitch-engine" });
    worker = own;
    const readyId = nextId++;
    const timer = setTimeout(() => fail(new EngineError("runtime.timeout",
      `The engine did not start within ${Math.round(timeoutMs / 1000)} s.`, { timeoutMs })), timeoutMs);
    own.addEventListener("message", ({ data }) => {
      if (own !== worker || failure) return; // a stopped worker's last words
      if (data.progress) {
        if (firstBoot) onProgress(data.progress);
        return;
      }
      if (data.id === readyId) {
        clearTimeout(timer);
        if (data.error) fail(new EngineError(data.error.code, data.error.message, data.error.params));
        else started(data.result);
      } else {
        answered(data);
      }
    });
    own.addEventListener("error", (event) => {
      if (own !== worker) return;
      const error = new EngineError("runtime.failed", `The engine worker failed: ${event.message || "it could not be loaded"}.`);
      if (booted) restart(error);
      else {
        clearTimeout(timer);
        fail(error);
      }
    });
    own.addEventListener("messageerror", () => {
      if (own === worker) restart(new EngineError("runtime.failed", "The engine sent an unreadable message."));
    });
    own.postMessage({ id: readyId, fn: "__ready", args: "{}", lang });
  }

  function started(info) {
    booted = true;
    // The mark's detail says how Python started ("snapshot": from the saved snapshot; "plain"), for
    // tests and benches that watch the page.
    performance.mark(firstBoot ? "pitch-engine:ready" : "pitch-engine:restarted",
      { detail: { start: info?.snapshot ? "snapshot" : "plain" } });
    if (firstBoot) {
      performance.measure("pitch-engine:boot", "pitch-engine:start", "pitch-engine:ready");
      firstBoot = false;
      announceReady(info);
    }
    onState("ready");
    sendNext();
  }

  function sendNext() {
    if (failure || !booted || running || !waiting.length) return;
    const call = waiting.shift();
    const id = nextId++;
    const timer = setTimeout(() => tookTooLong(id), callTimeoutMs);
    running = { ...call, id, timer };
    worker.postMessage({ id, fn: call.fn, args: call.argsJson, lang });
  }

  function answered({ id, result, error }) {
    if (!running || running.id !== id) return;
    const call = running;
    running = null;
    clearTimeout(call.timer);
    if (!error) {
      call.resolve(result);
      sendNext();
      return;
    }
    const engineError = new EngineError(error.code, error.message, error.params);
    call.reject(engineError);
    // runtime.failed from a booted worker: the interpreter itself broke (out of memory, say),
    // so every later call would fail the same way there. A fresh worker does not.
    if (error.code === "runtime.failed") restart(engineError);
    else sendNext();
  }

  function tookTooLong(id) {
    if (!running || running.id !== id) return;
    const call = running;
    running = null;
    const seconds = Math.round(callTimeoutMs / 1000);
    const error = new EngineError("runtime.call-timeout",
      `The engine took more than ${seconds} s over ${call.fn}, so it was stopped and started again.`,
      { fn: call.fn, timeoutMs: callTimeoutMs, seconds });
    call.reject(error);
    restart(error);
  }

  function restart(reason) {
    if (failure) return;
    if (running) { // the worker broke under a call: that call fails, the others wait for the new worker
      clearTimeout(running.timer);
      running.reject(reason);
      running = null;
    }
    worker.terminate();
    onState("restarting", reason);
    boot();
  }

  function send(fn, args) {
    if (failure) return Promise.reject(failure);
    let argsJson;
    try {
      argsJson = JSON.stringify(args ?? {});
    } catch (error) {
      return Promise.reject(new EngineError("runtime.bad-arguments", `${fn}: arguments are not JSON (${error.message}).`, { fn }));
    }
    return new Promise((resolve, reject) => {
      waiting.push({ fn, argsJson, resolve, reject });
      sendNext();
    });
  }

  boot();
  return {
    ready,
    lang,
    callTimeoutMs,
    /** Call pitch_core.webapi.<fn>(**args); resolves with its JSON result. */
    call: (fn, args = {}) => send(fn, args),
    /** Stop the worker; pending and later calls reject with runtime.failed. */
    terminate: () => fail(new EngineError("runtime.failed", "The engine was stopped.")),
  };
}

function pageLanguage() {
  return (globalThis.document?.documentElement.lang || "en").split("-")[0];
}

function configuredStart() {
  const start = globalThis.LEARN_PITCH_ENGINE?.start;
  return start === "snapshot" || start === "plain" ? start : null;
}

function configuredCallTimeout() {
  const configured = Number(globalThis.LEARN_PITCH_ENGINE?.callTimeoutMs);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_CALL_TIMEOUT_MS;
}
