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

// A part moved out of one file must import what it uses: every name the shared modules
// export that a part uses bare is imported there (or declared by it), so no part fails
// only when a page draws it (a missing import is not an error until the line runs).
test("each part imports the shared names it uses", async () => {
  const { readdirSync, readFileSync } = await import("node:fs");
  const path = await import("node:path");
  const dir = new URL("../../widget_js/board/", import.meta.url).pathname;
  const shared = ["hexmath", "i18n", "rules", "render", "keyboard", "rulelinks", "pagekit"];
  const names = new Set();
  for (const m of shared) {
    for (const n of Object.keys(await import(`../../widget_js/${m}.js`))) names.add(n);
  }
  for (const n of Object.keys(await import("../../widget_js/board/icons.js"))) names.add(n);
  const files = readdirSync(dir, { recursive: true }).filter((f) => f.endsWith(".js"));
  assert.ok(files.length >= 10, files.join());
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), "utf-8");
    const imported = new Set([...text.matchAll(/^import \{([^}]*)\} from/gm)]
      .flatMap((m) => m[1].split(",").map((s) => s.trim())));
    const body = text.replace(/^import \{[^}]*\} from [^\n]*\n/gm, "")
      .replace(/\/\/[^\n]*/g, "").replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
    for (const name of names) {
      const bare = new RegExp(`(?:^|[^\\w.$]|\\.\\.\\.)${name}\\b`).test(body);
      const own = new RegExp(`(?:const|let|function|class) ${name}\\b|\\(${name}\\)`).test(body);
      assert.ok(!bare || own || imported.has(name), `${file} uses ${name} without importing it`);
    }
  }
});
