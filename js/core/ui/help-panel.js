// Rules and tips inside the app: a panel with one tab per topic. The topics and their
// texts are the game's (catalogue entries of its namespace, written in a small markup: see
// the note in js/games/paodekuai/i18n/en.js), turned into DOM nodes here with
// createElement/textContent only, so a catalogue can never inject markup.
//
// A game may also write tokens such as `{card x2}` in its texts (a word, a space, one
// argument, in braces) and supply the renderer that turns them into nodes (the game
// module's optional `helpToken(name, arg)`, passed here as `token`): this panel knows no game,
// so it only finds the tokens and puts the renderer's node in their place. A token the
// renderer does not know (it returns null) stays as written; without a renderer nothing is
// read as a token, so a game that writes none renders as before.
import { t } from "../i18n/index.js";
import { el } from "./dom.js";
import { Panel } from "./dialog.js";

const TOKEN = /\{([a-z]+) ([^{}\s]+)\}/g;

/** Plain text as nodes: text nodes, and each token the renderer knows as its node. */
function plain(text, token) {
  if (!token) return [document.createTextNode(text)];
  const out = [];
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    const node = token(m[1], m[2]);
    if (!node) continue;
    if (m.index > at) out.push(document.createTextNode(text.slice(at, m.index)));
    out.push(node);
    at = m.index + m[0].length;
  }
  if (at < text.length || !out.length) out.push(document.createTextNode(text.slice(at)));
  return out;
}

/** Text with **bold** spans (and tokens, see above), as nodes. */
function inline(text, token) {
  return text.split(/\*\*(.+?)\*\*/).flatMap((part, i) => {
    if (!(i % 2)) return plain(part, token);
    const strong = el("strong");
    strong.append(...plain(part, token));
    return [strong];
  });
}

function cells(line) {
  return line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((c) => c.trim());
}

function table(rows, token) {
  const node = el("table", "help-table");
  const head = el("tr");
  for (const c of cells(rows[0])) {
    const th = el("th");
    th.scope = "col";
    th.append(...inline(c, token));
    head.append(th);
  }
  const thead = el("thead");
  thead.append(head);
  const tbody = el("tbody");
  for (const line of rows.slice(1)) {
    const tr = el("tr");
    cells(line).forEach((c, i) => {
      const cell = el(i === 0 ? "th" : "td");
      if (i === 0) cell.scope = "row";
      if (/^[-+−]?\d+$/.test(c)) cell.classList.add("num"); // (a figure: never broken over lines)
      cell.append(...inline(c, token));
      tr.append(cell);
    });
    tbody.append(tr);
  }
  node.append(thead, tbody);
  const wrap = el("div", "table-wrap");
  wrap.tabIndex = 0; // a table wider than a phone scrolls sideways: the keyboard must reach it too
  wrap.append(node);
  return wrap;
}

/**
 * Nodes for a text in the catalogue's markup: "## " heading lines, runs of "- " list
 * lines, runs of "|" table lines (first row the header), other lines joined into
 * paragraphs; a blank line ends a paragraph, list or table.
 * @param {string} text
 * @param {{token?: ((name: string, arg: string) => Node | null) | null}} [opts] `token`: the
 *   game's renderer of the `{name arg}` tokens in its text (see the note at the top)
 */
export function renderMarkup(text, { token = null } = {}) {
  const out = [];
  let run = null; // {kind: "p" | "ul" | "table", lines: []}
  const flush = () => {
    if (!run) return;
    if (run.kind === "p") {
      const p = el("p");
      p.append(...inline(run.lines.join(" "), token));
      out.push(p);
    } else if (run.kind === "ul") {
      const ul = el("ul");
      for (const line of run.lines) {
        const li = el("li");
        li.append(...inline(line, token));
        ul.append(li);
      }
      out.push(ul);
    } else {
      out.push(table(run.lines, token));
    }
    run = null;
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    let kind = "p";
    let content = line;
    if (!line) {
      flush();
      continue;
    }
    if (line.startsWith("## ")) {
      flush();
      out.push(el("h3", "", line.slice(3)));
      continue;
    }
    if (line.startsWith("- ")) {
      kind = "ul";
      content = line.slice(2);
    } else if (line.startsWith("|")) {
      kind = "table";
    }
    if (!run || run.kind !== kind) {
      flush();
      run = { kind, lines: [] };
    }
    run.lines.push(content);
  }
  flush();
  return out;
}

/** The "Rules and tips" panel: a tab list (arrow keys move between tabs) and one panel per topic. */
export class HelpPanel extends Panel {
  /**
   * @param {object} opts
   * @param {[string, string[]][]} opts.topics tab name -> catalogue keys of its texts, in order
   * @param {import("../i18n/index.js").Strings} opts.strings the game's namespace: the texts and
   *   the tabs' names (`help.tab.<name>`)
   * @param {{label: string, run: () => void}|null} [opts.action] a button below the topics
   *   (the game's, in words): pressed, the panel closes, then `run()` (e.g. a guide starts)
   * @param {((name: string, arg: string) => Node | null) | null} [opts.token] the game's
   *   renderer of the tokens in its texts (renderMarkup), e.g. `{card x2}` as a card's face
   */
  constructor({ topics, strings, action = null, token = null }) {
    super({ id: "help", title: t("help.title"), className: "panel-help" });
    this.topics = topics;
    this.tablist = el("div", "tabs");
    this.tablist.setAttribute("role", "tablist");
    this.tablist.setAttribute("aria-label", t("help.tabs"));
    this.tabs = [];
    this.pages = [];
    for (const [name, keys] of topics) {
      const tab = el("button", "tab", strings.t(`help.tab.${name}`));
      tab.type = "button";
      tab.id = `help-tab-${name}`;
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-controls", `help-page-${name}`);
      tab.addEventListener("click", () => this.show(name));
      const page = el("div", "help-page");
      page.id = `help-page-${name}`;
      page.setAttribute("role", "tabpanel");
      page.setAttribute("aria-labelledby", tab.id);
      page.tabIndex = 0;
      page.dataset.topic = name;
      for (const key of keys) {
        const section = el("section", "help-section");
        section.dataset.text = key;
        section.append(...renderMarkup(strings.t(key), { token }));
        page.append(section);
      }
      this.tabs.push(tab);
      this.pages.push(page);
      this.tablist.append(tab);
    }
    this.tablist.addEventListener("keydown", (e) => {
      const i = this.tabs.indexOf(document.activeElement);
      if (i < 0) return;
      const n = this.tabs.length;
      const to = { ArrowRight: (i + 1) % n, ArrowLeft: (i + n - 1) % n, Home: 0, End: n - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      this.show(topics[to][0]);
      this.tabs[to].focus();
    });
    this.body.append(this.tablist, ...this.pages);
    if (action) {
      const b = el("button", "btn help-action", action.label);
      b.type = "button";
      b.addEventListener("click", () => {
        // run once closed: the focus has gone back to the opener by then, and may move on
        this.dialog.addEventListener("close", () => action.run(), { once: true });
        this.close();
      });
      const row = el("div", "panel-actions");
      row.append(b);
      this.body.append(row);
    }
    this.show(topics[0][0]);
  }

  /** Select topic `name`. */
  show(name) {
    this.topics.forEach(([topic], i) => {
      const on = topic === name;
      this.tabs[i].setAttribute("aria-selected", on ? "true" : "false");
      this.tabs[i].tabIndex = on ? 0 : -1;
      this.pages[i].hidden = !on;
    });
    this.body.scrollTop = 0;
  }

  /** Open on topic `name` (the one last shown if omitted). */
  openAt(name) {
    if (name) this.show(name);
    this.open();
  }
}
