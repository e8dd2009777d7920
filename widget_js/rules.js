// What the page needs of the rules: reading the synced hive, the legality check
// with its reason in words (the same sentences as Hive.check in Python), and the
// effect of a legal placement looked up in the table Python precomputed.
import { DIRECTIONS, edgeKind, fmtHex, hexKey, mod6, neighbor, tileTail } from "./hexmath.js";

export const ACTIONS = [
  { value: "forage", letter: "F", label: "Forage",
    help: "Move your forage token in the field, then collect a nectar tile or gain pollen." },
  { value: "produce", letter: "P", label: "Produce",
    help: "Put your fan on a tile hex: each nectar tile next to it without honey makes one honey." },
  { value: "market", letter: "M", label: "Market",
    help: "Sell one resource to the market or complete an order." },
  { value: "new_bee", letter: "N", label: "New Bee",
    help: "Move a worker from your supply to the nursery; it joins you at the next recall." },
  { value: "decree", letter: "D", label: "Decree",
    help: "Take any one of the five other hive actions." },
  { value: "accounting", letter: "A", label: "Accounting",
    help: "Gain five coins from the supply." },
];
export const ACTION_BY_VALUE = Object.fromEntries(ACTIONS.map((a) => [a.value, a]));
export const ACTION_BY_LETTER = Object.fromEntries(ACTIONS.map((a) => [a.letter, a]));

export const NECTARS = [
  { value: "wildflower", letter: "w", label: "Wildflower", pattern: "3 tiles, no dark border" },
  { value: "rosemary", letter: "r", label: "Rosemary", pattern: "4 tiles, dark tips side by side" },
  { value: "cherry_blossom", letter: "c", label: "Cherry Blossom",
    pattern: "4 tiles, dark tips opposite" },
  { value: "acacia", letter: "a", label: "Acacia", pattern: "5 tiles, four dark tips" },
];
export const NECTAR_BY_LETTER = Object.fromEntries(NECTARS.map((n) => [n.letter, n]));

export const EDGE_WORDS = {
  yellow: "yellow edge",
  waist: "plain waist edge (not yellow)",
  tip: "dark tip edge (not yellow)",
  joint: "joint",
};

export const FLAG_NECTAR = 1;
export const FLAG_HONEY = 2;
export const FLAG_CAPPED = 4;

export function capFirst(text) {
  return text.slice(0, 1).toUpperCase() + text.slice(1);
}

export function makeTile(action, anchor, d, index = -1) {
  return { action, anchor, d, tail: neighbor(anchor, d), index };
}

// The synced hive {tiles, cells, pockets} as lookups.
export function decodeHive(data) {
  const tiles = (data.tiles || []).map(([letter, q, r, d], i) =>
    makeTile(ACTION_BY_LETTER[letter].value, [q, r], d, i));
  const at = new Map();
  for (const t of tiles) {
    at.set(hexKey(t.anchor[0], t.anchor[1]), { tile: t, part: "anchor" });
    at.set(hexKey(t.tail[0], t.tail[1]), { tile: t, part: "tail" });
  }
  const cells = new Map();
  for (const [q, r, type, flags] of data.cells || []) {
    cells.set(hexKey(q, r), {
      hex: [q, r],
      type: type || null,
      nectar: Boolean(flags & FLAG_NECTAR),
      honey: Boolean(flags & FLAG_HONEY),
      capped: Boolean(flags & FLAG_CAPPED),
    });
  }
  const pockets = (data.pockets || []).map((p) => p.map(([q, r]) => [q, r]));
  return { tiles, at, cells, pockets };
}

export function describeTile(tile) {
  const label = ACTION_BY_VALUE[tile.action].label;
  return "the " + label + " tile at " + fmtHex(tile.anchor) + "-" + fmtHex(tileTail(tile));
}

export function describeCell(cell) {
  const kind = cell.type ? NECTAR_BY_LETTER[cell.type].label + " cell" : "barren cell";
  return "the " + kind + " at " + fmtHex(cell.hex);
}

export function tileHexes(tile) {
  return [["anchor", tile.anchor], ["tail", tileTail(tile)]];
}

// Whether `tile` may be placed in `hive` (decoded), with the reason in words.
// Mirrors Hive.check: {ok, code, reason, hexes}.
export function checkPlacement(hive, tile) {
  for (const [part, h] of tileHexes(tile)) {
    const key = hexKey(h[0], h[1]);
    const cell = hive.cells.get(key);
    if (cell) {
      return {
        ok: false, code: "cell", hexes: [h],
        reason: "The " + part + " hex " + fmtHex(h) + " is " + describeCell(cell) +
          ": cells stay open for nectar, tiles cannot cover them.",
      };
    }
    const other = hive.at.get(key);
    if (other) {
      return {
        ok: false, code: "occupied", hexes: [h],
        reason: "The " + part + " hex " + fmtHex(h) + " is already covered by " +
          describeTile(other.tile) + ".",
      };
    }
  }
  if (hive.tiles.length === 0) return { ok: true, code: null, reason: null, hexes: [] };
  let contacts = 0;
  const clashes = [];
  for (const [part, h] of tileHexes(tile)) {
    for (let e = 0; e < 6; e++) {
      const nb = [h[0] + DIRECTIONS[e][0], h[1] + DIRECTIONS[e][1]];
      const other = hive.at.get(hexKey(nb[0], nb[1]));
      if (!other) continue;
      const mine = edgeKind(tile, part, e);
      const theirs = edgeKind(other.tile, other.part, mod6(e + 3));
      if (mine === "yellow" && theirs === "yellow") contacts += 1;
      else clashes.push({ part, h, nb, other: other.tile, mine, theirs });
    }
  }
  if (clashes.length) {
    const c = clashes[0];
    const more = clashes.length - 1;
    const also = more ? " (" + more + " more edge" + (more > 1 ? "s" : "") + " clash too.)" : "";
    const hexes = [];
    const seen = new Set();
    for (const x of clashes) {
      for (const h of [x.h, x.nb]) {
        const k = hexKey(h[0], h[1]);
        if (!seen.has(k)) {
          seen.add(k);
          hexes.push(h);
        }
      }
    }
    return {
      ok: false, code: "edge", hexes,
      reason: "The " + c.part + " hex " + fmtHex(c.h) + " would meet " + describeTile(c.other) +
        " at " + fmtHex(c.nb) + " along the new tile's " + EDGE_WORDS[c.mine] +
        " and that tile's " + EDGE_WORDS[c.theirs] +
        ": tiles may only touch yellow edge to yellow edge." + also,
    };
  }
  if (!contacts) {
    return {
      ok: false, code: "detached", hexes: [tile.anchor, tileTail(tile)],
      reason: capFirst(describeTile(tile)) + " would not touch your hive: a new tile must " +
        "touch at least one tile of the hive, yellow edge to yellow edge.",
    };
  }
  return { ok: true, code: null, reason: null, hexes: [] };
}

// The effect of a legal placement from the synced table: {cells: [{hex, type}],
// activated: [tile]} (the new tile itself among them when its icon activates), or
// null when the table does not list it. On an empty hive every spot is legal and
// creates nothing.
export function lookupEffect(hive, legal, tile) {
  const entry = legal[tile.anchor[0] + "," + tile.anchor[1] + "," + tile.d];
  if (!entry) {
    if (hive.tiles.length === 0) return { tile, cells: [], activated: [] };
    return null;
  }
  const [cells, activated] = entry;
  const n = hive.tiles.length;
  return {
    tile,
    cells: cells.map(([q, r, type]) => ({ hex: [q, r], type: type || null })),
    activated: activated.map((i) => (i === n ? tile : hive.tiles[i])),
  };
}

// "an Acacia", "a Rosemary": a word with its indefinite article.
export function article(word) {
  return ("AEIOU".includes(word[0]) ? "an " : "a ") + word;
}

// One sentence about an effect: the same words as PlacementEffect.describe in Python.
export function describeEffect(effect) {
  const tile = effect.tile;
  if (!effect.cells.length) {
    return capFirst(describeTile(tile)) + " creates no cell, so no icon activates.";
  }
  const made = effect.cells.map((c) =>
    c.type === null
      ? "a barren cell at " + fmtHex(c.hex)
      : article(NECTAR_BY_LETTER[c.type].label) + " cell at " + fmtHex(c.hex)).join(", ");
  const icons = effect.activated.map((t) =>
    ACTION_BY_VALUE[t.action].label + " at " + fmtHex(t.anchor)).join(", ");
  const activates = icons ? "; it activates " + icons : "; no icon touches them";
  return capFirst(describeTile(tile)) + " creates " + made + activates + ".";
}

// What a hex holds, in words (for screen readers and the keyboard cursor).
export function describeHex(hive, h) {
  const key = hexKey(h[0], h[1]);
  const cell = hive.cells.get(key);
  if (cell) {
    let what = describeCell(cell);
    if (cell.nectar) what += cell.honey ? ", nectar tile with honey" : ", with a nectar tile";
    if (cell.capped) what += ", capped";
    return capFirst(what);
  }
  const tile = hive.at.get(key);
  if (tile) return capFirst(tile.part + " of " + describeTile(tile.tile));
  for (const p of hive.pockets) {
    if (p.some(([q, r]) => q === h[0] && r === h[1])) {
      return "Pocket hex " + fmtHex(h) + ": enclosed, not a cell";
    }
  }
  return "Empty hex " + fmtHex(h);
}
