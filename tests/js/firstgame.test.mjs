import test from "node:test";
import assert from "node:assert/strict";
import { firstGameLayout } from "../../widget_js/firstgame.js";
import { findTarget } from "../../widget_js/coach.js";
import { offlineModel } from "../../widget_js/pagekit.js";
import { Element, installDocument } from "./minidom.mjs";

installDocument();

// The coach's state as Python's Coach.state sends it.
function state(extra = {}) {
  return {
    language: "hu", label: "Edző", point: 3, taught: 2, feedback: "",
    select: [".hbt-contest", ".hbt-target"],
    lines: [{ id: "hb.contest.speed", title: "A gyorsasági verseny",
      html: "<b>A gyorsasági verseny</b>: azonnal fizet." }],
    ...extra,
  };
}

function find(node, cls) {
  if (node.classList && node.classList.contains(cls)) return node;
  for (const child of node.children || []) {
    const hit = find(child, cls);
    if (hit) return hit;
  }
  return null;
}

test("a table without a coach draws none", () => {
  const root = new Element("div");
  firstGameLayout(offlineModel({}), root, root);
  assert.equal(root.children.length, 0);
  assert.ok(!root.classList.contains("hb-first-game"));
});

test("the coach's lines stand in the bubble and in the live region, in its language", () => {
  const root = new Element("div");
  const layout = firstGameLayout(offlineModel({ _coach: state() }), root, root);
  assert.ok(root.classList.contains("hb-first-game"));
  const said = find(root, "hb-first-coach");
  assert.equal(said.getAttribute("aria-live"), "polite");
  assert.equal(said.getAttribute("lang"), "hu");
  assert.equal(said.dataset.point, "3");
  assert.match(said.innerHTML, /data-rule="hb.contest.speed"/);
  const bubble = find(root, "hb-first-bubble");
  assert.equal(bubble.getAttribute("aria-hidden"), "true"); // the live region is read
  assert.equal(bubble.getAttribute("lang"), "hu");
  assert.match(find(bubble, "hb-coach-ask").innerHTML, /azonnal fizet/);
  layout.destroy();
});

test("a refused click alone is the bubble's words; with lines it is their feedback", () => {
  const root = new Element("div");
  const refused = "the drawn token waits to be placed first";
  firstGameLayout(offlineModel({ _coach: state({ lines: [], feedback: refused }) }), root,
    root);
  const bubble = find(root, "hb-first-bubble");
  assert.match(find(bubble, "hb-coach-ask").innerHTML, /waits to be placed/);
  const other = new Element("div");
  firstGameLayout(offlineModel({ _coach: state({ feedback: refused }) }), other, other);
  const feedback = find(find(other, "hb-first-bubble"), "hb-coach-feedback");
  assert.match(feedback.innerHTML, /hb-lesson-wrong.*waits to be placed/);
});

test("the bubble points at the first selector's part in view, else the first drawn", () => {
  globalThis.innerWidth = 1280;
  globalThis.innerHeight = 800;
  globalThis.getComputedStyle = () => ({ overflowX: "visible", overflowY: "visible" });
  const box = (left, top, width, height) => ({ left, top, width, height, right: left + width,
    bottom: top + height });
  const part = (name, b) => ({ name, getBoundingClientRect: () => b });
  const parts = {
    ".hbt-order": [part("order", box(10, 2000, 50, 50))], // drawn, scrolled out of view
    ".hbt-target": [part("hidden", box(0, 0, 0, 0)), part("target", box(100, 100, 40, 40))],
  };
  const surface = { parentElement: null, getBoundingClientRect: () => box(0, 0, 1000, 700),
    querySelectorAll: (sel) => parts[sel] || [] };
  assert.equal(findTarget(surface, [], [".hbt-order", ".hbt-target"]).name, "target");
  assert.equal(findTarget(surface, [], [".hbt-order"]).name, "order");
  assert.equal(findTarget(surface, [], ".hbt-target").name, "target");
  assert.equal(findTarget(surface, [], [".nothing"]), null);
});

test("a Hint button and the hints shown stand in the bubble and in the live region", () => {
  const root = new Element("div");
  const hint = { button: "Az edző válaszának lejátszása", send: "play", counter: "2. tipp",
    items: ["Egy korong ott kapcsolódik", "Az edző ezt tenné: <x>"] };
  firstGameLayout(offlineModel({ _coach: state({ hint }) }), root, root);
  const bubble = find(root, "hb-first-bubble");
  const ask = find(bubble, "hb-coach-ask").innerHTML;
  assert.match(ask, /class="hb-first-hint" data-send="play" tabindex="-1">Az edző/);
  assert.match(ask, /<small>2\. tipp<\/small>/);
  assert.match(find(bubble, "hb-coach-hints").innerHTML, /<li>Egy korong.*<li>Az edző ezt/);
  const said = find(root, "hb-first-coach").innerHTML;
  assert.match(said, /class="hb-first-hint" data-send="play">Az edző/); // the keyboard's
  const none = new Element("div");
  firstGameLayout(offlineModel({ _coach: state({ hint: {} }) }), none, none);
  assert.doesNotMatch(find(none, "hb-first-coach").innerHTML, /hb-first-hint/);
});
