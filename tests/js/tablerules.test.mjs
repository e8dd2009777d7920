import test from "node:test";
import assert from "node:assert/strict";
import {
  beelineNeed, canonical, categoryLabel, clampWorkers, groupByTarget, hexHighlights,
  highlightKeys, lastKey, marketTrack, panelPlan, pendingActions, sameJson,
  drawnKind, drawOf, marketPlan,
  scoreBars, SCORE_CATEGORIES, spaceAction, spaceBadge, spaceName, takeAction, targetKey,
  whoseText,
} from "../../widget_js/tablerules.js";
import { EN, HU, KINDS } from "./texts.mjs";

// The decisions whose targets are on the table, each with a hint (table.hint.<decision>).
const HINT_KINDS = ["turn", "place", "forage", "scout", "choose_start", "nectar_cell", "fan",
  "take_honey", "market", "drop"];

test("canonical JSON does not depend on key order and matches Python's sort_keys", () => {
  assert.equal(canonical({ workers: 2, kind: "take_tile", tile: "produce" }),
    '{"kind":"take_tile","tile":"produce","workers":2}');
  assert.equal(canonical({ space: [1, 2], kind: "forage" }), '{"kind":"forage","space":[1,2]}');
  assert.equal(canonical({ kind: "recall" }), canonical({ kind: "recall" }));
});

test("targets become keys, and actions group by where they are answered", () => {
  assert.equal(targetKey(["space", 1, 2]), "space:1,2");
  assert.equal(targetKey(["box", "decree_accounting", "decree"]), "box:decree_accounting:decree");
  assert.equal(targetKey(["hex", 1, -2, 3]), "hex:1:-2,3");
  assert.equal(targetKey(["market", "acacia"]), "market:acacia");
  assert.equal(targetKey(["order", 0]), "order:0");
  assert.equal(targetKey(["button"]), "button");
  assert.equal(targetKey([]), "");
  const actions = pendingActions({ actions: [
    [{ kind: "sell", resource: "pollen", quantity: 1 }, "Sell 1", ["market", "pollen"], {}],
    [{ kind: "sell", resource: "pollen", quantity: 2 }, "Sell 2", ["market", "pollen"], {}],
    [{ kind: "order", stack: 1 }, "Complete", ["order", 1], null],
  ] });
  assert.equal(actions[2].id, '{"kind":"order","stack":1}');
  assert.deepEqual(actions[2].info, {});
  const groups = groupByTarget(actions);
  assert.deepEqual([...groups.keys()], ["market:pollen", "order:1"]);
  assert.equal(groups.get("market:pollen").length, 2);
  assert.deepEqual(pendingActions(null), []);
});

test("a beeline on an occupied box needs one more than the tallest", () => {
  assert.equal(beelineNeed({ beelines: [] }), null);
  assert.equal(beelineNeed({ beelines: [[0, 2], [1, 3]] }), 4);
  assert.equal(clampWorkers(0, 3), 1);
  assert.equal(clampWorkers(5, 3), 3);
  assert.equal(clampWorkers(2, 0), 1);
});

test("a click on a stack sends the legal take, or the same request for Python to explain", () => {
  const actions = pendingActions({ actions: [
    [{ kind: "take_tile", tile: "produce", workers: 2 }, "Take", ["box", "produce", "produce"],
      { workers: 2 }],
  ] });
  assert.deepEqual(takeAction(actions, "produce", "produce", 2, KINDS),
    { kind: "take_tile", tile: "produce", workers: 2 });
  assert.deepEqual(takeAction(actions, "produce", "produce", 1, KINDS),
    { kind: "take_tile", tile: "produce", workers: 1 });
  // the kind a click on a box asks for is Python's, not the page's
  const kinds = { grab: { on: "box", param: "what", click: true, button: false } };
  assert.deepEqual(takeAction([], "produce", "produce", 3, kinds),
    { kind: "grab", what: "produce", workers: 3 });
});

test("a click on a space sends the pending decision's kind of move", () => {
  const actions = pendingActions({ actions: [
    [{ kind: "scout", space: [0, 1] }, "Scout to B1", ["space", 0, 1], { cost: 0 }],
  ] });
  assert.deepEqual(spaceAction(actions, "scout", 0, 1, KINDS), { kind: "scout", space: [0, 1] });
  assert.deepEqual(spaceAction(actions, "scout", 3, 3, KINDS), { kind: "scout", space: [3, 3] });
  assert.deepEqual(spaceAction([], "turn", 2, 2, KINDS), { kind: "forage", space: [2, 2] });
  const kinds = { ...KINDS, hop: { on: "space", param: "to", click: false, button: false } };
  assert.deepEqual(spaceAction([], "hop", 1, 1, kinds), { kind: "hop", to: [1, 1] });
  assert.equal(spaceName(3, 5), "F4");
});

test("reachable spaces say what they cost and what they give", () => {
  const forage = (info) => ({ json: { kind: "forage", space: [0, 0] }, info });
  assert.deepEqual(spaceBadge(forage({ cost: 0, gets: "pollen" }), EN),
    { cost: "free", gain: "pollen", full: "a pollen" });
  const one = spaceBadge(forage({ cost: 4, gets: "r", cells: [[1, -2]] }), EN);
  assert.equal(one.cost, "4 coins");
  assert.equal(spaceBadge(forage({ cost: 1, gets: "pollen" }), EN).cost, "1 coin");
  assert.equal(one.gain, "R→(1,-2)");
  assert.equal(one.full, "Rosemary nectar for the cell at (1,-2)");
  assert.equal(spaceBadge(forage({ cost: 2, gets: "c", cells: [[0, 1], [2, 2]] }), EN)
    .gain, "C→2 cells");
  const statics = { action_kinds: KINDS };
  assert.equal(spaceBadge({ json: { kind: "scout" }, info: { stay: true } }, EN, statics).gain,
    "stay");
  assert.equal(spaceBadge({ json: { kind: "choose_start" }, info: {} }, EN, statics).gain,
    "start here");
  assert.deepEqual(spaceBadge({ json: { kind: "hop" }, info: {} }, EN), { cost: "free", gain: "" });
});

test("reachable spaces say it in Hungarian too", () => {
  const forage = (info) => ({ json: { kind: "forage", space: [0, 0] }, info });
  assert.deepEqual(spaceBadge(forage({ cost: 0, gets: "pollen" }), HU),
    { cost: "ingyen", gain: "pollen", full: "egy pollen" });
  const one = spaceBadge(forage({ cost: 4, gets: "r", cells: [[1, -2]] }), HU);
  assert.equal(one.cost, "4 érme");
  assert.equal(one.full, "Rozmaring nektár az (1,-2) cellába");
  const two = spaceBadge(forage({ cost: 2, gets: "a", cells: [[0, 1], [2, 2]] }), HU);
  assert.equal(two.gain, "A→2 cella");
  assert.equal(two.full, "Akác nektár 2 cella egyikébe");
  const statics = { action_kinds: KINDS };
  assert.equal(spaceBadge({ json: { kind: "scout" }, info: { stay: false } }, HU, statics).gain,
    "felderítés");
  assert.equal(spaceBadge({ json: { kind: "choose_start" }, info: {} }, HU, statics).gain,
    "kezdés itt");
});

test("a kind the page has never heard of is drawn by the drawing Python names", () => {
  // the shipped kinds' drawings come from their specs
  assert.equal(drawOf(KINDS, "sell"), "sell");
  assert.equal(drawOf(KINDS, "drop"), "instead");
  assert.equal(drawOf(KINDS, "place"), "placing");
  assert.equal(drawOf(KINDS, "forage"), "");
  // a module's kinds: a space badge like a scout's, a sale and a drop on a market column
  const kinds = { ...KINDS,
    test_hop: { on: "space", param: "to", click: false, button: false, draw: "scout" },
    test_barter: { on: "market", param: "good", click: false, button: true, draw: "sell" },
    test_spill: { on: "market", param: "good", click: false, button: true, draw: "instead" },
  };
  const hop = { json: { kind: "test_hop", to: [0, 1] }, info: { cost: 0, stay: false } };
  assert.deepEqual(spaceBadge(hop, EN, { action_kinds: kinds }), { cost: "free", gain: "scout" });
  const barter = { json: { kind: "test_barter", good: "honey", quantity: 2 }, label: "B" };
  const spill = { json: { kind: "test_spill", good: "pollen" }, label: "S" };
  const plan = marketPlan([barter, spill], "honey", kinds);
  assert.deepEqual(plan.head, spill.json);
  assert.deepEqual(plan.buttons.map((b) => b.draw), ["sell", "instead"]);
  // no answer drawn "instead": the head asks for the kind a click on a column asks for
  assert.deepEqual(marketPlan([barter], "acacia", kinds).head,
    { kind: "sell", resource: "acacia", quantity: 1 });
  const only = { test_barter: { ...kinds.test_barter, click: true } };
  assert.deepEqual(marketPlan([], "acacia", only).head,
    { kind: "test_barter", good: "acacia", quantity: 1 });
  assert.deepEqual(drawnKind({ ...KINDS, test_lay: { on: "hex", param: "at", draw: "placing" } },
    "placing"), ["place", KINDS.place]);
  assert.deepEqual(drawnKind({ test_lay: { on: "hex", param: "at", draw: "placing" } },
    "placing"), ["test_lay", { on: "hex", param: "at", draw: "placing" }]);
});

test("the market track marks the marker and the passed values", () => {
  assert.deepEqual(marketTrack([5, 4, 3], 1), [
    { value: 5, here: false, passed: true },
    { value: 4, here: true, passed: false },
    { value: 3, here: false, passed: false },
  ]);
});

test("the decision panel: buttons for short choices, a list for the rest", () => {
  const mk = (json) => ({ json });
  const plan = panelPlan({ kind: "turn" }, [mk({ kind: "take_tile" }), mk({ kind: "recall" })],
    EN, KINDS);
  assert.deepEqual(plan.buttons.map((a) => a.json.kind), ["recall"]);
  assert.deepEqual(plan.more.map((a) => a.json.kind), ["take_tile"]);
  assert.match(plan.hint, /tile stack/);
  const many = Array.from({ length: 20 }, (_, i) => mk({ kind: "sell", quantity: i }));
  const big = panelPlan({ kind: "market" }, many, EN, KINDS);
  assert.equal(big.buttons.length, 0);
  assert.equal(big.more.length, 20);
  assert.deepEqual(panelPlan({ kind: "game_over" }, [], EN),
    { hint: "", buttons: [], more: [] });
  assert.equal(panelPlan({ kind: "end_turn" }, [mk({ kind: "end_turn" })], EN, KINDS)
    .buttons.length, 1);
  // a drone turn's few choices are buttons in sight, as Python declares them
  assert.equal(panelPlan({ kind: "drone" }, [mk({ kind: "drone_drop" })], EN, KINDS)
    .buttons.length, 1);
  assert.equal(panelPlan({ kind: "drone" }, [], EN, KINDS).hint, "");
  // answers all of one kind: that kind's hint (a toast drone card, answered on the cards)
  const toasts = [mk({ kind: "drone_toast", card: "T01" }), mk({ kind: "drone_toast", card: "T02" })];
  assert.match(panelPlan({ kind: "drone" }, toasts, EN, KINDS).hint, /Return to the box/);
  assert.match(panelPlan({ kind: "drone" }, toasts, HU, KINDS).hint, /Vissza a dobozba/);
  assert.doesNotMatch(panelPlan({ kind: "drone" }, [...toasts, mk({ kind: "drone_drop" })], EN,
    KINDS).hint, /Return to the box/);
  assert.match(panelPlan({ kind: "turn" }, [], HU).hint, /lapkahalomra/);
});

test("every decision with a hint has it in both languages", () => {
  for (const kind of HINT_KINDS) {
    for (const texts of [EN, HU]) {
      const hint = panelPlan({ kind }, [], texts).hint;
      assert.ok(hint && !hint.includes("[missing"), texts.language + " " + kind);
    }
    assert.notEqual(panelPlan({ kind }, [], EN).hint, panelPlan({ kind }, [], HU).hint);
  }
});

test("whose decision, in words", () => {
  const players = [{ name: "Ann" }, { name: "Bot" }];
  const roles = [{ bot: null }, { bot: "greedy" }];
  assert.equal(whoseText({ kind: "turn", player: 0, phrase: "take a tile or recall" }, players,
    roles, EN), "Ann to take a tile or recall");
  assert.equal(whoseText({ kind: "fan", player: 1, phrase: "place the fan" }, players, roles,
    EN), "Bot (greedy bot) to place the fan");
  assert.equal(whoseText({ kind: "game_over" }, players, roles, EN), "The game is over");
  assert.equal(whoseText({ kind: "fan", player: 1, phrase: "a legyező lerakása" }, players,
    [{ bot: null }, { bot: "mohó" }], HU), "Bot (mohó bot) következik: a legyező lerakása");
  assert.equal(whoseText({ kind: "game_over" }, players, roles, HU), "A játék véget ért");
});

test("highlights and the last action become keys the parts look up", () => {
  const keys = highlightKeys([
    { area: "box", name: "produce" }, { area: "space", space: [1, 2] },
    { area: "market", resource: "pollen" }, { area: "order", stack: 0 },
    { area: "contest", index: 2 }, { area: "hex", player: 1, hex: [0, -1] },
    { area: "action", kind: "recall" }, { area: "player", player: 0 }, { area: "solo" },
  ]);
  assert.deepEqual([...keys], ["box:produce", "space:1,2", "market:pollen", "order:0",
    "contest:2", "hex:1:0,-1", "action:recall", "player:0", "solo"]);
  assert.deepEqual(hexHighlights([{ area: "hex", player: 1, hex: [2, 3] },
    { area: "hex", player: 0, hex: [9, 9] }], 1), [[2, 3]]);
  assert.equal(lastKey({ target: ["box", "produce", "produce"] }), "box:produce");
  assert.equal(lastKey({ target: ["space", 0, 3] }), "space:0,3");
  assert.equal(lastKey({}), "");
});

test("score bars are stacked by category, in ranking order, scaled to the width", () => {
  const scores = {
    players: [
      { seat: 0, total: 50, categories: { coins: 20, resources: 5, contests: 10, orders: 15 } },
      { seat: 1, total: 100, categories: { coins: 40, resources: 10, contests: 20, orders: 30 } },
    ],
    ranking: [1, 0],
    winners: [1],
  };
  const bars = scoreBars(scores, 200, EN);
  assert.deepEqual(bars.map((b) => b.seat), [1, 0]);
  assert.equal(bars[0].width, 200);
  assert.equal(bars[1].width, 100);
  assert.deepEqual(bars[0].parts.map((p) => [p.key, p.x, p.w]),
    [["coins", 0, 80], ["resources", 80, 20], ["contests", 100, 40], ["orders", 140, 60]]);
  assert.equal(bars[0].winner, true);
  assert.equal(bars[1].winner, false);
  assert.deepEqual(bars[0].parts.map((p) => p.label),
    ["Coins", "Honey and pollen", "Final contests", "Orders"]);
  assert.deepEqual(scoreBars(scores, 200, HU)[0].parts.map((p) => p.label),
    SCORE_CATEGORIES.map((c) => categoryLabel(c, HU)));
  assert.equal(categoryLabel("resources", HU), "Méz és pollen");
  const zero = scoreBars({ players: [{ seat: 0, total: 0,
    categories: { coins: 0, resources: 0, contests: 0, orders: 0 } }] }, 100, EN);
  assert.equal(zero[0].width, 0);
});

test("same JSON, same value", () => {
  assert.ok(sameJson({ a: [1, 2] }, { a: [1, 2] }));
  assert.ok(!sameJson({ a: [1, 2] }, { a: [2, 1] }));
});
