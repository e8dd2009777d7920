// The module chooser's ticks (a module another ticked one brings along is fixed) and the
// festival's answers (only a page that may answer gets buttons).
import { test } from "node:test";
import assert from "node:assert/strict";
import { chooserTicks, chosenModules, newGameStep } from "../../widget_js/fall_chooser.js";
import { cardRest, FestivalPart, festivalAnswers }
  from "../../widget_js/modules/fall_festival/part.js";
import { panelPlan } from "../../widget_js/tablerules.js";
import { installDocument } from "./minidom.mjs";
import { EN, KINDS } from "./texts.mjs";

// The elements named `tag` in `node` (itself too), and their texts.
const within = (node) => [node, ...(node.childNodes || []).flatMap(within)];
const find = (node, tag) => within(node).filter((n) => n.nodeName === tag.toUpperCase());
const texts = (node, tag) => find(node, tag).map((n) => n.textContent);

const MODULES = [
  { name: "advanced", implies: [] },
  { name: "fall.sunset", implies: [] },
  { name: "fall.fruit", implies: ["fall.sunset"] },
  { name: "fall.caps", implies: ["fall.sunset"] },
];

test("a Fall module brings Sunset along, fixed; the base game brings nothing", () => {
  const { on, implied } = chooserTicks(MODULES, ["fall.caps"]);
  assert.deepEqual([...implied], ["fall.sunset"]);
  assert.ok(on.has("fall.caps") && on.has("fall.sunset") && !on.has("advanced"));
  assert.equal(chooserTicks(MODULES, []).on.size, 0);
  assert.equal(chooserTicks(MODULES, ["advanced"]).implied.size, 0);
});

test("the modules sent keep the dialog's order and name each once", () => {
  assert.deepEqual(chosenModules(MODULES, ["fall.caps", "advanced", "fall.sunset"]),
    ["advanced", "fall.sunset", "fall.caps"]);
  assert.deepEqual(chosenModules(MODULES, []), []);
});

test("the festival's buttons are the pending answers, on a page that may answer", () => {
  const actions = [
    { json: { kind: "end_turn" }, label: "End" },
    { json: { kind: "retire_toast", card: "T03" }, label: "Toast T03" },
    { json: { kind: "retire_work" }, label: "Work" },
  ];
  const mine = festivalAnswers(actions, true);
  assert.equal(mine.cards.get("T03").label, "Toast T03");
  assert.equal(mine.work.label, "Work");
  assert.equal(mine.drone.size, 0);
  const theirs = festivalAnswers(actions, false);
  assert.equal(theirs.cards.size, 0);
  assert.equal(theirs.work, null);
  // solo: a toast drone card's choice is a button on each card that may be given up
  const drone = festivalAnswers([
    { json: { kind: "drone_toast", card: "T01" }, label: "Return T01" },
    { json: { kind: "drone_toast", card: "T05" }, label: "Return T05" },
  ], true);
  assert.deepEqual([...drone.drone.keys()], ["T01", "T05"]);
  assert.equal(drone.cards.size, 0);
  assert.equal(festivalAnswers([{ json: { kind: "drone_toast", card: "T01" } }], false)
    .drone.size, 0);
});

test("a toast card's words lose their leading coins, drawn as a coin piece instead", () => {
  assert.equal(cardRest("3 coins per type of nectar in your hive", 3),
    "per type of nectar in your hive");
  assert.equal(cardRest("1 coin per leaf in your hive", 1), "per leaf in your hive");
  assert.equal(cardRest("3 érme minden teljesített rendelésedért", 3),
    "minden teljesített rendelésedért");
  // words that do not start with the card's coins stay whole (drawn as words)
  assert.equal(cardRest("4 coins per type of honey", 3), null);
  assert.equal(cardRest("", 2), null);
});

test("Start asks before a game in progress is abandoned, and sends confirm only after Yes", () => {
  const playing = { modules: MODULES, in_progress: true };
  assert.deepEqual(newGameStep(playing, ["advanced"], false), { ask: true });
  assert.deepEqual(newGameStep(playing, ["advanced"], true),
    { send: { kind: "new_game", modules: ["advanced"], confirm: true } });
  // once the game is over there is nothing to abandon: no question, no confirm
  const over = { modules: MODULES, in_progress: false };
  assert.deepEqual(newGameStep(over, [], false), { send: { kind: "new_game", modules: [] } });
});

test("a player with no retired worker gets an empty outline, not a piece reading 0", () => {
  installDocument();
  const retiredEl = document.createElement("ul");
  const players = [{ name: "Anna", fill: "#1b5e20", ink: "#ffffff", shape: "circle" },
    { name: "Ben", fill: "#f9a825", ink: "#000000", shape: "square" }];
  const fest = { retired: [
    { seat: 0, n: 0, text: "Anna: 0 retired workers", toasts: "" },
    { seat: 1, n: 2, text: "Ben: 2 retired workers", toasts: "" }] };
  FestivalPart.prototype.drawRetired.call({ retiredEl }, fest, players);
  const [none, two] = retiredEl.childNodes;
  assert.deepEqual(texts(none, "text"), []); // no number drawn
  assert.equal(find(none, "circle")[0].getAttribute("class"), "hbt-festival-none");
  assert.equal(find(none, "circle")[0].getAttribute("fill"), "none");
  // the tooltip and the screen reader still say how many
  assert.equal(none.getAttribute("title"), "Anna: 0 retired workers");
  assert.deepEqual(find(none, "span").filter((n) => n.getAttribute("class") === "hbt-sr")
    .map((n) => n.textContent), ["Anna: 0 retired workers"]);
  assert.equal(none.dataset.retired, "0");
  assert.deepEqual(texts(two, "text"), ["2"]);
});

test("the festival's answers have one button each: on the festival, not the panel too", () => {
  const actions = [
    { json: { kind: "end_turn" }, label: "End your turn" },
    { json: { kind: "retire_toast", card: "T03" }, label: "Retire a worker to toast T03" },
    { json: { kind: "retire_work" }, label: "Retire a worker to work: a Decree" },
  ];
  const plan = panelPlan({ kind: "end_turn" }, actions, EN, KINDS);
  assert.deepEqual(plan.buttons.map((a) => a.json.kind), ["end_turn"]);
  assert.deepEqual(plan.more.map((a) => a.json.kind), ["retire_toast", "retire_work"]);
  const festival = festivalAnswers(actions, true);
  assert.equal(festival.work.label, "Retire a worker to work: a Decree");
  assert.deepEqual([...festival.cards.keys()], ["T03"]);
});
