import test from "node:test";
import assert from "node:assert/strict";
import { waiter } from "../../widget_js/pagekit.js";

// A root with attributes, as the tables' roots are.
function fakeRoot() {
  const attrs = new Map();
  return { attrs, setAttribute: (k, v) => attrs.set(k, v), removeAttribute: (k) => attrs.delete(k) };
}

test("the wait for Python's answer: busy from start to stop, silence said once", async () => {
  const root = fakeRoot();
  let silent = 0;
  const wait = waiter(root, () => { silent += 1; }, 20);
  wait.start();
  assert.equal(root.attrs.get("aria-busy"), "true");
  assert.equal(wait.waiting, true);
  wait.stop(); // an answer came
  assert.equal(root.attrs.has("aria-busy"), false);
  await new Promise((r) => setTimeout(r, 40));
  assert.equal(silent, 0);
  wait.start();
  await new Promise((r) => setTimeout(r, 40)); // no answer
  assert.equal(silent, 1);
  assert.equal(root.attrs.has("aria-busy"), false);
  assert.equal(wait.waiting, false);
});
