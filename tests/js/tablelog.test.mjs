// The table's log: the last lines whole, the earlier ones behind a button that opens them in
// place (no inner scroll).
import test from "node:test";
import assert from "node:assert/strict";
import { installDocument } from "./minidom.mjs";

installDocument();
const { LOG_SHOWN, LogPart } = await import("../../widget_js/decision.js");

const classes = (node) => (node.getAttribute("class") || "").split(" ");
const view = {
  uid: "t1",
  t: (key, p = {}) => key + (p.n === undefined ? "" : ":" + p.n),
  rules: { link() {} },
};

function logPart() {
  const part = new LogPart(view, document.createElement("div"));
  part.list.querySelectorAll = () => part.list.children.filter((c) => classes(c).includes(
    "hbt-new"));
  return part;
}

test("a short log has no button; a long one says how many earlier lines it opens", () => {
  const part = logPart();
  part.update({ log: ["a", "b"], last: { lines: 1 }, rules: {} });
  assert.equal(part.earlier.hidden, true);
  const log = Array.from({ length: LOG_SHOWN + 5 }, (_, i) => "line " + i);
  part.update({ log, last: { lines: 2 }, rules: {} });
  assert.equal(part.list.children.length, LOG_SHOWN + 5); // every line, the earlier hidden by CSS
  assert.equal(part.earlier.hidden, false);
  assert.equal(part.earlier.textContent, "table.log.earlier:5");
  assert.equal(part.earlier.getAttribute("aria-expanded"), "false");
  assert.equal(part.earlier.getAttribute("aria-controls"), part.list.getAttribute("id"));
  assert.ok(!classes(part.list).includes("hbt-log-all"));
  assert.equal(part.list.start, 6); // the numbers of the lines shown stay the game's
  // the newest action's lines are marked
  assert.deepEqual(part.list.children.map((li) => classes(li).includes("hbt-new")).slice(-3),
    [false, true, true]);
});

test("the button opens the earlier lines in place and closes them again", () => {
  const part = logPart();
  const log = Array.from({ length: LOG_SHOWN + 3 }, (_, i) => "line " + i);
  part.update({ log, last: { lines: 1 }, rules: {} });
  part.earlier.dispatch("click");
  assert.ok(classes(part.list).includes("hbt-log-all"));
  assert.equal(part.earlier.getAttribute("aria-expanded"), "true");
  assert.equal(part.earlier.textContent, "table.log.fewer:3");
  assert.equal(part.list.start, 1);
  part.update({ log: [...log, "one more"], last: { lines: 1 }, rules: {} }); // stays open
  assert.ok(classes(part.list).includes("hbt-log-all"));
  part.earlier.dispatch("click");
  assert.ok(!classes(part.list).includes("hbt-log-all"));
  assert.equal(part.earlier.textContent, "table.log.earlier:4");
});

test("the stylesheet hides the lines before the last LOG_SHOWN", async () => {
  const { readFile } = await import("node:fs/promises");
  const css = await readFile(new URL("../../widget_js/table/log.css", import.meta.url), "utf8");
  const m = css.match(/\.hbt-log-list:not\(\.hbt-log-all\) > li:nth-last-child\(n \+ (\d+)\)/);
  assert.ok(m);
  assert.equal(Number(m[1]), LOG_SHOWN + 1);
  assert.doesNotMatch(css, /\.hbt-log[^{]*\{[^}]*overflow-y: auto/); // no inner scroll box
});
