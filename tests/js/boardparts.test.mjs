// The board's view is written in parts (widget_js/board/): every part's methods and getters
// end on BoardView's own prototype, each written once, the getters still getters.
import test from "node:test";
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { assertMembersOnce, exportedNames, importsOf } from "./viewparts.mjs";
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

test("every part's members are BoardView's own, written once", () => {
  const { seen, base } = assertMembersOnce(BoardView, PARTS);
  assert.ok(base.has("renderAll") && base.has("offline"));
  assert.ok(seen.size >= 60, "the view's 64 members: " + seen.size);
  assert.equal(typeof Object.getOwnPropertyDescriptor(BoardView.prototype, "picking").get,
    "function");
});

// A part moved out of one file must import what it uses: every name the shared modules
// export that a part uses bare is imported there (or declared by it), so no part fails
// only when a page draws it (a missing import is not an error until the line runs).
test("each part imports the shared names it uses", async () => {
  const dir = new URL("../../widget_js/board/", import.meta.url).pathname;
  const names = await exportedNames(["hexmath", "i18n", "rules", "render", "keyboard",
    "rulelinks", "pagekit", "board/icons"]);
  const files = readdirSync(dir, { recursive: true }).filter((f) => f.endsWith(".js"));
  assert.ok(files.length >= 10, files.join());
  for (const file of files) {
    const { missing } = importsOf(dir, file, names);
    assert.deepEqual(missing, [], `${file} uses ${missing} without importing it`);
  }
});
