// Small DOM helpers shared by the tools. Everything is built with DOM calls and text nodes:
// no string from the engine, a record or a URL is ever parsed as HTML.
import { formatWords } from "./plural.js";

/**
 * A child of el() and append(): a node; text (a number, or `true`, as its text); nothing (null,
 * undefined, false); or a list of these, nested as deep as it comes. (The list is written as what
 * it is read as, indexed items and a length: a JSDoc type may not name itself inside Array<>.)
 * @typedef {Node | string | number | boolean | null | undefined | {readonly [index: number]: Child, readonly length: number}} Child
 *
 * An attribute of el(): left out when null, undefined or false, present and empty when true, else
 * its text; `class` is the class list, and `on<event>` a listener of that event (Listeners gives
 * it the event's type: `onkeydown: (event) => …` has a KeyboardEvent).
 * @typedef {string | number | boolean | null | undefined | ((event: never) => unknown)} Attr
 * @typedef {{[E in keyof HTMLElementEventMap as `on${E}`]?: (event: HTMLElementEventMap[E]) => unknown}} Listeners
 * @typedef {Listeners & {[name: string]: Attr}} Attrs
 * @typedef {import("./plural.js").Words} Words
 * @typedef {import("./plural.js").Params} Params
 */

/** el("button", {type: "button", onclick}, "text", child...)
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {Attrs} [attrs] @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]} */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") node.className = String(value);
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), /** @type {EventListener} */ (value));
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

/** @template {ParentNode} N @param {N} node @param {Child} children @returns {N} */
export function append(node, children) {
  for (const child of [children].flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** "{n} of {total}" with params; a missing param stays visible rather than breaking the text. A
 * counted word ({one, few, many, other}) takes the form for its number, and numbers are written
 * as the page's language writes them (web/common/plural.js). */
/** @param {Words} template @param {Params} [params] */
export function format(template, params = {}) {
  return formatWords(template, params);
}

let uniqueCounter = 0;
/** An id no other element of the page has (labels and aria references need them).
 * @param {string} prefix */
export function uniqueId(prefix) {
  uniqueCounter += 1;
  return `${prefix}-${uniqueCounter}`;
}

/** A labelled form field: <label for=id>text</label> and the control.
 * @param {Child} label @param {HTMLElement} control @param {Child} [hint] */
export function field(label, control, hint) {
  if (!control.id) control.id = uniqueId("lp-field");
  const parts = [el("label", { for: control.id }, label), control];
  if (hint) {
    const note = el("span", { class: "lp-field-hint", id: uniqueId("lp-hint") }, hint);
    control.setAttribute("aria-describedby", note.id);
    parts.push(note);
  }
  return el("div", { class: "lp-field" }, parts);
}

/** @param {Array<[string | number, Child]>} options @param {unknown} value @param {Attrs} [attrs] */
export function select(options, value, attrs = {}) {
  return el("select", attrs, options.map(([optionValue, label]) =>
    el("option", { value: optionValue, selected: String(optionValue) === String(value) }, label)));
}

/** @param {Child} label @param {(event: MouseEvent) => unknown} onclick @param {Attrs} [attrs] */
export function button(label, onclick, attrs = {}) {
  return el("button", { type: "button", class: "md-button", onclick, ...attrs }, label);
}
