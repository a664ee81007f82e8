// Building the page with createElement/textContent only (never markup strings, which the
// Content-Security-Policy and the tests rule out).

/** A new `tag` element with `className` (if any) and the text `text` (if given). */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A table header cell with the text `text` heading its `scope` ("col" or "row"). */
export function headerCell(text, scope) {
  const th = el("th", "", text);
  th.scope = scope;
  return th;
}

/** A `<thead>` of one row of column headers, one per label (strings, in order). */
export function tableHead(labels) {
  const head = el("tr");
  head.append(...labels.map((label) => headerCell(label, "col")));
  const thead = el("thead");
  thead.append(head);
  return thead;
}

/** Mark `button` as unusable for now (it keeps its tab stop: aria-disabled), or usable again. */
export function setBlocked(button, blocked) {
  if (blocked) button.setAttribute("aria-disabled", "true");
  else button.removeAttribute("aria-disabled");
}
