// The Hustle table opens with its data before its tokens: Python's widget opens its comm
// with _data already set and _tokens still empty, and sends _tokens in a message after.
import test from "node:test";
import assert from "node:assert/strict";
import { offlineModel } from "../../widget_js/pagekit.js";
import { Page, TOKENS, data, installPage } from "./hustlepage.mjs";

installPage();
const { HustleView } = await import("../../widget_js/hustle/view.js");

test("a table whose tokens come after its data waits for them, then draws", () => {
  const model = offlineModel({ _data: data(), _tokens: {}, _texts: {} });
  const root = new Page("div");
  const view = new HustleView(model, root); // threw "reading 'marks'" and drew nothing
  assert.equal(root.dataset.ply, undefined); // nothing drawn from the data yet
  model.set("_tokens", TOKENS);
  assert.equal(root.dataset.ply, "4");
  assert.equal(root.dataset.placing, "place");
  view.destroy();
});

test("a kind the data names and the tokens lack is waited for too", () => {
  const partial = { ...TOKENS };
  delete partial.purple3;
  const model = offlineModel({ _data: data(), _tokens: partial, _texts: {} });
  const root = new Page("div");
  const view = new HustleView(model, root);
  assert.equal(root.dataset.ply, undefined);
  model.set("_tokens", TOKENS);
  assert.equal(root.dataset.ply, "4");
  view.destroy();
});
