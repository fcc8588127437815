// What the pages keep in the browser's local storage (the score keeper's game, the tutorial's
// progress), kept so that it is never lost and never breaks a page.
//
// * Each store is one key holding {version, revision, data}. `data` is checked on every load by
//   the store's own schema (`read`), which returns a clean copy or throws UnreadableData.
// * A value that cannot be read (not JSON, another shape, a game this page does not know) is
//   never thrown away: it is copied to a backup key first, the page is told (`onProblem`, so it
//   can say so in the reader's language) and the store starts clean. A schema may also salvage
//   part of a value (`{value, salvaged: true}`); the whole original is backed up all the same.
// * Every change is read-modify-write on a fresh read (`update`), so two tabs never undo each
//   other's writes; `subscribe` reports the other tabs' writes (the `storage` event).
// * Without storage (private mode, storage turned off, quota full) the store keeps its value in
//   memory for the life of the page and says so once (`problem.kind === "not-saved"`).
// * A value that cannot be read and cannot be backed up either (the quota is full) stays under
//   its own key, untouched, and the store stops saving for the life of the page: the problem
//   says `saving: false`, so the page tells the reader their old data is kept and this visit is
//   not saved. Nothing is ever written over a value that has no copy.
// This module knows no words: the page turns each problem into a localised notice.

export class UnreadableData extends Error {
  /** `kind` names what the page should say ("unreadable", or a schema's own, e.g. "unknown-game"). */
  constructor(reason, kind = "unreadable", params = {}) {
    super(reason);
    this.name = "UnreadableData";
    this.kind = kind;
    this.params = params;
  }
}

// -- schema helpers: the checks every store's `read` needs ------------------------------------

/** Throw UnreadableData(reason) unless `condition` holds. */
export function check(condition, reason) {
  if (!condition) throw new UnreadableData(reason);
}

/** A JSON object (not an array, not null). */
export function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A whole number from 0 up to Number.MAX_SAFE_INTEGER. */
export function isCount(value) {
  return Number.isSafeInteger(value) && value >= 0;
}

/** A whole number JavaScript holds exactly (scores can be negative). */
export function isWhole(value) {
  return Number.isSafeInteger(value);
}

/** A dictionary for names that come from storage: no prototype, so "__proto__", "toString" or
 * "constructor" are ordinary keys and never reach Object.prototype. */
export function nameTable(entries = []) {
  const table = Object.create(null);
  for (const [name, value] of entries) table[name] = value;
  return table;
}

/** Does `table` itself (not its prototype) hold `name`? */
export function has(table, name) {
  return isObject(table) && typeof name === "string" && Object.hasOwn(table, name);
}

// -- the store ----------------------------------------------------------------------------------

/**
 * What a store tells its page went wrong (`onProblem`): `kind` "not-saved" (storage refused a
 * write), or a stored value that could not be read, kept under `backup`; `saving` is false once
 * the store has stopped saving because that value had no room for a copy.
 * @typedef {{kind: string, backup?: string, reason?: string, params?: object, saving?: boolean}} StoreProblem
 */

/**
 * @param {object} spec
 * @param {string} spec.key        the localStorage key
 * @param {number} spec.version    the version `read` understands; written with every value
 * @param {(data: unknown, version: number|null) => unknown | {value: unknown, salvaged: true}} spec.read
 *        checks stored data and returns a clean copy; `version` is null for a value written
 *        before stores had versions (the bare data), so `read` can upgrade it
 * @param {() => unknown} spec.empty  a fresh value
 * @param {(problem: StoreProblem) => void} [spec.onProblem]
 */
export function openStore({ key, version, read, empty, onProblem = () => {} }) {
  const storage = browserStorage();
  let memory = { data: empty(), revision: 0 }; // the value when storage is off, or not writable
  let saving = storage !== null;
  if (!saving) onProblem({ kind: "not-saved" });

  let reported = null; // the raw value last set aside: a value that could not be moved is told once

  /** Copy `raw` to a backup key and clear the store's own key. Returns the backup key, or null
   * when there is no room for the copy: then the value stays where it is and the store saves
   * nothing more, so no later write can replace it. */
  function moveAside(raw) {
    const backup = backupKey(storage, key);
    try {
      storage.setItem(backup, raw);
    } catch {
      saving = false;
      return null;
    }
    try {
      storage.removeItem(key);
    } catch {
      saving = false; // the copy exists, but the original could not be cleared: leave both alone
    }
    return backup;
  }

  function setAside(raw, error) {
    if (raw === reported) return;
    reported = raw;
    const backup = moveAside(raw);
    const kind = error instanceof UnreadableData ? error.kind : "unreadable";
    onProblem({ kind, backup: backup ?? key, saving, reason: String(error?.message ?? error),
      params: error?.params ?? {} });
  }

  /** The stored value as {data, revision}, checked; what cannot be read is set aside. */
  function load() {
    if (!saving) return memory;
    let raw;
    try {
      raw = storage.getItem(key);
    } catch {
      return memory;
    }
    if (raw === null) return { data: empty(), revision: 0 };
    try {
      const { value, salvaged, revision } = readEnvelope(raw, version, read);
      if (!salvaged) return { data: value, revision };
      setAside(raw, new UnreadableData("part of the stored value could not be read"));
      write(value, revision + 1); // what was read stays stored; the original is in the backup
      return memory; // (or, with no room for the backup, only in memory: the original stays)
    } catch (error) {
      setAside(raw, error);
      memory = { data: empty(), revision: 0 };
      return memory;
    }
  }

  function write(data, revision) {
    memory = { data, revision };
    if (!saving) return false;
    try {
      storage.setItem(key, JSON.stringify({ version, revision, data }));
      return true;
    } catch {
      saving = false; // quota full or storage revoked: keep going in memory, and say so once
      onProblem({ kind: "not-saved" });
      return false;
    }
  }

  return {
    key,
    load,
    /** Is this store still writing to local storage? False once it keeps its value in memory. */
    get saving() {
      return saving;
    },
    /**
     * The page found the stored value unusable (the engine refused it): back it up and start
     * clean. Returns the key that holds the old value now: a backup key, or the store's own key
     * when there was no room for a copy (and then the store saves nothing more).
     */
    discard() {
      memory = { data: empty(), revision: 0 };
      if (!saving) return key;
      let raw = null;
      try {
        raw = storage.getItem(key);
      } catch {
        saving = false;
      }
      if (raw === null) return key;
      reported = raw;
      const backup = moveAside(raw);
      if (backup === null) return key;
      write(empty(), 0); // other tabs hear of a clean start too
      return backup;
    },
    /**
     * Change the stored value: `change(current)` gets a fresh, checked read and returns the new
     * data, or undefined to leave it as it is. Returns {data, revision, changed}.
     */
    update(change) {
      const current = load();
      const next = change(current.data, current.revision);
      if (next === undefined) return { ...current, changed: false };
      const revision = current.revision + 1;
      write(next, revision);
      return { data: next, revision, changed: true };
    },
    /** Call `onChange({data, revision})` whenever another tab changes this store. */
    subscribe(onChange) {
      if (!saving) return;
      window.addEventListener("storage", (event) => {
        if (event.storageArea !== storage || (event.key !== key && event.key !== null)) return;
        onChange(load());
      });
    },
  };
}

function readEnvelope(raw, version, read) {
  const parsed = JSON.parse(raw);
  const enveloped = isObject(parsed) && Object.hasOwn(parsed, "version");
  if (enveloped) {
    check(parsed.version === version, `version ${JSON.stringify(parsed.version)} is not ${version}`);
    check(isCount(parsed.revision), "the revision is not a count");
  }
  const answer = read(enveloped ? parsed.data : parsed, enveloped ? parsed.version : null);
  const salvaged = isObject(answer) && answer.salvaged === true;
  return { value: salvaged ? answer.value : answer, salvaged, revision: enveloped ? parsed.revision : 0 };
}

function backupKey(storage, key) {
  const stamp = new Date().toISOString();
  let candidate = `${key}:backup:${stamp}`;
  for (let n = 2; storage.getItem(candidate) !== null; n += 1) candidate = `${key}:backup:${stamp}:${n}`;
  return candidate;
}

/** window.localStorage if the page may read it (reading the property itself throws when the
 * browser forbids storage for the site). A full quota shows only when writing. */
function browserStorage() {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    storage.getItem("learn-pitch:probe");
    return storage;
  } catch {
    return null;
  }
}
