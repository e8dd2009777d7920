// The Hustle table follows its decision as the Honey Buzz table does (layout.js's
// DecisionFollower): after the learner's action, the new decision's target (the honeycomb's
// stage while a token waits to be placed, else the decision card) is brought wholly into view by
// the least scroll of the notebook; never on the first draw, never in a lesson, never after
// the learner scrolled; instantly under reduced motion.
import test from "node:test";
import assert from "node:assert/strict";
import { offlineModel } from "../../widget_js/pagekit.js";
import { Page, TOKENS, data, installPage } from "./hustlepage.mjs";

const doc = installPage();
const { HustleView, FOLLOW_TARGETS } = await import("../../widget_js/hustle/view.js");

const settle = () => new Promise((done) => setTimeout(done, 200)); // the follower's 120 ms

// A notebook 800 px high whose document scrolls; the table's honeycomb and decision card
// stand at `top` on screen (below the view at 900).
function page(state, top = 900) {
  const moves = [];
  const handlers = {};
  doc.scrollingElement = { scrollBy: (o) => moves.push(o) };
  doc.addEventListener = (name, fn) => { handlers[name] = fn; };
  globalThis.innerHeight = 800;
  const model = offlineModel({ _data: data(), _tokens: TOKENS, _texts: {}, ...state });
  const root = new Page("div");
  Object.assign(root, { isConnected: true, clientHeight: 1500, scrollHeight: 1500 });
  const view = new HustleView(model, root);
  view.svg.parentNode.getBoundingClientRect = () => ({ top, bottom: top + 470, width: 500,
    height: 470 });
  view.decision.getBoundingClientRect = () => ({ top, bottom: top + 200, width: 300,
    height: 200 });
  // Python's answer to the learner's action: the next decision, one ply on.
  const answer = (change = {}) => {
    const d = data();
    const next = { ...d, ply: model.get("_data").ply + 1, ...change };
    model.set("_data", next);
  };
  return { model, root, view, moves, handlers, answer };
}

test("the table's follower looks for what its redraw marks", () => {
  const { view } = page({});
  assert.deepEqual(FOLLOW_TARGETS, [".hbh-follow"]);
  // a token to place: the honeycomb's stage
  assert.ok(view.svg.parentNode.classList.contains("hbh-follow"));
  assert.ok(!view.decision.classList.contains("hbh-follow"));
  view.destroy();
});

test("the first draw moves nothing; the decision the learner's action brings is followed", async () => {
  const { view, moves, root, answer } = page({});
  await settle();
  assert.deepEqual(moves, []); // the first draw (a Run All): nothing moves
  view.act("place 1,0 0");
  view.render(); // the same decision drawn again (busy): nothing
  await settle();
  assert.deepEqual(moves, []);
  answer(); // the next token to place: the honeycomb comes wholly into view, no further
  await settle();
  assert.deepEqual(moves.map((m) => m.top), [900 + 470 + 12 - 800]);
  assert.equal(moves[0].behavior, "smooth");
  assert.equal(root.dataset.followed, "1");
  answer(); // a change the learner did not ask for (a bot's): nothing
  await settle();
  assert.equal(moves.length, 1);
  view.destroy();
});

test("the decision card is the target when no token waits to be placed", async () => {
  const { view, moves, answer } = page({});
  view.act("place 1,0 0");
  const d = data();
  d.players[0].drawn = null;
  answer({ players: d.players });
  await settle();
  assert.ok(view.decision.classList.contains("hbh-follow"));
  assert.ok(!view.svg.parentNode.classList.contains("hbh-follow"));
  assert.deepEqual(moves.map((m) => m.top), [900 + 200 + 12 - 800]);
  view.destroy();
});

test("a bot's decision is not a target: the learner's next one is followed", async () => {
  const { view, moves, answer } = page({});
  view.act("place 1,0 0");
  answer({ answer: false, pending: { kind: "build", player: 1, prompt: "" } });
  await settle();
  assert.ok(!view.svg.parentNode.classList.contains("hbh-follow"));
  assert.ok(!view.decision.classList.contains("hbh-follow"));
  assert.deepEqual(moves, []);
  answer(); // the learner's decision after the bot's
  await settle();
  assert.equal(moves.length, 1);
  view.destroy();
});

test("a target wholly in view moves nothing", async () => {
  const { view, moves, answer } = page({}, 100);
  view.act("place 1,0 0");
  answer();
  await settle();
  assert.deepEqual(moves, []);
  view.destroy();
});

test("in a lesson, or after the learner scrolled, nothing moves", async () => {
  const lesson = page({ _lesson: { title: "Building" } });
  lesson.view.act("place 1,0 0");
  lesson.answer();
  await settle();
  assert.deepEqual(lesson.moves, []);
  lesson.view.destroy();
  const { view, moves, handlers, answer } = page({});
  view.act("place 1,0 0");
  handlers.wheel({ target: {} }); // the learner scrolls the notebook meanwhile
  answer();
  await settle();
  assert.deepEqual(moves, []);
  view.destroy();
});

test("under reduced motion the notebook jumps", async () => {
  globalThis.matchMedia = (q) => ({ matches: q === "(prefers-reduced-motion: reduce)" });
  try {
    const { view, moves, answer } = page({});
    view.act("place 1,0 0");
    answer();
    await settle();
    assert.deepEqual(moves.map((m) => m.behavior), ["instant"]);
    view.destroy();
  } finally {
    delete globalThis.matchMedia;
  }
});

test("the arrow keys on the honeycomb are the table's, not a scroll of the notebook", async () => {
  const { view, moves, handlers, answer } = page({});
  view.act("place 1,0 0");
  handlers.keydown({ key: "ArrowDown", target: view.svg }); // the cursor on the honeycomb
  answer();
  await settle();
  assert.equal(moves.length, 1);
  view.act("place 2,0 0");
  handlers.keydown({ key: "ArrowDown", target: new Page("div") }); // the notebook's
  answer();
  await settle();
  assert.equal(moves.length, 1);
  view.destroy();
});
