// How the table's body scrolls to show a decision's target.
import { test } from "node:test";
import assert from "node:assert/strict";
import { scrollToShow, TARGET_SELECTORS } from "../../widget_js/layout.js";

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
