// The keys of Pao De Kuai's table (the README's key table and the help's "Controls" say
// the same). Off while a panel is open, and inside form fields and dialogs.

/** Keys that pick a rank (case-insensitive): digits, T/0 for ten, J Q K A. */
export const RANK_KEYS = { 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 0: "T", t: "T", j: "J", q: "Q", k: "K", a: "A", 2: "2" };

/** Keys that move the focus: after one of them, Enter on a focused button is that button's. */
export const NAV_KEYS = new Set(["Tab", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/** The other keys (lowercase letters) and what they do. */
export const KEYS = {
  Enter: "play", // play the selection
  Escape: "clear", // clear the selection
  p: "pass",
  h: "hint", // again: the next hint
  c: "counter", // show or hide the card counter
  l: "log", // open the deal log
};
