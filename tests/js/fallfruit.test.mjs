import test from "node:test";
import assert from "node:assert/strict";
import { fruitFieldSize, fruitHexCentre, HEX, spaceGains }
  from "../../widget_js/modules/fall_fruit/field.js";
import { fruitAnswer, saleAction, yourSeat } from "../../widget_js/modules/fall_fruit/market.js";
import { SQRT3 } from "../../widget_js/hexmath.js";

const FRUIT = {
  fruits: [{ kind: "apple", short: "Ap" }, { kind: "pear", short: "Pe" },
    { kind: "pumpkin", short: "Pu" }],
  honeys: { w: { name: "Sunflower", short: "S" } },
  kinds: { gain: "gain_fruit", pick: "pick_fruit", sell: "sell_fruit", pay: "pay_fruit" },
};
const act = (json, info = {}) => ({ json, info, label: JSON.stringify(json) });

test("odd rows of the fall field are pushed half a hex right, rows 1.5 radii apart", () => {
  const [x0, y0] = fruitHexCentre(0, 0);
  const [x1, y1] = fruitHexCentre(1, 0);
  const [x2] = fruitHexCentre(0, 1);
  assert.ok(Math.abs(x1 - x0 - (SQRT3 * HEX) / 2) < 1e-9);
  assert.ok(Math.abs(y1 - y0 - 1.5 * HEX) < 1e-9);
  assert.ok(Math.abs(x2 - x0 - SQRT3 * HEX) < 1e-9);
  const [w, h] = fruitFieldSize(5, 7);
  const [xl, yl] = fruitHexCentre(3, 6);
  assert.ok(xl + (SQRT3 * HEX) / 2 <= w && fruitHexCentre(4, 6)[1] + HEX <= h);
  assert.ok(yl < h);
});

test("a space's marks: the honey's initial and each fruit's short name, in order", () => {
  const options = [act({ kind: "forage", space: [1, 2] }, { gets: "w" }),
    act({ kind: "gain_fruit", space: [1, 2], fruit: "pear" }, { gets: "pear" }),
    act({ kind: "gain_fruit", space: [1, 2], fruit: "apple" }, { gets: "apple" })];
  assert.deepEqual(spaceGains(options, FRUIT), ["S", "Pe", "Ap"]);
  assert.deepEqual(spaceGains([act({ kind: "forage" }, { gets: "?" })], FRUIT), ["?"]);
  assert.deepEqual(spaceGains([act({ kind: "x" })], FRUIT), []);
});

test("the sale composed with + and − is the legal sale with exactly those counts", () => {
  const sells = [act({ kind: "sell_fruit", apple: 1, pear: 0, pumpkin: 0 }),
    act({ kind: "sell_fruit", apple: 1, pear: 1, pumpkin: 1 })];
  assert.equal(saleAction(sells, FRUIT, { apple: 1, pear: 1, pumpkin: 1 }), sells[1]);
  assert.equal(saleAction(sells, FRUIT, { apple: 1 }), sells[0]);
  assert.equal(saleAction(sells, FRUIT, {}), null);
  assert.equal(saleAction(sells, FRUIT, { pear: 2 }), null);
});

test("a fruit is a button when it pays an order or is the fruit gained", () => {
  const actions = [act({ kind: "pay_fruit", fruit: "pear" }),
    act({ kind: "pick_fruit", fruit: "apple" }), act({ kind: "sell_fruit", apple: 1 })];
  assert.equal(fruitAnswer(actions, FRUIT, "pear"), actions[0]);
  assert.equal(fruitAnswer(actions, FRUIT, "apple"), actions[1]);
  assert.equal(fruitAnswer(actions, FRUIT, "pumpkin"), null);
});

test("'your' fruit: the deciding seat on its own page, else the page's own seat", () => {
  assert.equal(yourSeat({ mine: true, player: 1 }, []), 1);
  assert.equal(yourSeat({ mine: false, player: 1 }, [{ you: true }, { bot: "greedy" }]), 0);
  assert.equal(yourSeat({ mine: false, player: 0 }, [{ you: false }, { you: false }]), null);
});
