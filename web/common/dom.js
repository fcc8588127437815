// Small DOM helpers shared by the tools. Everything is built with DOM calls and text nodes:
// no string from the engine, a record or a URL is ever parsed as HTML.
import { formatWords } from "./plural.js";

/** el("button", {type: "button", onclick}, "text", child...) */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") node.className = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

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
export function format(template, params = {}) {
  return formatWords(template, params);
}

let uniqueCounter = 0;
/** An id no other element of the page has (labels and aria references need them). */
export function uniqueId(prefix) {
  uniqueCounter += 1;
  return `${prefix}-${uniqueCounter}`;
}

/** A labelled form field: <label for=id>text</label> and the control. */
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

export function select(options, value, attrs = {}) {
  return el("select", attrs, options.map(([optionValue, label]) =>
    el("option", { value: optionValue, selected: String(optionValue) === String(value) }, label)));
}

export function button(label, onclick, attrs = {}) {
  return el("button", { type: "button", class: "md-button", onclick, ...attrs }, label);
}
