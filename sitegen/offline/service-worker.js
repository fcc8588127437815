/// <reference lib="webworker" />
// Learn Pitch's service worker: once saved, a language's pages, its search, lessons, tools and the
// engine keep working without a connection.
//
// The build (sitegen/offline_manifest.py) writes this file to the site's root with the line
//   self.LEARN_PITCH_OFFLINE = {version, hash_length, files: {path: hash}, groups: {name: [path]},
//                               addresses: {path: address}};
// before it. Pages (offline.js) ask for groups to be saved: "shell", "lang:<code>", "runtime".
//
// One cache per build, named by the build's version. A new build is a new worker script: its
// install copies the files it shares with the old cache, downloads the rest of what the reader
// had saved, and activation deletes the old cache, so a cache never mixes two builds. Every file
// is checked against its hash before it is kept.
//
// Files of the build are answered from the cache first (fast on a poor connection), else from
// the network; anything else is left to the browser, untouched.
//
// Why not Workbox (issue 34): workbox-precaching installs one list at once, where this worker saves
// groups on demand (a language; the 14 MB runtime only when a page runs the engine), carries the
// groups a reader saved into the next build and checks every file against the build's hash, so a
// half-deployed server fails the install instead of mixing builds; it also answers an unsaved
// language offline with a page of its own and keeps pages of a newer build off an older cache.
// workbox-window's update flow (messageSkipWaiting, then reload on "controlling") is the one
// below, and meets the same Chromium behaviour that takeOver() works around.

/**
 * The manifest the build prepends (sitegen/offline_manifest.py).
 * @typedef {Object} OfflineBuild
 * @property {string} version
 * @property {number} hash_length
 * @property {Object<string, string>} files a file's content hash, by path
 * @property {Object<string, string[]>} groups the paths a page asks to save together, by group
 * @property {Object<string, string>} [addresses] the address the pages fetch a file from, where it is not its path
 * @property {Object<string, Object<string, string>>} [not_saved] per language, the page that says it is not saved
 */
// This script's global scope: a service worker's, with the manifest. (TypeScript checks it with the
// pages beside it, whose `self` is a window: the worker's types come from the reference above.)
const worker = /** @type {ServiceWorkerGlobalScope & {LEARN_PITCH_OFFLINE: OfflineBuild}} */ (/** @type {unknown} */ (self));
const BUILD = worker.LEARN_PITCH_OFFLINE;
const CACHE_PREFIX = "learn-pitch-";
const CACHE_NAME = CACHE_PREFIX + BUILD.version;
const SCOPE = new URL(worker.registration.scope);
// A cache entry of our own that lists the groups the reader saved, so a new build saves them too.
const SAVED_GROUPS = new URL("__offline__/saved-groups.json", SCOPE).href;
// An entry in a new build's cache that says a reader asked it to take over (takeOver below).
const TAKE_OVER = new URL("__offline__/take-over", SCOPE).href;
const HASH_HEADER = "x-learn-pitch-hash";
// What a kept response keeps of the server's answer: its type and date, and the security headers
// (a page's frame-ancestors exists only as a header, and the engine worker's policy is its
// header), so an answer from the cache is as protected as one from the server.
const KEPT_HEADERS = ["content-type", "last-modified", "content-security-policy", "x-content-type-options",
  "referrer-policy", "x-frame-options", "permissions-policy", "cross-origin-opener-policy",
  "cross-origin-resource-policy", "cross-origin-embedder-policy"];
// Entries kept by a worker that kept those headers say so; older entries are downloaded again.
const KEPT_FORMAT_HEADER = "x-learn-pitch-kept";
const KEPT_FORMAT = "headers-1";
const PARALLEL_DOWNLOADS = 4;

worker.addEventListener("install", (event) => {
  event.waitUntil(carryOverSavedGroups().catch(async (error) => {
    await caches.delete(CACHE_NAME); // a failed install leaves no half-filled cache behind
    throw error;
  }).then(takeOverWhenNoPageIsOpen));
});

/** A page of the old build keeps loading its scripts lazily (the engine, a share link's module):
 * taking over under it would hand it this build's files. So the new build waits while such a
 * page is open, tells it a new version is ready, and takes over when the reader asks (the
 * page's "reload" button sends skip-waiting: takeOver below) or once every old page is gone. */
async function takeOverWhenNoPageIsOpen() {
  // A first install replaces nothing: no page runs an old build, so there is nothing to announce.
  if (!worker.registration.active) return;
  const open = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  if (!open.length) return worker.skipWaiting();
  for (const client of open) client.postMessage({ type: "new-version", version: BUILD.version, waiting: true });
}

worker.addEventListener("activate", (event) => {
  event.waitUntil(replaceOldCaches());
});

/** The reader pressed Reload under an old build: skip waiting. Chromium then lets the old build's
 * worker finish what it is doing and stops it; but a request reaching it while it stops starts it
 * again, and the browser forgets it was to stop: the new build would wait until the old worker had
 * idled (minutes, with developer tools attached), the page on the old build meanwhile. So a note
 * goes into this build's cache first: the old worker, started again, finds it and asks its pages to
 * nudge the browser (announceTakeOverPending; offline.js nudge()). */
async function takeOver() {
  await (await caches.open(CACHE_NAME)).put(TAKE_OVER, new Response(""));
  worker.skipWaiting(); // not awaited: its promise settles only once this build is active
}

/** Once per start of this worker, at its first event: if a newer build waits and a reader asked
 * it to take over (its note), this worker was started again in the middle of handing over: the
 * pages are asked to nudge. */
let takeOverAnnounced = null;

function announceTakeOverPending(event) {
  takeOverAnnounced ??= takeOverPending().then(async (pending) => {
    if (!pending) return;
    for (const client of await worker.clients.matchAll({ type: "window", includeUncontrolled: true })) {
      client.postMessage({ type: "take-over-pending" });
    }
  }).catch(() => {});
  event.waitUntil(takeOverAnnounced);
}

async function takeOverPending() {
  if (!worker.registration.waiting && !worker.registration.installing) return false;
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME && await (await caches.open(name)).match(TAKE_OVER)) {
      return true;
    }
  }
  return false;
}

// Pages the server answered from another build (a deploy since this worker installed): every
// file such a page asks for comes from the server too, never this build's cache, so its HTML
// never runs with this build's scripts. (Kept in memory: a page outliving a restart of this
// worker is the rare case the waiting install above covers once the new build arrives.)
const otherBuildPages = new Set();

worker.addEventListener("fetch", (event) => {
  announceTakeOverPending(event);
  const path = buildPath(event.request);
  if (path === null) return;
  if (otherBuildPages.has(event.clientId)) { // from the server, revalidated: not an older copy the browser kept
    event.respondWith(fetch(event.request, { cache: "no-cache" }));
    return;
  }
  event.respondWith(cachedOrNetwork(event, path));
});

worker.addEventListener("message", (event) => {
  announceTakeOverPending(event);
  const port = event.ports[0];
  const { type, groups } = event.data ?? {};
  if (type === "skip-waiting") return void event.waitUntil(takeOver()); // the reader chose to reload into this build
  if (!port || !Array.isArray(groups)) return;
  const known = groups.filter((name) => typeof name === "string" && Object.hasOwn(BUILD.groups, name));
  const answer = type === "save" ? save(known).then(() => ({ state: "saved" })) : savedState(known);
  event.waitUntil(answer.then(
    (result) => port.postMessage(result),
    (error) => port.postMessage({ state: "failed", detail: String(error?.message ?? error) }),
  ));
});

// -- answering requests -----------------------------------------------------------------------

/** The request's path in the build's manifest, or null when it is not one of the build's files. */
function buildPath(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  } catch {
    return null; // a malformed address: the server answers it
  }
  if (path === "index.html" || path.endsWith("/index.html")) path = path.slice(0, -"index.html".length);
  return Object.hasOwn(BUILD.files, path) ? path : null;
}

async function cachedOrNetwork(event, path) {
  const cache = await caches.open(CACHE_NAME);
  const saved = await cache.match(addressOf(path));
  if (saved) return saved;
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    if (event.request.mode === "navigate" && BUILD.not_saved) return notSavedPage(path, cache);
    throw error;
  }
  if (event.request.mode === "navigate" && response.ok && event.resultingClientId) {
    const hash = await contentHash(await response.clone().arrayBuffer());
    if (hash !== BUILD.files[path]) {
      otherBuildPages.add(event.resultingClientId);
      worker.registration.update().catch(() => {}); // fetch the new build's worker too
    }
  }
  return response;
}

/** Offline, a page of a language the reader never saved: say so in that language, with links to
 * the languages that are saved, instead of the browser's error page. The words are the build's. */
async function notSavedPage(path, cache) {
  const languages = Object.entries(BUILD.not_saved);
  const [, words] = languages.filter(([, w]) => w.prefix && path.startsWith(w.prefix))[0]
    ?? languages.find(([, w]) => !w.prefix) ?? languages[0];
  const saved = new Set(await groupsIn(cache));
  const links = languages.filter(([lang]) => saved.has(`lang:${lang}`))
    .map(([lang, w]) => `<li><a href="${escapeHtml(addressOf(w.prefix))}" hreflang="${escapeHtml(lang)}">${escapeHtml(w.name)}</a></li>`);
  const lang = languages.find(([, w]) => w === words)[0];
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">`
    + `<meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<meta name="color-scheme" content="light dark"><title>${escapeHtml(words.title)}</title></head>`
    + `<body class="lp-not-saved"><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p>`
    + (links.length ? `<p>${escapeHtml(words.saved)}:</p><ul>${links.join("")}</ul>` : "") + "</main></body></html>";
  return new Response(html, { headers: { // 200: the page itself is the answer (a 503 logs as an error)
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" } });
}

/** Text for HTML: the words are the build's own, escaped all the same. */
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

function addressOf(path) {
  return new URL(path, SCOPE).href;
}

// -- saving -----------------------------------------------------------------------------------

async function save(groups) {
  const cache = await caches.open(CACHE_NAME);
  await rememberGroups(cache, groups);
  const missing = [];
  for (const path of pathsOf(groups)) {
    if (!(await cache.match(addressOf(path)))) missing.push(path);
  }
  await inParallel(missing, (path) => download(cache, path));
}

async function savedState(groups) {
  const cache = await caches.open(CACHE_NAME);
  for (const path of pathsOf(groups)) {
    if (!(await cache.match(addressOf(path)))) return { state: "unsaved" };
  }
  return { state: "saved" };
}

function pathsOf(groups) {
  return [...new Set(groups.flatMap((name) => BUILD.groups[name]))];
}

/** Fetch one file and keep it if it is this build's. The browser's own cache is tried first, under
 * the address the pages use (the engine page has just downloaded the runtime: the engine's files
 * carry their hash in a query, BUILD.addresses); a copy that fails the hash is fetched again. */
async function download(cache, path) {
  const address = addressOf(BUILD.addresses?.[path] ?? path);
  for (const mode of /** @type {RequestCache[]} */ (["default", "no-cache"])) {
    const response = await fetch(address, { cache: mode });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if ((await contentHash(body)) === BUILD.files[path]) {
      await cache.put(addressOf(path), keepable(response, body, BUILD.files[path]));
      return;
    }
  }
  // The server holds another build: its new worker will save that one.
  throw new Error(`${path}: the server has a newer version`);
}

function keepable(response, body, hash) {
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    if (response.headers.has(name)) headers.set(name, response.headers.get(name));
  }
  headers.set(HASH_HEADER, hash);
  headers.set(KEPT_FORMAT_HEADER, KEPT_FORMAT);
  return new Response(body, { status: 200, headers });
}

async function contentHash(body) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return hex.slice(0, BUILD.hash_length);
}

async function inParallel(items, work) {
  const queue = [...items];
  const lanes = Array.from({ length: Math.min(PARALLEL_DOWNLOADS, queue.length) }, async () => {
    while (queue.length) await work(queue.shift());
  });
  await Promise.all(lanes);
}

async function rememberGroups(cache, groups) {
  const saved = new Set([...(await groupsIn(cache)), ...groups]);
  await cache.put(SAVED_GROUPS, new Response(JSON.stringify([...saved]), { headers: { "content-type": "application/json" } }));
}

async function groupsIn(cache) {
  const entry = await cache.match(SAVED_GROUPS);
  if (!entry) return [];
  try {
    const groups = await entry.json();
    return Array.isArray(groups) ? groups.filter((name) => typeof name === "string") : [];
  } catch {
    return [];
  }
}

// -- a new build ------------------------------------------------------------------------------

/** Save again what the reader had saved from the previous build: unchanged files are copied from
 * its cache, changed ones downloaded. If that fails (offline, say) the install fails and the old
 * build keeps working; the browser tries again on a later visit. */
async function carryOverSavedGroups() {
  const cache = await caches.open(CACHE_NAME);
  const olderCaches = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME);
  const wanted = new Set();
  for (const name of olderCaches) {
    const old = await caches.open(name);
    for (const group of await groupsIn(old)) wanted.add(group);
  }
  const groups = [...wanted].filter((name) => Object.hasOwn(BUILD.groups, name));
  if (!groups.length) return;
  await rememberGroups(cache, groups);
  await inParallel(pathsOf(groups), async (path) => {
    if (await cache.match(addressOf(path))) return;
    const unchanged = await sameFileIn(olderCaches, path);
    if (unchanged) await cache.put(addressOf(path), unchanged);
    else await download(cache, path);
  });
}

async function sameFileIn(cacheNames, path) {
  for (const name of cacheNames) {
    const response = await (await caches.open(name)).match(addressOf(path));
    if (response && response.headers.get(HASH_HEADER) === BUILD.files[path]
        && response.headers.get(KEPT_FORMAT_HEADER) === KEPT_FORMAT) return response;
  }
  return null;
}

/** Delete the previous builds' caches and tell the open pages that a new version is ready. */
async function replaceOldCaches() {
  await (await caches.open(CACHE_NAME)).delete(TAKE_OVER); // done
  const names = await caches.keys();
  const old = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME);
  await Promise.all(old.map((name) => caches.delete(name)));
  if (!old.length) return; // a first install: nothing was replaced
  for (const client of await worker.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    client.postMessage({ type: "new-version", version: BUILD.version });
  }
}
