// Small line icons, drawn as inline SVG with DOM calls (no markup strings). Always
// decorative: the control that holds one carries the accessible name.
const NS = "http://www.w3.org/2000/svg";

const PATHS = {
  settings: ["M12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z",
    "M19.4 13.5l1.8 1.4-2 3.4-2.1-.8a7.6 7.6 0 0 1-2.3 1.3L14.5 21h-4l-.3-2.2a7.6 7.6 0 0 1-2.3-1.3l-2.1.8-2-3.4 1.8-1.4a7.7 7.7 0 0 1 0-2.9L3.8 9.1l2-3.4 2.1.8a7.6 7.6 0 0 1 2.3-1.3L10.5 3h4l.3 2.2a7.6 7.6 0 0 1 2.3 1.3l2.1-.8 2 3.4-1.8 1.4a7.7 7.7 0 0 1 0 2.9z"],
  rules: ["M4 4.5h6.5a2.5 2.5 0 0 1 2.5 2.5v13a2 2 0 0 0-2-2H4z", "M20 4.5h-6.5A2.5 2.5 0 0 0 11 7v13a2 2 0 0 1 2-2h7z"],
  stats: ["M4 20h16", "M7 16v-5", "M12 16V6", "M17 16v-8"],
  close: ["M6 6l12 12", "M18 6L6 18"],
  log: ["M9 6h11", "M9 12h11", "M9 18h11", "M4.5 6h.01", "M4.5 12h.01", "M4.5 18h.01"],
  lock: ["M6.5 11h11v9h-11z", "M8.5 11V8a3.5 3.5 0 0 1 7 0v3"],
  counter: ["M4 5h16v14H4z", "M4 12h16", "M9.3 5v14", "M14.7 5v14"],
  sound: ["M4 9.5h4l5-4v13l-5-4H4z", "M16.5 9a4 4 0 0 1 0 6", "M19 6.5a7.5 7.5 0 0 1 0 11"],
  muted: ["M4 9.5h4l5-4v13l-5-4H4z", "M16.5 9.5l5 5", "M21.5 9.5l-5 5"],
  group: ["M3 6h4v12H3z", "M8.5 6h4v12h-4z", "M15.5 6h5.5v12h-5.5z"],
};

/** An <svg> icon named `name` (one of PATHS), hidden from assistive technology. */
export function icon(name) {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", `icon icon-${name}`);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  for (const d of PATHS[name]) {
    const path = document.createElementNS(NS, "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

/**
 * An icon button that opens a panel (the table menu's, the deal log's): id `btn-<name>`,
 * named and titled `label` (already in words), `shortcut` its aria-keyshortcuts if any.
 */
export function toolButton(name, label, onClick, shortcut = "") {
  const b = document.createElement("button");
  b.className = `btn btn-icon tool tool-${name}`;
  b.type = "button";
  b.id = `btn-${name}`;
  b.setAttribute("aria-label", label);
  b.setAttribute("aria-haspopup", "dialog");
  b.title = label;
  if (shortcut) b.setAttribute("aria-keyshortcuts", shortcut);
  b.append(icon(name));
  b.addEventListener("click", onClick);
  return b;
}
