// How the table's body scrolls to show a decision's target.
import { test } from "node:test";
import assert from "node:assert/strict";
import { DecisionFollower, scrollToShow, TARGET_SELECTORS } from "../../widget_js/layout.js";

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
