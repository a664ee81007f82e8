// The person's arrangement of the hand in columns: which cards stand together, left to
// right. It starts every deal as the engine arranges the hand (the view's table.columns,
// paohuzi/arrange.py) and then follows the person's moves; it is the page's state, kept
// in the game's table state (host.state), so a move shows at once and survives a reload.
// It holds no rule: the view says which cards are 坎 (locked in their column, table.kan)
// and what a complete column is worth (table.set_huxi); during a deal a hand only loses
// cards (every card taken in goes to the table), so keeping the arrangement in step with
// the hand means taking out the cards that left it.

/** Most cards in one column (as the engine's arrangement). */
export const MAX_CARDS = 4;

/** Canonical card order (x1 … x10, d1 … d10): the engine's notation order. */
function order(code) {
  return (code[0] === "d" ? 10 : 0) + Number(code.slice(1));
}

export function sortCodes(codes) {
  return codes.slice().sort((a, b) => order(a) - order(b));
}

function counts(codes) {
  const m = new Map();
  for (const c of codes) m.set(c, (m.get(c) || 0) + 1);
  return m;
}

export class Arrangement {
  /** @param {{read: () => any, write: (value: any) => void}} state the game's table state */
  constructor(state) {
    this.state = state;
    this.key = null;
    this.columns = [];
    this.kan = new Set();
    this.setHuxi = {};
    this.kanHuxi = {};
  }

  /**
   * Bring the arrangement in step with `view` (the bridge's view): a new deal starts from
   * the engine's columns; else the kept columns lose the cards no longer held. Returns the
   * columns (arrays of card codes).
   */
  sync(view) {
    const t = view.table;
    this.kan = new Set(t.kan);
    this.setHuxi = t.set_huxi;
    this.kanHuxi = Object.fromEntries(t.columns.filter((c) => c.kind === "kan").map((c) => [c.cards[0], c.huxi]));
    const key = `${view.settings.seed}/${view.match.number}`;
    if (this.key !== key) {
      const saved = this.read();
      this.key = key;
      this.columns = saved && saved.key === key ? saved.columns : null;
    }
    const hand = view.hand;
    if (!this.columns || !this.fits(hand)) this.columns = t.columns.map((c) => c.cards.slice());
    else this.trim(hand);
    this.save();
    return this.columns;
  }

  /** The kept columns can hold `hand`: every card of the hand is in them (as often). */
  fits(hand) {
    const have = counts(this.columns.flat());
    for (const [c, n] of counts(hand)) if ((have.get(c) || 0) < n) return false;
    return true;
  }

  /** Take out the cards the hand no longer holds (the rightmost copies), and empty columns. */
  trim(hand) {
    const want = counts(hand);
    const have = counts(this.columns.flat());
    for (const [c, n] of have) {
      let extra = n - (want.get(c) || 0);
      for (let i = this.columns.length - 1; i >= 0 && extra > 0; i -= 1) {
        const col = this.columns[i];
        for (let j = col.length - 1; j >= 0 && extra > 0; j -= 1) {
          if (col[j] === c) {
            col.splice(j, 1);
            extra -= 1;
          }
        }
      }
    }
    this.columns = this.columns.filter((col) => col.length);
  }

  /** Take out one card at (column, index), e.g. the one the person discards. */
  remove(column, index) {
    const col = this.columns[column];
    if (!col || index < 0 || index >= col.length) return;
    col.splice(index, 1);
    this.columns = this.columns.filter((c) => c.length);
    this.save();
  }

  /** Start again from the engine's arrangement of `view`'s hand (the re-arrange button). */
  reset(view) {
    this.columns = view.table.columns.map((c) => c.cards.slice());
    this.save();
    return this.columns;
  }

  locked(code) {
    return this.kan.has(code);
  }

  /** A column of a 坎 (three identical cards the view says are one): it takes no other card. */
  isKanColumn(col) {
    return col.length === 3 && col.every((c) => c === col[0]) && this.kan.has(col[0]);
  }

  /**
   * Whether the card at (from, index) may go to column `to` (an index, or "new" for a new
   * column): never a 坎's card, never into a 坎's column or a full one. Returns a reason
   * ("locked", "kan", "full") or "" when it may.
   */
  refusal(from, index, to) {
    const code = this.columns[from] && this.columns[from][index];
    if (!code) return "none";
    if (this.locked(code)) return "locked";
    if (to === "new") return "";
    if (to === from) return "same";
    const col = this.columns[to];
    if (!col) return "none";
    if (this.isKanColumn(col)) return "kan";
    if (col.length >= MAX_CARDS) return "full";
    return "";
  }

  /** Move the card at (from, index) to column `to` ("new": a new column at `at`, else the
   * end). Returns the card's new place `{column, index}`, or null when refused. */
  move(from, index, to, at = null) {
    if (this.refusal(from, index, to)) return null;
    const [code] = this.columns[from].splice(index, 1);
    let column;
    if (to === "new") {
      column = at === null ? this.columns.length : Math.max(0, Math.min(at, this.columns.length));
      this.columns.splice(column, 0, [code]);
      const source = from >= column ? from + 1 : from;
      if (!this.columns[source].length) {
        this.columns.splice(source, 1);
        if (source < column) column -= 1;
      }
    } else {
      this.columns[to] = sortCodes([...this.columns[to], code]);
      column = to;
      if (!this.columns[from].length) {
        this.columns.splice(from, 1);
        if (from < column) column -= 1;
      }
    }
    this.save();
    return { column, index: this.columns[column].indexOf(code) };
  }

  /** The 胡息 of a column when it is a complete set or a 坎 (the view's figures), else null. */
  huxi(col) {
    if (this.isKanColumn(col)) return this.kanHuxi[col[0]] ?? null;
    if (col.length !== 3) return null;
    const key = sortCodes(col).join(" ");
    return Object.hasOwn(this.setHuxi, key) ? this.setHuxi[key] : null;
  }

  read() {
    const s = this.state.read();
    const a = s && typeof s === "object" ? s.arrangement : null;
    if (!a || typeof a.key !== "string" || !Array.isArray(a.columns)) return null;
    if (!a.columns.every((c) => Array.isArray(c) && c.length && c.every((x) => typeof x === "string"))) return null;
    return a;
  }

  save() {
    const s = this.state.read();
    const base = s && typeof s === "object" && !Array.isArray(s) ? s : {};
    this.state.write({ ...base, arrangement: { key: this.key, columns: this.columns } });
  }
}
