import test from "node:test";
import assert from "node:assert/strict";
import { englishArticle, englishPossessive, fillTemplate, hungarianArticle, hungarianPossessive,
  makeTexts, msg, parseTemplate } from "../../widget_js/i18n.js";
import { EN, HU } from "./texts.mjs";

test("templates split into text and fields, with escaped braces", () => {
  assert.deepEqual(parseTemplate("a {b} c {d:az}{{e}}"),
    ["a ", ["b", ""], " c ", ["d", "az"], "{e}"]);
});

test("a template fills the fields given, specs applied, and leaves the others as written", () => {
  assert.equal(fillTemplate("{who:S} {n} of {{n}}: {x:az} {y:cap}", { who: "You", n: 3 }),
    "Your 3 of {n}: {x:az} {y:cap}");
  assert.equal(fillTemplate("{a:An} {b:birt=köre/köröd}", { a: "owl", b: "Te" }),
    "An owl a te köröd");
  assert.throws(() => fillTemplate("{a:nope}", { a: 1 }), /unknown spec/);
});

test("articles: English by the first letter, Hungarian by the sound", () => {
  assert.equal(englishArticle("Acacia"), "an");
  assert.equal(englishArticle("Rosemary"), "a");
  for (const [word, art] of [["Akác", "az"], ["Rozmaring", "a"], ["(1,2)", "az"],
    ["(5,0)", "az"], ["(-1,2)", "a"], ["(10,2)", "a"], ["1000", "az"], ["100", "a"],
    ["Új Méh", "az"], ["„Ősz”", "az"]]) {
    assert.equal(hungarianArticle(word), art, word);
  }
});

test("possessives: a player named You reads your", () => {
  assert.equal(englishPossessive("Anna"), "Anna's");
  assert.equal(englishPossessive("You"), "your");
  assert.equal(englishPossessive("you", true), "Your");
});

test("the Hungarian possessive: a player named Te reads a te köröd (as format.py)", () => {
  assert.equal(hungarianPossessive("Anna", "köre", "köröd"), "Anna köre");
  assert.equal(hungarianPossessive("Te", "köre", "köröd"), "a te köröd");
  assert.equal(hungarianPossessive("te", "köre", "köröd", true), "A te köröd");
  const t = makeTexts({ a: "{name:Birt=köre/köröd} véget ért; {x:birt=nyugdíjba küldött " +
    "munkása/nyugdíjba küldött munkásod}" }, "hu");
  assert.equal(t.t("a", { name: "Te", x: "Anna" }),
    "A te köröd véget ért; Anna nyugdíjba küldött munkása");
  assert.equal(t.t("a", { name: "Tea", x: "te" }),
    "Tea köre véget ért; a te nyugdíjba küldött munkásod");
  // the catalogue's sentences, as the page says them
  assert.equal(HU.t("table.error.not_your_seat", { name: "Anna", you: "Te" }),
    "Most Anna dönt, nem Te: ez az asztal a te nevedben játszik.");
  assert.equal(HU.t("table.fall.festival.later", { name: "Te" }),
    "A te köröd végén egy munkás nyugdíjba küldhető pohárköszöntőre vagy dolgozni.");
  assert.equal(EN.t("table.error.not_your_seat", { name: "Anna", you: "You" }),
    "It is Anna's decision, not your decision: this table plays for You.");
});

test("plural forms, lists, nested messages and defaults", () => {
  const t = makeTexts({
    "x.coins": { one: "{n} coin", other: "{n} coins" },
    "x.say": "{who:cap} has {what:and}; {where:list}.",
    "x.nectar": "{n:Az} nectar",
    "core.list.comma": ", ",
    "core.list.and": " and ",
  }, "en");
  assert.equal(t.t("x.coins", { n: 1 }), "1 coin");
  assert.equal(t.t("x.coins", { n: 3 }), "3 coins");
  assert.equal(t.render(msg("x.say", { who: "anna", what: [msg("x.coins", { n: 2 }), "a fan"],
    where: ["here", "there"] })), "Anna has 2 coins and a fan; here, there.");
  assert.equal(t.t("x.nectar", { n: 5 }), "Az 5 nectar");
  assert.equal(t.render({ key: "x.none", params: {}, default: "Fox" }), "Fox");
  assert.equal(t.t("x.none"), "[missing text: x.none]");
});

test("the page's catalogues speak both languages", () => {
  assert.equal(EN.t("terms.action.new_bee"), "New Bee");
  assert.equal(HU.t("terms.action.new_bee"), "Új Méh");
  assert.equal(HU.t("board.moves.jump_title", { n: 5 }), "Ugrás az 5. lépéshez");
  assert.equal(HU.t("board.moves.jump_title", { n: 3 }), "Ugrás a 3. lépéshez");
});
