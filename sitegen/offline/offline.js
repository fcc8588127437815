// Every page's side of offline use: registers the service worker (service-worker.js), asks it to
// save this language's site, and drives the small "save for offline use" control that
// sitegen/delivery.py puts in the footer, with its words in the page's language.
//
// A page that runs the engine saves the engine too; a rules page saves only the pages, search,
// lessons and tools data, and the runtime (about 14 MB) waits until the reader asks for it.
// The worker is registered once the page has done its own work (loaded; the engine answered,
// on a page that runs it), so it never competes with the page for the connection, and the
// engine it saves is the one the page just downloaded, from the browser's cache.
//
// The control says where it stands in data-offline: idle, saving, pages (this language saved,
// not the engine), saved, failed; and the new-version notice in data-update: ready (shown),
// applying (Reload pressed: the page reloads once the new build has taken over). Tests wait on
// those attributes.

const SITE_ROOT = new URL("../../", import.meta.url); // this file lives at <site>/assets/offline/
const ENGINE_READY = "pitch-engine:ready";
// The reader pressed Reload in the notice: the page reloads once the new build has taken over.
let takingOver = false;
let reloading = false;

/** @type {HTMLElement | null} */
const control = document.querySelector(".lp-offline");
if (control && "serviceWorker" in navigator && window.isSecureContext) start(control);

function start(root) {
  const button = root.querySelector(".lp-offline__save");
  const status = root.querySelector(".lp-offline__status");
  const languageGroups = ["shell", `lang:${root.dataset.lang}`];
  const everything = [...languageGroups, "runtime"];
  const show = (state) => {
    root.dataset.offline = state;
    status.textContent = root.dataset[state] ?? ""; // data-saving, data-saved, data-failed
    button.hidden = state === "saving" || state === "saved";
  };

  listenForNewVersion(root);
  button.addEventListener("click", () => saveWith(show, everything));
  root.hidden = false;
  show("idle");
  pageSettled(root.dataset.engine === "needed").then(async () => {
    if (takingOver) return; // the reader chose the new build: its worker saves this language again
    const worker = await activeWorker();
    if ((await ask(worker, "status", everything)).state === "saved") return show("saved");
    if (root.dataset.engine === "needed") return saveWith(show, everything);
    const saved = await ask(worker, "save", languageGroups);
    if (root.dataset.offline === "idle") show(saved.state === "saved" ? "pages" : "idle"); // the reader did not click meanwhile
  }).catch(() => {}); // no worker (a private window, say): the button says so when pressed
}

async function saveWith(show, groups) {
  show("saving");
  try {
    const answer = await ask(await activeWorker(), "save", groups);
    show(answer.state === "saved" ? "saved" : "failed");
  } catch {
    show("failed");
  }
}

/** The page has loaded, and on a page that runs the engine, the engine has answered. */
function pageSettled(needsEngine) {
  const loaded = document.readyState === "complete"
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  if (!needsEngine) return loaded;
  const engineReady = new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(ENGINE_READY).length) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: "mark", buffered: true });
  });
  return Promise.all([loaded, engineReady]);
}

let registering = null;

async function activeWorker() {
  registering ??= navigator.serviceWorker.register(new URL("service-worker.js", SITE_ROOT), { scope: SITE_ROOT.href });
  await registering;
  return (await navigator.serviceWorker.ready).active;
}

/** Ask the worker; it answers {state: "saved" | "unsaved" | "failed"} on a port of our own. */
function ask(worker, type, groups) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }) => resolve(data);
    worker.postMessage({ type, groups }, [channel.port2]);
  });
}

/** A new build is ready: say so, with a button that reloads the page into it. The new worker says
 * so when it is installed and waits for this page (or, with no page open, once it took over and
 * the old build's cache is gone); the browser holds its message until this page's scripts ran.
 * A page whose controller changes without asking (another tab's reader pressed Reload) is an old
 * build's page under the new build: it says so too. */
function listenForNewVersion(root) {
  /** @type {HTMLElement | null} */
  const banner = document.querySelector(".lp-offline-update");
  if (!banner) return;
  const show = () => {
    banner.hidden = false;
    root.dataset.update = "ready";
  };
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("message", ({ data }) => {
    // A page no worker controls yet was not served by an old build: nothing new for it.
    if (data?.type === "new-version" && navigator.serviceWorker.controller && !takingOver) show();
    if (data?.type === "take-over-pending" && takingOver) nudge();
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController && !takingOver) show();
  });
  // The worker says so once; a page opened later (or after "Later") finds the new build waiting,
  // or still installing: then it says so once that build is installed.
  navigator.serviceWorker.getRegistration().then((registration) => {
    if (!registration || !navigator.serviceWorker.controller) return;
    if (registration.waiting) return show();
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && !takingOver) show();
    });
  });
  // The notice floats over the page's foot (on a phone, over a lesson's feedback): "Later"
  // closes it until the next page; the new build still waits for the reader to reload.
  banner.querySelector(".lp-offline-update__later")?.addEventListener("click", () => {
    banner.hidden = true;
  });
  banner.querySelector(".lp-offline-update__reload")?.addEventListener("click", async () => {
    if (takingOver) return;
    takingOver = true; // from now on this page asks the old build's worker nothing more
    root.dataset.update = "applying";
    const registration = await navigator.serviceWorker.getRegistration();
    takeOver(registration?.waiting ?? registration?.installing ?? null);
  });
}

function reloadOnce() {
  if (!reloading) location.reload();
  reloading = true;
}

/** Ask the new build's worker (waiting, or still installing: it takes over once installed) to take
 * over, and reload once it has: this page's controller changes, or, for a page no worker controls,
 * the worker itself says it is active. A worker made redundant was replaced by a newer build (then
 * that one is asked) or failed to install (then the reload shows the build that stays). */
function takeOver(worker) {
  if (!worker) return reloadOnce(); // nothing waits: the new build is in charge already
  navigator.serviceWorker.addEventListener("controllerchange", reloadOnce);
  const follow = async () => {
    if (worker.state === "activated") return reloadOnce();
    if (worker.state !== "redundant") return;
    worker.removeEventListener("statechange", follow);
    const registration = await navigator.serviceWorker.getRegistration();
    const next = registration?.waiting ?? registration?.installing ?? null;
    if (next && next !== worker) takeOver(next);
    else reloadOnce();
  };
  worker.addEventListener("statechange", follow);
  worker.postMessage({ type: "skip-waiting" });
  follow(); // it may have changed state before this page listened
}

/** The old build's worker was started again while it was handing over (a request of a page it
 * controls reached it as it stopped), and says so ("take-over-pending"). Chromium then waits for
 * it to idle, which can take minutes. A request for a new client in its scope (a worker that closes
 * itself at once) makes the browser look at the waiting build again: it tells the old worker to
 * stop as soon as it is idle, and the new build takes over. */
function nudge() {
  const worker = new Worker(new URL("nudge.js", import.meta.url));
  worker.addEventListener("error", () => worker.terminate());
}
