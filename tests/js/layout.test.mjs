// How the table's body scrolls to show a decision's target.
import { test } from "node:test";
import assert from "node:assert/strict";
import { DecisionFollower, scrollBy, scrollToShow, TARGET_SELECTORS } from "../../widget_js/layout.js";

test("a target already in view does not scroll", () => {
  assert.equal(scrollToShow(100, 400, 200, 50), 100);
});

test("a target below the view scrolls as little as shows it", () => {
  assert.equal(scrollToShow(0, 400, 500, 60), 500 + 60 + 8 - 400);
});

test("a target above the view, or taller than it, shows its top", () => {
  assert.equal(scrollToShow(300, 400, 100, 50), 92);
  assert.equal(scrollToShow(0, 200, 300, 500), 292);
});

test("a part that asks to be seen whole at a decision comes before its targets", () => {
  // The fruit market while a sale is composed (.hbt-follow) is shown whole, not just the
  // first + button in it (which left the fruit values and the set-bonus track out of view).
  assert.equal(TARGET_SELECTORS[0], ".hbt-follow");
  assert.ok(TARGET_SELECTORS.indexOf(".hbt-target") > 0);
});

// A body of height 400 scrolled to `top`, holding one target at `at` (body coordinates).
function fakeBody(top, at) {
  const target = {
    getBoundingClientRect: () => ({ top: at - body.scrollTop, bottom: at + 30 - body.scrollTop,
      width: 40, height: 30 }),
  };
  const body = {
    scrollTop: top, clientHeight: 400, isConnected: true,
    getBoundingClientRect: () => ({ top: 0 }),
    querySelectorAll: (sel) => (sel === ".hbt-target" ? [target] : []),
  };
  return body;
}

test("the follower tells whether the decision's target is wholly in view", () => {
  const body = fakeBody(0, 500);
  const follow = new DecisionFollower(() => body);
  assert.equal(follow.targetInView(), false);
  follow.show();
  assert.equal(body.scrollTop, 500 + 30 + 8 - 400);
  assert.equal(follow.targetInView(), true);
});

test("a target below the notebook's view scrolls it as little as shows it whole", () => {
  assert.equal(scrollBy(100, 200, 0, 800), 0); // wholly in view: nothing moves
  assert.equal(scrollBy(900, 1000, 0, 800), 1000 + 12 - 800);
  assert.equal(scrollBy(-50, 20, 0, 800), -50 - 12); // above: its top comes in
  assert.equal(scrollBy(300, 1400, 0, 800), 300 - 12); // taller than the view: its top
});

// A body that grows with its parts (no inner scroll) in a page whose window is 800 high,
// holding one target at `at` (on screen).
function grownBody(at, scrolled) {
  const target = { getBoundingClientRect: () => ({ top: at, bottom: at + 60, width: 40,
    height: 60 }) };
  return {
    scrollTop: 0, clientHeight: 2000, scrollHeight: 2000, isConnected: true,
    parentElement: null,
    getBoundingClientRect: () => ({ top: 0 }),
    querySelectorAll: (sel) => (sel === ".hbt-target" ? [target] : []),
    scrolled,
  };
}

test("a grown table moves the notebook only for a new decision after the learner acted", () => {
  const moves = [];
  const scroller = { scrollBy: (o) => moves.push(o.top) };
  const saved = [globalThis.document, globalThis.innerHeight];
  globalThis.document = { scrollingElement: scroller };
  globalThis.innerHeight = 800;
  try {
    let owned = true;
    const body = grownBody(900);
    const follow = new DecisionFollower(() => body, { owned: () => owned });
    follow.key = "take:3";
    follow.show(true); // the first draw (or a Run All): nothing moves
    assert.deepEqual(moves, []);
    follow.arm(); // the learner clicked; the same decision is drawn again (busy): nothing
    follow.show(true);
    assert.deepEqual(moves, []);
    follow.key = "place:4"; // the decision it brought: its target comes into view, once
    follow.show(true);
    follow.show(true);
    assert.deepEqual(moves, [900 + 60 + 12 - 800]);
    follow.arm(); // a lesson's band owns the decision: nothing moves
    owned = false;
    follow.key = "place:5";
    follow.show(true);
    assert.deepEqual(moves, [172]);
  } finally {
    [globalThis.document, globalThis.innerHeight] = saved;
  }
});

test("a learner who scrolls or points at the new decision is not followed", () => {
  const moves = [];
  const handlers = {};
  const scroller = { scrollBy: (o) => moves.push(o.top) };
  const saved = [globalThis.document, globalThis.innerHeight];
  globalThis.document = { scrollingElement: scroller,
    addEventListener: (name, fn) => { handlers[name] = fn; } };
  globalThis.innerHeight = 800;
  const root = { dataset: {}, addEventListener: (name, fn) => { handlers["root:" + name] = fn; } };
  try {
    const body = grownBody(900);
    const follow = new DecisionFollower(() => body, { root });
    follow.key = "take:3";
    follow.arm();
    handlers.wheel({ target: {} }); // the learner scrolls the notebook meanwhile
    follow.key = "place:4";
    follow.show(true);
    assert.deepEqual(moves, []);
    follow.arm();
    handlers["root:pointermove"](); // pointing before the answer: still followed
    follow.key = "place:5";
    handlers["root:pointermove"](); // pointing at the new decision: left alone
    follow.show(true);
    assert.deepEqual(moves, []);
    follow.arm();
    follow.key = "place:6";
    follow.show(true);
    assert.deepEqual(moves, [172]);
    assert.equal(root.dataset.followed, "1");
  } finally {
    [globalThis.document, globalThis.innerHeight] = saved;
  }
});
