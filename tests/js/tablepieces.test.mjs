import test from "node:test";
import assert from "node:assert/strict";
import { installDocument } from "./minidom.mjs";

installDocument();
const { contestCard, drone } = await import("../../widget_js/modules/solo/part.js");
const { configurationCard } = await import("../../widget_js/decision.js");

const all = (node, tag) => [node, ...node.childNodes.flatMap((c) => c.childNodes ?
  all(c, tag) : [])].filter((n) => n.nodeName === tag.toUpperCase());
const texts = (node) => all(node, "text").map((t) => t.textContent);

test("a solo contest card: its title, its count, a star per tier and one for the next", () => {
  const parent = document.createElement("div");
  contestCard(parent, { title: "Full Larder", value: 3, tier: 2, points: 10, next: 5,
    text: "Full Larder (nectar tiles): 3 → tier 2, 10 points; next tier at 5" });
  const svg = parent.children[0];
  assert.equal(svg.getAttribute("aria-hidden"), "true");
  assert.deepEqual(texts(svg), ["Full Larder", "3", "★★☆", "+10"]);
  // the sentence is the card's tooltip
  assert.match(all(svg, "title")[0].textContent, /next tier at 5/);
  const top = document.createElement("div");
  contestCard(top, { title: "Swarm", value: 9, tier: 3, points: 20, next: null, text: "" });
  assert.equal(texts(top.children[0])[2], "★★★");
});

test("a drone is a pawn with its letter standing on its box's name", () => {
  const parent = document.createElement("div");
  drone(parent, "B", "Decree and Accounting", "Drone B: Decree and Accounting");
  const svg = parent.children[0];
  assert.deepEqual(texts(svg), ["B", "Decree and Accounting"]);
  assert.equal(svg.getAttribute("data-drone"), "B");
  // wide enough for the box's name
  assert.ok(Number(svg.getAttribute("width")) >= 21 * 12 * 0.62);
});

test("a configuration card to choose is drawn as the card, its choice its name", () => {
  for (const [label, name] of [
    ["Play with the configuration card “Veteran 6 (yellow)”", "Veteran 6 (yellow)"],
    ["Játék a(z) „Veterán 6 (sárga)” konfigurációs kártyával", "Veterán 6 (sárga)"],
    ["No quotes", "No quotes"],
  ]) {
    const b = document.createElement("button");
    b.textContent = label;
    configurationCard(b, label);
    assert.equal(b.getAttribute("aria-label"), label);
    assert.equal(b.getAttribute("title"), label);
    const svg = b.children[0];
    assert.equal(svg.getAttribute("aria-hidden"), "true");
    assert.deepEqual(texts(svg), [name]);
    assert.equal(all(svg, "polygon").length, 4);
  }
});
