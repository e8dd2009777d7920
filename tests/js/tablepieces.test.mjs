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

const { choicePiece } = await import("../../widget_js/decision.js");
const statics = {
  pollen: "pollen",
  resources: { pollen: "Pollen", acacia: "Acacia", wild: "Wildflower" },
  palette: { resources: { pollen: "#fff176", acacia: "#f9a825", wild: "#b39ddb" },
    resource_letters: { pollen: "P", acacia: "A", wild: "W" } },
  action_kinds: { sell: { on: "market", draw: "sell" }, complete_order: { on: "order" },
    recall: { on: "button" } },
};
const s = { static: statics, orders: [{ action: "produce", below: 3,
  up: { customer: "Beaver", points: 52, size: "large", needs: [["wild", 2], ["acacia", 1]] } }] };

test("a sale to choose is drawn as its pieces: the disc with how many, the coin it pays", () => {
  const b = document.createElement("button");
  const label = "Sell 2 Wildflower for 16 coins";
  b.textContent = label;
  choicePiece(b, s, { label, target: ["market", "wild"], json: { kind: "sell", quantity: 2 },
    info: { coins: 16 } });
  assert.equal(b.getAttribute("aria-label"), label);
  assert.equal(b.getAttribute("title"), label);
  assert.equal(b.children.length, 1); // the drawing only: no words beside it
  assert.deepEqual(texts(b.children[0]), ["W", "×2", "16"]);
});

test("an order to complete is drawn as what its card asks and what it pays", () => {
  const b = document.createElement("button");
  const label = "Complete the Beaver's order (2 Wildflower, 1 Acacia, 52 points)";
  choicePiece(b, s, { label, target: ["order", 0], json: { kind: "complete_order", stack: 0 },
    info: {} });
  assert.equal(b.getAttribute("aria-label"), label);
  assert.deepEqual(texts(b.children[0]), ["W", "2", "A", "1", "52"]);
});

test("a choice not answered on the market stays its words", () => {
  const b = document.createElement("button");
  b.textContent = "Recall your workers";
  choicePiece(b, s, { label: "Recall your workers", target: ["button"],
    json: { kind: "recall" }, info: {} });
  assert.equal(b.textContent, "Recall your workers");
  assert.equal(b.getAttribute("aria-label"), null);
});
