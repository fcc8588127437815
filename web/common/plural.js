// Counts and numbers as the reader's language writes them. A counted word comes from the tools'
// data as its forms by CLDR plural category ({one: "{n} karta", few: "{n} karty", many: …,
// other: "{n} karet"}, built per language by tools/plural_words.py from the catalogs); the count
// picks its form with Intl.PluralRules, and every number is written with Intl.NumberFormat
// ("9,6", never "9.6", in Czech). Plain strings keep working unchanged.

/**
 * A word as the tools' data gives it: a plain string, or a counted word's forms by CLDR plural
 * category, `count` naming the field it counts when that is not its first number.
 * @typedef {string | PluralForms} Words
 * @typedef {{zero?: string, one?: string, two?: string, few?: string, many?: string, other: string, count?: string}} PluralForms
 * @typedef {Object<string, unknown>} Params a template's fields: numbers written in the language's way, the rest as text
 */

/** The page's language: Material writes it on <html lang>. */
export function pageLanguage() {
  return (typeof document !== "undefined" && document.documentElement.lang) || "en";
}

/** @type {Map<string, Intl.NumberFormat>} */
const numberFormats = new Map();
/** @type {Map<string, Intl.PluralRules>} */
const pluralRules = new Map();

/**
 * @template T
 * @param {Map<string, T>} map @param {string} lang @param {(lang: string) => T} make @returns {T}
 */
function cached(map, lang, make) {
  const known = map.get(lang);
  if (known !== undefined) return known;
  const made = make(lang);
  map.set(lang, made);
  return made;
}

/** 9.6 → "9,6" in cs, "9.6" in en; no grouping (scores and counts stay "1250").
 * @param {number} value @param {string} [lang] */
export function formatNumber(value, lang = pageLanguage()) {
  return cached(numberFormats, lang, (l) => new Intl.NumberFormat(l, { useGrouping: false, maximumFractionDigits: 2 }))
    .format(value);
}

/** The CLDR category of a count: "one", "few", "many" or "other".
 * @param {number} count @param {string} [lang] */
export function pluralCategory(count, lang = pageLanguage()) {
  return cached(pluralRules, lang, (l) => new Intl.PluralRules(l)).select(count);
}

/** The form of a counted word for `count` (a plain string is its own form).
 * @param {Words} words @param {number} count @param {string} [lang] @returns {string} */
export function pluralForm(words, count, lang = pageLanguage()) {
  if (typeof words === "string") return words;
  const category = pluralCategory(count, lang);
  return words[category] ?? words.other ?? Object.values(words)[0];
}

// A word's grammatical forms, by the word as it is shown: "Kreuz-Bube" -> {acc: "den Kreuz-Buben", ...}.
// The card painter registers its names' forms from the tools' data (pitch_core/grammar.py builds
// them from the catalogs); a template asks for one with "{card:acc}", and a word without that form
// is said as it is, so a missing form never leaves a gap.
/** @type {Map<string, Object<string, string>>} */
const wordForms = new Map();

/** @param {string | undefined} word @param {Object<string, string> | undefined} forms */
export function registerForms(word, forms) {
  if (word && forms) wordForms.set(String(word), forms);
}

/** `value` in the grammatical `form` a template asks for, when the language gives one.
 * @param {unknown} value @param {string | undefined} form @returns {string} */
export function inForm(value, form) {
  const text = String(value);
  return (form && wordForms.get(text)?.[form]) || text;
}

const FIELD = /\{(\w+)(?::(\w+))?\}/g;

/** The number a counted word counts: the first of its fields the page gave a number for.
 * @param {Words} words @param {Params} params @returns {number | undefined} */
export function countOf(words, params) {
  // a counted word may name the field it counts ("from {before} to {after} points" counts "after")
  if (typeof words !== "string" && words.count) {
    const counted = params[words.count];
    if (typeof counted === "number") return counted;
  }
  const template = typeof words === "string" ? words : words.other ?? Object.values(words)[0];
  for (const [, key] of template.matchAll(FIELD)) {
    const value = params[key];
    if (typeof value === "number") return value;
  }
  return undefined;
}

// "{team|pl=haben|hat}": words chosen by what a field agrees as, the engine's message syntax
// (pitch_core/messages.py): a count's CLDR category ("one", "few" ...) or the count itself ("1"),
// a list's "pl" (two or more) or "sg", a word's tags as registered ("agr: pl" in its forms); the
// first alternative whose tag the value has, else the one without a tag. An alternative may hold
// fields ("{n|one=o carte|{n} cărți}").
const SELECT = /\{(\w+)((?:\|(?:[^{}|]|\{\w+(?::\w+)?\})*)+)\}/g;

/** What a field's value agrees as.
 * @param {unknown} value @param {string} lang @returns {Set<string>} */
function agreementOf(value, lang) {
  if (typeof value === "number" && Number.isFinite(value)) {
    return new Set([pluralCategory(value, lang), formatNumber(value, lang)]);
  }
  if (Array.isArray(value)) return new Set([value.length > 1 ? "pl" : "sg"]);
  const tags = wordForms.get(String(value))?.agr;
  return new Set(tags ? tags.split(/\s+/) : ["sg"]);
}

/** The template with each selector replaced by the alternative its field's value chooses.
 * @param {string} template @param {Params} params @param {string} lang */
function selectWords(template, params, lang) {
  return template.replace(SELECT, (/** @type {string} */ whole, /** @type {string} */ key, /** @type {string} */ alternatives) => {
    if (!(key in params)) return whole;
    const tags = agreementOf(params[key], lang);
    let fallback = "";
    for (const alternative of alternatives.slice(1).split("|")) {
      const tagged = /^(\w+)=([\s\S]*)$/.exec(alternative);
      if (!tagged) fallback = fallback || alternative;
      else if (tags.has(tagged[1])) return tagged[2];
    }
    return fallback;
  });
}

/** A word with its fields filled in: the plural form for the count, the words its fields agree
 * with chosen, numbers in the language's way.
 * @param {Words} words @param {Params} [params] @param {string} [lang] @returns {string} */
export function formatWords(words, params = {}, lang = pageLanguage()) {
  const count = countOf(words, params);
  const template = selectWords(count === undefined ? pluralForm(words, NaN, lang) : pluralForm(words, count, lang), params, lang);
  return template.replace(FIELD, (/** @type {string} */ whole, /** @type {string} */ key, /** @type {string | undefined} */ form) => {
    if (!(key in params)) return whole;
    const value = params[key];
    return typeof value === "number" && Number.isFinite(value) ? formatNumber(value, lang) : inForm(value, form);
  });
}

/** @type {Map<string, Intl.ListFormat>} */
const listFormats = new Map();

/** Words said as the language lists them: "A, B and C" ("A, B und C", "A, B și C"), so that two
 * card names never run together ("großer Joker kleiner Joker").
 * @param {unknown[]} items @param {string} [lang] */
export function listOf(items, lang = pageLanguage()) {
  return cached(listFormats, lang, (l) => new Intl.ListFormat(l, { type: "conjunction" })).format(items.map(String));
}
