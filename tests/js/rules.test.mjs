import test from "node:test";
import assert from "node:assert/strict";
import { checkPlacement, decodeHive, describeEffect, describeHex, lookupEffect, makeTile }
  from "../../widget_js/rules.js";
import { EN, HU } from "./texts.mjs";

// The Decree tile D(0,0)E: anchor (0,0), tail (1,0).
const one = decodeHive({ tiles: [["D", 0, 0, 0]], cells: [], pockets: [] });

test("decoding names every hex of every tile", () => {
  assert.equal(one.tiles.length, 1);
  assert.deepEqual(one.tiles[0].tail, [1, 0]);
  assert.equal(one.at.get("0,0").part, "anchor");
  assert.equal(one.at.get("1,0").part, "tail");
  const withCell = decodeHive({ tiles: [], cells: [[2, 3, "r", 3]], pockets: [[[5, 5], [5, 6]]] });
  const cell = withCell.cells.get("2,3");
  assert.deepEqual([cell.type, cell.nectar, cell.honey, cell.capped], ["r", true, true, false]);
  assert.match(describeHex(withCell, [2, 3], EN),
    /^The Rosemary cell at \(2,3\), nectar tile with/);
  assert.match(describeHex(withCell, [5, 6], EN), /^Pocket hex/);
  assert.equal(describeHex(withCell, [9, 9], EN), "Empty hex (9,9)");
  assert.equal(describeHex(withCell, [2, 3], HU),
    "A (2,3) mezőn lévő Rozmaring cella, nektárlapkával és mézzel");
  assert.equal(describeHex(withCell, [9, 9], HU), "Üres mező: (9,9)");
  assert.equal(describeHex(one, [1, 0], HU),
    "Sima mező, a (0,0)-(1,0) mezőkön fekvő Rendelet lapka része");
});

test("anything goes on an empty hive", () => {
  const empty = decodeHive({ tiles: [], cells: [], pockets: [] });
  const tile = makeTile("produce", [4, -2], 3);
  assert.equal(checkPlacement(empty, tile, EN).ok, true);
  const effect = lookupEffect(empty, {}, tile);
  assert.deepEqual(effect.cells, []);
  assert.equal(describeEffect(effect, EN),
    "The Produce tile at (4,-2)-(3,-2) creates no cell, so no icon activates.");
  assert.equal(describeEffect(effect, HU),
    "A (4,-2)-(3,-2) mezőkön fekvő Termelés lapka nem hoz létre cellát, így egy ikon sem " +
    "aktiválódik.");
});

test("reasons name the hexes and edges", () => {
  const covered = checkPlacement(one, makeTile("forage", [1, 0], 0), EN);
  assert.equal(covered.code, "occupied");
  assert.equal(covered.reason,
    "The anchor hex (1,0) is already covered by the Decree tile at (0,0)-(1,0).");
  assert.equal(checkPlacement(one, makeTile("forage", [1, 0], 0), HU).reason,
    "Az (1,0) mezőt, ahová az ikonos mező kerülne, már a (0,0)-(1,0) mezőkön fekvő Rendelet " +
    "lapka fedi.");
  const far = checkPlacement(one, makeTile("forage", [5, 5], 0), EN);
  assert.equal(far.code, "detached");
  assert.match(far.reason, /^The Forage tile at \(5,5\)-\(6,5\) would not touch your hive/);
  const clash = checkPlacement(one, makeTile("forage", [2, 0], 0), EN);
  assert.equal(clash.code, "edge");
  assert.match(clash.reason, /dark tip edge \(not yellow\)/);
  assert.deepEqual(clash.message.params.mine, { key: "hive.edge.tip", params: {} });
  assert.match(checkPlacement(one, makeTile("forage", [2, 0], 0), HU).reason,
    /sötét végoldal \(nem sárga\)/);
});

test("a legal placement's effect comes from the table, new tile last", () => {
  const legal = { "0,1,0": [[[1, 1, "w"]], [0, 1]] };
  const tile = makeTile("market", [0, 1], 0);
  const effect = lookupEffect(one, legal, tile);
  assert.deepEqual(effect.cells, [{ hex: [1, 1], type: "w" }]);
  assert.equal(effect.activated[0], one.tiles[0]);
  assert.equal(effect.activated[1], tile);
  assert.equal(describeEffect(effect, EN), "The Market tile at (0,1)-(1,1) creates a " +
    "Wildflower cell at (1,1); it activates Decree at (0,0), Market at (0,1).");
  assert.equal(describeEffect(effect, HU), "A (0,1)-(1,1) mezőkön fekvő Piac lapka új cellát " +
    "hoz létre: Vadvirág cella az (1,1) mezőn; aktiválódó ikonok: Rendelet a (0,0) mezőn és " +
    "Piac a (0,1) mezőn.");
  assert.equal(lookupEffect(one, legal, makeTile("market", [0, 1], 1)), null);
});

test("an Acacia cell takes 'an' in English", () => {
  const legal = { "0,1,0": [[[1, 1, "a"]], []] };
  const effect = lookupEffect(one, legal, makeTile("market", [0, 1], 0));
  assert.match(describeEffect(effect, EN), / creates an Acacia cell at \(1,1\); no icon /);
});

test("a table that hides the nectar types makes a preview that names no type", () => {
  const legal = { "0,1,0": [[[1, 1, "?"], [2, 0, "?"]], [0]] };
  const effect = lookupEffect(one, legal, makeTile("market", [0, 1], 0));
  assert.deepEqual(effect.cells.map((c) => c.type), ["?", "?"]);
  assert.equal(describeEffect(effect, EN), "The Market tile at (0,1)-(1,1) creates a cell at " +
    "(1,1), a cell at (2,0); it activates Decree at (0,0).");
  assert.equal(describeEffect(effect, HU), "A (0,1)-(1,1) mezőkön fekvő Piac lapka új cellát " +
    "hoz létre: egy cella az (1,1) mezőn és egy cella a (2,0) mezőn; aktiválódó ikonok: " +
    "Rendelet a (0,0) mezőn.");
});
