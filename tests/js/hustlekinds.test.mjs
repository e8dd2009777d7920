import test from "node:test";
import assert from "node:assert/strict";
import { amountAnswer, amountCost, amountStart, byKind, controls, keyAnswer, labelOf, promptOf,
  spotAnswers } from "../../widget_js/hustlekinds.js";
import { legalPlaces } from "../../widget_js/hustlerules.js";
import { HUSTLE_KINDS as KINDS } from "./texts.mjs";

// Legal answers as the Hustle table syncs them (_data.answers).
const answer = (kind, act, args = {}, said = undefined) => ({ kind, act, args, said });
const t = (key, fields = {}) => key + JSON.stringify(fields);

test("answers on a honeycomb spot are the placements; the rest become controls", () => {
  const answers = [answer("place", "place 1,0 3", { q: 1, r: 0, turn: 3 }),
    answer("place", "place 0,1 0", { q: 0, r: 1, turn: 0 }), answer("restart", "restart")];
  assert.deepEqual(spotAnswers(answers, KINDS).map((a) => a.act),
    ["place 1,0 3", "place 0,1 0"]);
  assert.deepEqual([...legalPlaces(spotAnswers(answers, KINDS))], ["1,0,3", "0,1,0"]);
  const made = controls(answers, KINDS);
  assert.equal(made.length, 1);
  assert.equal(made[0].type, "buttons");
  assert.deepEqual(made[0].items.map((b) => b.answer.act), ["restart"]);
  assert.equal(labelOf(t, made[0].items[0].spec, made[0].items[0].answer, { cubes: 2 }),
    'restart{"cubes":2}');
});

test("the primary button comes first, and a decision's prompt is its kind's", () => {
  const answers = [answer("done", "done"), answer("place", "place 0,0 0", { q: 0, r: 0,
    turn: 0 }), answer("restart", "restart")];
  const [buttons] = controls(answers, KINDS);
  assert.deepEqual(buttons.items.map((b) => b.kind), ["done", "restart"]);
  assert.deepEqual(promptOf(answers, KINDS), { key: "prompt_done" });
});

test("pool tokens, players and amounts are read from the kinds' params and prices", () => {
  const pool = controls([answer("draft", "draft red", { token: "red" }),
    answer("draft", "draft blue1", { token: "blue1" })], KINDS);
  assert.equal(pool[0].type, "pool");
  assert.deepEqual(pool[0].items.map((i) => i.token), ["red", "blue1"]);
  const seats = controls([answer("steal", "steal 2", { victim: 2 })], KINDS);
  assert.equal(seats[0].type, "seats");
  assert.equal(seats[0].items[0].seat, 2);
  assert.equal(labelOf(t, seats[0].spec, seats[0].items[0].answer, { name: "Ben" }),
    'steal_from{"victim":2,"name":"Ben"}');
  const buys = [];
  for (let h = 0; h <= 1; h++) for (let n = 0; n <= 2; n++) {
    if (h * 5 + n * 3 <= 8) buys.push(answer("buy", `buy ${h} ${n}`, { honey: h, nectar: n }));
  }
  const [amounts] = controls(buys, KINDS);
  assert.equal(amounts.type, "amounts");
  const start = amountStart(amounts.items, amounts.spec);
  assert.deepEqual(start, { honey: 1, nectar: 1 }); // the most honey, then the most nectar
  assert.equal(amountCost(amounts.spec, start), 8);
  assert.equal(amountAnswer(amounts.items, amounts.spec, start).act, "buy 1 1");
  assert.equal(amountAnswer(amounts.items, amounts.spec, { honey: 1, nectar: 2 }), null);
  assert.deepEqual(byKind(buys, KINDS).map(([k]) => k), ["buy"]);
});

test("a kind registered in Python alone gets a control: hum is a button with its label", () => {
  assert.equal(KINDS.hum.on, "button");
  const answers = [answer("done", "done"), answer("hum", "hum")];
  const [buttons] = controls(answers, KINDS);
  const hum = buttons.items.find((b) => b.kind === "hum");
  assert.equal(hum.answer.act, "hum"); // what the page sends back: {kind: "act", action: "hum"}
  assert.equal(labelOf(t, hum.spec, hum.answer, {}), "hum{}");
});

test("a kind the page was told nothing of is a button saying its sentence", () => {
  const [buttons] = controls([answer("wave", "wave 1", { to: 1 }, "Anna waves to Ben")], KINDS);
  assert.equal(buttons.type, "buttons");
  assert.equal(labelOf(t, buttons.items[0].spec, buttons.items[0].answer), "Anna waves to Ben");
  assert.equal(promptOf([answer("wave", "wave 1")], KINDS), null); // the engine's prompt
});

test("the draw is a decision: its primary button and the D key send it", () => {
  const answers = [answer("draw", "draw"), answer("restart", "restart")];
  const [buttons] = controls(answers, KINDS);
  assert.deepEqual(buttons.items.map((b) => b.kind), ["draw", "restart"]);
  assert.equal(buttons.items[0].spec.primary, true);
  assert.deepEqual(promptOf(answers, KINDS), { key: "prompt_draw" });
  assert.equal(keyAnswer(answers, KINDS, "d").act, "draw");
  assert.equal(keyAnswer(answers, KINDS, "r"), null);
  assert.equal(keyAnswer([answer("done", "done")], KINDS, "d"), null); // nothing to draw
  assert.equal(keyAnswer(answers, KINDS, ""), null);
});
