// Pao De Kuai's first-visit guide (issue 15, item 7): four short steps over the real table
// (your hand, the play to beat, Play / Pass / Hint with what is said, Rules and tips). The
// guide itself (its box, its placing, when it starts) is the house's: js/core/ui/guide.js.

/** The steps: catalogue keys `guide.<key>.title` / `guide.<key>.text`, and the parts of the
 * page they point at (`parts(board)`: the elements ringed; the box keeps clear of them all). */
export const GUIDE_STEPS = [
  { key: "hand", parts: (board) => [board.querySelector("#seat-0 .hand")] },
  // the play (or, before it, the caption saying who leads): its cards and caption as drawn
  { key: "table", parts: (board) => [board.querySelector("#table .play-cards"), board.querySelector("#table .play-caption")] },
  { key: "controls", parts: (board) => [board.querySelector(".controls")] },
  { key: "help", parts: () => [document.getElementById("btn-rules")] },
];
