// The board's view is written in parts (widget_js/board/): every part's methods and getters
// end on BoardView's own prototype, each written once, the getters still getters.
import test from "node:test";
import assert from "node:assert/strict";
import { BoardView } from "../../widget_js/board/view.js";
import { BoardSync } from "../../widget_js/board/sync.js";
import { BoardDom } from "../../widget_js/board/dom.js";
import { BoardInput } from "../../widget_js/board/input.js";
import { BoardActions } from "../../widget_js/board/actions.js";
import { BoardPanZoom } from "../../widget_js/board/panzoom.js";
import { BoardGhost } from "../../widget_js/board/ghost.js";
import { BoardHiveRenderers } from "../../widget_js/board/renderers/hive.js";
import { BoardSideRenderers } from "../../widget_js/board/renderers/side.js";

const PARTS = [BoardSync, BoardDom, BoardInput, BoardActions, BoardPanZoom, BoardGhost,
  BoardHiveRenderers, BoardSideRenderers];
const own = (cls) => Object.getOwnPropertyNames(cls.prototype).filter((n) => n !== "constructor");

test("every part's members are BoardView's own, written once", () => {
  const seen = new Set(own(BoardView).filter((n) => !PARTS.some((p) => own(p).includes(n))));
  assert.ok(seen.has("renderAll") && seen.has("offline"));
  for (const part of PARTS) {
    assert.ok(own(part).length > 0, part.name);
    for (const name of own(part)) {
      assert.ok(!seen.has(name), "BoardView." + name + " is written twice");
      seen.add(name);
      const mine = Object.getOwnPropertyDescriptor(BoardView.prototype, name);
      const theirs = Object.getOwnPropertyDescriptor(part.prototype, name);
      assert.ok(mine, part.name + "." + name + " is not on BoardView");
      assert.equal(mine.value, theirs.value, name);
      assert.equal(mine.get, theirs.get, name);
      assert.equal(mine.enumerable, false, name);
    }
  }
  assert.equal(seen.size, own(BoardView).length);
  assert.ok(seen.size >= 60, "the view's 64 members: " + seen.size);
  assert.equal(typeof Object.getOwnPropertyDescriptor(BoardView.prototype, "picking").get,
    "function");
});
