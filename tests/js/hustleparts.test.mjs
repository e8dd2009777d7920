// The Hustle table's view is written in parts (widget_js/hustle/): every part's methods end
// on HustleView's own prototype, each written once.
import test from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { HustleView } from "../../widget_js/hustle/view.js";
import { HustleDom } from "../../widget_js/hustle/dom.js";
import { HustleFocus } from "../../widget_js/hustle/focus.js";
import { HustleDecision } from "../../widget_js/hustle/decision.js";
import { HustleMessages } from "../../widget_js/hustle/messages.js";
import { HustleComb } from "../../widget_js/hustle/comb.js";
import { HustleInput } from "../../widget_js/hustle/input.js";
import { HustlePieces } from "../../widget_js/hustle/pieces.js";

const PARTS = [HustleDom, HustleFocus, HustleDecision, HustleMessages, HustleComb, HustleInput,
  HustlePieces];
const own = (cls) => Object.getOwnPropertyNames(cls.prototype).filter((n) => n !== "constructor");
const DIR = new URL("../../widget_js/hustle/", import.meta.url).pathname;

test("every part's members are HustleView's own, written once", () => {
  const seen = new Set(own(HustleView).filter((n) => !PARTS.some((p) => own(p).includes(n))));
  assert.ok(seen.has("redraw") && seen.has("destroy") && seen.has("placing"));
  for (const part of PARTS) {
    assert.ok(own(part).length > 0, part.name);
    for (const name of own(part)) {
      assert.ok(!seen.has(name), "HustleView." + name + " is written twice");
      seen.add(name);
      const mine = Object.getOwnPropertyDescriptor(HustleView.prototype, name);
      const theirs = Object.getOwnPropertyDescriptor(part.prototype, name);
      assert.ok(mine, part.name + "." + name + " is not on HustleView");
      assert.equal(mine.value, theirs.value, name);
      assert.equal(mine.get, theirs.get, name);
      assert.equal(mine.enumerable, false, name);
    }
  }
  assert.equal(seen.size, own(HustleView).length);
  assert.ok(seen.size >= 45, "the view's 45 members: " + seen.size);
});

test("every file of the view imports the parts it takes, and is a small file", () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".js")).sort();
  const view = readFileSync(path.join(DIR, "view.js"), "utf-8");
  for (const part of PARTS) assert.match(view, new RegExp(`\\b${part.name}\\b`));
  for (const file of files) {
    const lines = readFileSync(path.join(DIR, file), "utf-8").split("\n").length;
    assert.ok(lines <= 300, `${file}: ${lines} lines`);
  }
  assert.ok(files.length >= 9, files.join());
});

// A part moved out of one file must import what it uses: every name the shared modules
// export that a part uses bare is imported there (or declared by it), so no part fails
// only when a page draws it (a missing import is not an error until the line runs).
test("each part imports the shared names it uses", async () => {
  const shared = ["hexmath", "hustlerules", "hustlekinds", "keyboard", "rulelinks", "pagekit",
    "focuskeep", "layout", "lessonpanel", "firstgame"];
  const names = new Set();
  for (const m of shared) {
    for (const n of Object.keys(await import(`../../widget_js/${m}.js`))) names.add(n);
  }
  for (const n of Object.keys(await import("../../widget_js/hustle/svg.js"))) names.add(n);
  const files = readdirSync(DIR).filter((f) => f.endsWith(".js"));
  for (const file of files) {
    const text = readFileSync(path.join(DIR, file), "utf-8");
    const imported = new Set([...text.matchAll(/^import \{([^}]*)\} from/gm)]
      .flatMap((m) => m[1].split(",").map((s) => s.trim())));
    const body = text.replace(/^import \{[^}]*\} from [^\n]*\n/gm, "")
      .replace(/\/\/[^\n]*/g, "").replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
    for (const name of names) {
      const bare = new RegExp(`(?:^|[^\\w.$]|\\.\\.\\.)${name}\\b`).test(body);
      const mine = new RegExp(`(?:const|let|function|class) ${name}\\b|\\(${name}\\)`).test(body);
      assert.ok(!bare || mine || imported.has(name), `${file} uses ${name} without importing it`);
    }
    // and imports nothing it does not use
    for (const name of imported) {
      const uses = new RegExp(`(?:^|[^\\w.$]|\\.\\.\\.)${name}\\b`).test(body);
      assert.ok(uses, `${file} imports ${name} and does not use it`);
    }
  }
});
