// The games the page has a table for: game id -> how to load its module, its stylesheets
// (on the page while its table is up, applied in their order) and its picture for the game picker. The ids are the bridge's (`hello.games`, Python's GAMES); the page
// lists a game only when the bridge serves it too. A game whose table is not built yet has
// no entry here. Its name and one-line description are the house's strings
// (`games.<id>.name`, `games.<id>.tagline`, `games.<id>.about`).

const here = (path) => new URL(path, import.meta.url).href;

export const GAMES = {
  paodekuai: {
    load: () => import("./paodekuai/index.js"),
    // (its parts, along their seams; the last, the layout per screen and the guide, win)
    stylesheets: ["table", "felt", "controls", "hand", "result", "screens", "coach", "guide"]
      .map((part) => here(`../../css/games/paodekuai/${part}.css`)),
    picture: here("../../icons/games/paodekuai.svg"),
  },
  paohuzi: {
    load: () => import("./paohuzi/index.js"),
    // (its parts by role: the faces and the hand, the panels and the table, the layout per
    // screen, which wins)
    stylesheets: ["cards", "table", "layouts"].map((part) => here(`../../css/games/paohuzi/${part}.css`)),
    picture: here("../../icons/games/paohuzi.svg"),
  },
};

/** The ids of GAMES, in the picker's order. */
export const GAME_IDS = Object.keys(GAMES);
