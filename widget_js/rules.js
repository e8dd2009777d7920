// What the page needs of the rules: reading the synced hive, the legality check
// with its reason in words (the same messages as Hive.check in Python), and the
// effect of a legal placement looked up in the table Python precomputed. Words come
// from the catalogue (`texts`, see i18n.js) in the board's language.
import { DIRECTIONS, edgeKind, fmtHex, hexKey, mod6, neighbor, tileTail } from "./hexmath.js";
import { capitalize, msg } from "./i18n.js";

export const ACTIONS = [
  { value: "forage", letter: "F" },
  { value: "produce", letter: "P" },
  { value: "market", letter: "M" },
  { value: "new_bee", letter: "N" },
  { value: "decree", letter: "D" },
  { value: "accounting", letter: "A" },
];
export const ACTION_BY_VALUE = Object.fromEntries(ACTIONS.map((a) => [a.value, a]));
export const ACTION_BY_LETTER = Object.fromEntries(ACTIONS.map((a) => [a.letter, a]));

export const NECTARS = [
  { value: "wildflower", letter: "w" },
  { value: "rosemary", letter: "r" },
  { value: "cherry_blossom", letter: "c" },
  { value: "acacia", letter: "a" },
];
export const NECTAR_BY_LETTER = Object.fromEntries(NECTARS.map((n) => [n.letter, n]));

// The name of a hive action ("produce") or of a nectar type ("r") as a message.
export function actionTerm(action) {
  return msg("terms.action." + action);
}

export function nectarTerm(letter) {
  return msg("terms.nectar." + NECTAR_BY_LETTER[letter].value);
}

// The type of a would-be cell when the board hides the nectar types from its preview
// (Python: state.HIDDEN_TYPE).
export const HIDDEN_TYPE = "?";

export const FLAG_NECTAR = 1;
export const FLAG_HONEY = 2;
export const FLAG_CAPPED = 4;

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

// "the Produce tile at (0,0)-(1,0)" (Python: HiveTile.phrase).
export function tileMessage(tile) {
  return msg("hive.tile", { action: actionTerm(tile.action), anchor: fmtHex(tile.anchor),
    tail: fmtHex(tileTail(tile)) });
}

// "Rosemary cell", "barren cell" (Python: Cell.kind).
export function cellKindMessage(cell) {
  return cell.type ? msg("hive.cell.nectar", { nectar: nectarTerm(cell.type) })
    : msg("hive.cell.barren");
}

// "the Rosemary cell at (1,1)" (Python: Cell.phrase).
export function cellMessage(cell) {
  return msg("hive.cell.at", { cell: cellKindMessage(cell), hex: fmtHex(cell.hex) });
}

export function describeTile(tile, texts) {
  return texts.render(tileMessage(tile));
}

export function describeCell(cell, texts) {
  return texts.render(cellMessage(cell));
}

export function tileHexes(tile) {
  return [["anchor", tile.anchor], ["tail", tileTail(tile)]];
}

// Whether `tile` may be placed in `hive` (decoded), with the reason in words.
// Mirrors Hive.check: {ok, code, message, reason, hexes}; the reason is the message
// said in the language of `texts`.
export function checkPlacement(hive, tile, texts) {
  const verdict = placementVerdict(hive, tile);
  verdict.reason = verdict.message ? texts.render(verdict.message) : null;
  return verdict;
}

function partTerm(part) {
  return msg("hive.part." + part);
}

// The verdict with its reason as a message (no words yet).
export function placementVerdict(hive, tile) {
  for (const [part, h] of tileHexes(tile)) {
    const key = hexKey(h[0], h[1]);
    const cell = hive.cells.get(key);
    if (cell) {
      return {
        ok: false, code: "cell", hexes: [h],
        message: msg("hive.reason.cell", { part: partTerm(part), hex: fmtHex(h),
          cell: cellKindMessage(cell) }),
      };
    }
    const other = hive.at.get(key);
    if (other) {
      return {
        ok: false, code: "occupied", hexes: [h],
        message: msg("hive.reason.occupied", { part: partTerm(part), hex: fmtHex(h),
          tile: tileMessage(other.tile) }),
      };
    }
  }
  if (hive.tiles.length === 0) return { ok: true, code: null, message: null, hexes: [] };
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
      message: msg("hive.reason.edge", {
        part: partTerm(c.part), hex: fmtHex(c.h), other: tileMessage(c.other), nb: fmtHex(c.nb),
        mine: msg("hive.edge." + c.mine), theirs: msg("hive.edge." + c.theirs),
        also: more ? msg("hive.reason.also", { n: more }) : "",
      }),
    };
  }
  if (!contacts) {
    return {
      ok: false, code: "detached", hexes: [tile.anchor, tileTail(tile)],
      message: msg("hive.reason.detached", { tile: tileMessage(tile) }),
    };
  }
  return { ok: true, code: null, message: null, hexes: [] };
}

// The effect of a legal placement from the synced table: {cells: [{hex, type}],
// activated: [tile]} (the new tile itself among them when its icon activates), or
// null when the table does not list it. A type is HIDDEN_TYPE when the table hides it. On an empty hive every spot is legal and
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

// One sentence about an effect, as a message (Python: PlacementEffect.message).
export function effectMessage(effect) {
  const tile = tileMessage(effect.tile);
  if (!effect.cells.length) return msg("hive.effect.none", { tile });
  const cells = effect.cells.map((c) => {
    if (c.type === HIDDEN_TYPE) return msg("board.preview.cell", { hex: fmtHex(c.hex) });
    return c.type === null
      ? msg("hive.effect.barren_cell", { hex: fmtHex(c.hex) })
      : msg("hive.effect.nectar_cell", { nectar: nectarTerm(c.type), hex: fmtHex(c.hex) });
  });
  const icons = effect.activated.map((t) =>
    msg("hive.effect.icon", { action: actionTerm(t.action), hex: fmtHex(t.anchor) }));
  const activates = icons.length ? msg("hive.effect.activates", { icons })
    : msg("hive.effect.no_icon");
  return msg("hive.effect.made", { tile, cells, activates });
}

// The same words as PlacementEffect.describe in Python, in the language of `texts`.
export function describeEffect(effect, texts) {
  return texts.render(effectMessage(effect));
}

// What a hex holds, in words (for screen readers and the keyboard cursor).
export function describeHex(hive, h, texts) {
  const key = hexKey(h[0], h[1]);
  const cell = hive.cells.get(key);
  if (cell) {
    let what = cellMessage(cell);
    if (cell.nectar) what = msg(cell.honey ? "board.cell.honey" : "board.cell.nectar", { cell: what });
    if (cell.capped) what = msg("board.cell.capped", { cell: what });
    return capitalize(texts.render(what));
  }
  const tile = hive.at.get(key);
  if (tile) {
    return texts.t("board.hex.part_of", { part: partTerm(tile.part), tile: tileMessage(tile.tile) });
  }
  for (const p of hive.pockets) {
    if (p.some(([q, r]) => q === h[0] && r === h[1])) {
      return capitalize(texts.t("board.hex.pocket", { hex: fmtHex(h) }));
    }
  }
  return texts.t("board.hex.empty", { hex: fmtHex(h) });
}
