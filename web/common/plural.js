// Counts and numbers as the reader's language writes them. A counted word comes from the tools'
// data as its forms by CLDR plural category ({one: "{n} karta", few: "{n} karty", many: …,
// other: "{n} karet"}, built per language by tools/plural_words.py from the catalogs); the count
// picks its form with Intl.PluralRules, and every number is written with Intl.NumberFormat
// ("9,6", never "9.6", in Czech). Plain strings keep working unchanged.

/** The page's language: Material writes it on <html lang>. */
export function pageLanguage() {
  return (typeof document !== "undefined" && document.documentElement.lang) || "en";
}

const numberFormats = new Map();
const pluralRules = new Map();

function cached(map, lang, make) {
  if (!map.has(lang)) map.set(lang, make(lang));
  return map.get(lang);
}

/** 9.6 → "9,6" in cs, "9.6" in en; no grouping (scores and counts stay "1250"). */
export function formatNumber(value, lang = pageLanguage()) {
  return cached(numberFormats, lang, (l) => new Intl.NumberFormat(l, { useGrouping: false, maximumFractionDigits: 2 }))
    .format(value);
}

/** The CLDR category of a count: "one", "few", "many" or "other". */
export function pluralCategory(count, lang = pageLanguage()) {
  return cached(pluralRules, lang, (l) => new Intl.PluralRules(l)).select(count);
}

/** The form of a counted word for `count` (a plain string is its own form). */
export function pluralForm(words, count, lang = pageLanguage()) {
  if (typeof words === "string") return words;
  const category = pluralCategory(count, lang);
  return words[category] ?? words.other ?? Object.values(words)[0];
}

// A word's grammatical forms, by the word as it is shown: "Kreuz-Bube" -> {acc: "den Kreuz-Buben", ...}.
// The card painter registers its names' forms from the tools' data (pitch_core/grammar.py builds
// them from the catalogs); a template asks for one with "{card:acc}", and a word without that form
// is said as it is, so a missing form never leaves a gap.
const wordForms = new Map();

export function registerForms(word, forms) {
  if (word && forms) wordForms.set(String(word), forms);
}

/** `value` in the grammatical `form` a template asks for, when the language gives one. */
export function inForm(value, form) {
  const text = String(value);
  return (form && wordForms.get(text)?.[form]) || text;
}

const FIELD = /\{(\w+)(?::(\w+))?\}/g;

/** The number a counted word counts: the first of its fields the page gave a number for. */
export function countOf(words, params) {
  // a counted word may name the field it counts ("from {before} to {after} points" counts "after")
  if (typeof words !== "string" && words.count && typeof params[words.count] === "number") return params[words.count];
  const template = typeof words === "string" ? words : words.other ?? Object.values(words)[0];
  for (const [, key] of template.matchAll(FIELD)) {
    if (typeof params[key] === "number") return params[key];
  }
  return undefined;
}

/** A word with its fields filled in: the plural form for the count, numbers in the language's way. */
export function formatWords(words, params = {}, lang = pageLanguage()) {
  const count = countOf(words, params);
  const template = count === undefined ? pluralForm(words, NaN, lang) : pluralForm(words, count, lang);
  return template.replace(FIELD, (whole, key, form) => {
    if (!(key in params)) return whole;
    const value = params[key];
    return typeof value === "number" && Number.isFinite(value) ? formatNumber(value, lang) : inForm(value, form);
  });
}

const listFormats = new Map();

/** Words said as the language lists them: "A, B and C" ("A, B und C", "A, B și C"), so that two
 * card names never run together ("großer Joker kleiner Joker"). */
export function listOf(items, lang = pageLanguage()) {
  return cached(listFormats, lang, (l) => new Intl.ListFormat(l, { type: "conjunction" })).format(items.map(String));
}
