// The Hustle table's view is written in parts (widget_js/hustle/): every part's methods end
// on HustleView's own prototype, each written once.
import test from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { assertMembersOnce, exportedNames, importsOf } from "./viewparts.mjs";
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
const DIR = new URL("../../widget_js/hustle/", import.meta.url).pathname;

test("every part's members are HustleView's own, written once", () => {
  const { seen, base } = assertMembersOnce(HustleView, PARTS);
  assert.ok(base.has("redraw") && base.has("destroy") && base.has("placing"));
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
// only when a page draws it (a missing import is not an error until the line runs); and
// it imports nothing it does not use.
test("each part imports the shared names it uses", async () => {
  const names = await exportedNames(["hexmath", "hustlerules", "hustlekinds", "keyboard",
    "rulelinks", "pagekit", "focuskeep", "layout", "lessonpanel", "firstgame", "hustle/svg"]);
  for (const file of readdirSync(DIR).filter((f) => f.endsWith(".js"))) {
    const { missing, unused } = importsOf(DIR, file, names);
    assert.deepEqual(missing, [], `${file} uses ${missing} without importing it`);
    assert.deepEqual(unused, [], `${file} imports ${unused} and does not use it`);
  }
});

test("the Hustle page fills its texts' specs as the catalogue does: a name's possessive", async () => {
  const { fill } = await import("../../widget_js/hustle/svg.js");
  assert.equal(fill("{name:S} honeycomb", { name: "Anna" }), "Anna's honeycomb");
  assert.equal(fill("{name:S} honeycomb", { name: "You" }), "Your honeycomb");
  assert.equal(fill("{name:Birt=köre/köröd} véget ért", { name: "Te" }), "A te köröd véget ért");
  assert.equal(fill("Tokens: {size} of {all}", { size: 3 }), "Tokens: 3 of {all}");
});
