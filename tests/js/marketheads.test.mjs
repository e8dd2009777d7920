import test from "node:test";
import assert from "node:assert/strict";
import { installDocument } from "./minidom.mjs";
import { columnHeadPiece, headLines } from "../../widget_js/marketpieces.js";

installDocument();

test("a long name breaks at a space, or with a hyphen where the catalogue marks it", () => {
  assert.deepEqual(headLines("Wildflower", "Wildflower"), ["Wildflower"]);
  assert.deepEqual(headLines("Cherry Blossom", "Cherry Blossom"), ["Cherry", "Blossom"]);
  assert.deepEqual(headLines("vadvirágméz", "vadvirág|méz"), ["vadvirág-", "méz"]);
  assert.deepEqual(headLines("cseresznyevirágméz", "cseresznye|virág|méz"),
    ["cseresznye-", "virágméz"]);
  assert.deepEqual(headLines("akácméz", "akác|méz"), ["akácméz"]); // short: one line
  assert.deepEqual(headLines("pollen"), ["pollen"]); // no marks
  // marks for another name (a module's vocabulary renamed it): the name as it is
  assert.deepEqual(headLines("napraforgóméz", "vadvirág|méz"), ["napraforgóméz"]);
});

test("the column's head draws the name's lines under the disc", () => {
  const statics = { resources: { rosemary: "rozmaringméz" },
    resource_breaks: { rosemary: "rozmaring|méz" }, palette: {} };
  const svg = columnHeadPiece(statics, "rosemary");
  const names = [];
  const walk = (n) => {
    if (n.getAttribute && n.getAttribute("class") === "hbt-col-head-name") {
      names.push(n.textContent);
    }
    (n.childNodes || []).forEach(walk);
  };
  walk(svg);
  assert.deepEqual(names, ["rozmaring-", "méz"]);
  assert.equal(svg.getAttribute("height"), String(28 + 2 * 13));
});
