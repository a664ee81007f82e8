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

/**
 * Keep `node`'s `data-more` saying which way it scrolls further: "start" (content above),
 * "end" (content below), "start end", or absent when it all shows. A style sheet draws the
 * sign from it (touch screens show no scroll bar until a scroll begins). Absent while the
 * node is not a scroll box (its overflow-y neither auto nor scroll, as a layout may make it).
 * Updated on scroll, on a change of the node's size and on any change of its content.
 * @param {HTMLElement} node a scroll container (overflow: auto)
 */
export function markOverflow(node) {
  let queued = false;
  const update = () => {
    queued = false;
    const more = [];
    // (only while it is a scroll box: a layout where it is not lets its content show)
    if (["auto", "scroll"].includes(getComputedStyle(node).overflowY)) {
      const start = node.scrollTop;
      const end = node.scrollHeight - node.clientHeight - node.scrollTop;
      if (start > 1) more.push("start");
      if (end > 1) more.push("end");
      // the fade no deeper than what is hidden (a box 3 px short faded a whole card's foot)
      node.style.setProperty("--more-start", `${Math.round(Math.min(start, 18))}px`);
      node.style.setProperty("--more-end", `${Math.round(Math.min(end, 18))}px`);
    }
    const value = more.join(" ");
    if (value) {
      if (node.dataset.more !== value) node.dataset.more = value;
    } else if ("more" in node.dataset) {
      delete node.dataset.more;
    }
  };
  const soon = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  node.addEventListener("scroll", soon, { passive: true });
  new ResizeObserver(soon).observe(node);
  new MutationObserver(soon).observe(node, { childList: true, subtree: true });
}
