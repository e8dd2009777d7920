import test from "node:test";
import assert from "node:assert/strict";
import { RuleLinks, lineRule } from "../../widget_js/rulelinks.js";
import { offlineModel } from "../../widget_js/pagekit.js";
import { Element, installDocument } from "./minidom.mjs";

installDocument();

// The panel's words as Python's page_rules sends them (_rules.labels).
const LABELS = {
  link: "rule", label: "The rule: {title}", panel: "Rule: {title}", close: "Close",
  close_label: "Close the rule", source: "Source", our_reading: "our reading",
  related: "Related rules", demo: "Live demonstration (the engine, now)", back: "Back",
  back_label: "Back to {title}",
};

// A rule as the kernel answers {kind: "rule", id} (_rule: page_atom), its demonstration
// as rulebook/drawing.py draws it.
function answer(id, extra = {}) {
  return {
    id, title: `Title of ${id}`, text: `The words of ${id}.`, source: `RULINGS, §${id.length}`,
    our_reading: false,
    related: [{ id: id + ".a", title: `Title of ${id}.a` }, { id: id + ".b", title: `Title of ${id}.b` }],
    demo: { svg: "<svg class=\"hb-hive\"></svg>", verdict: "refused", verdict_text: "✗ Refused",
      move: "Move: a tile on (0, 0)", reason: "That hex is taken.", note: "",
      caption: "The hive before the move, the tried tile marked" },
    ...extra,
  };
}

function all(node, cls, out = []) {
  if (node.classList && node.classList.contains(cls)) out.push(node);
  for (const child of node.children || []) all(child, cls, out);
  return out;
}
const find = (node, cls) => all(node, cls)[0] || null;

// A panel on an offline model; the messages it sends are kept, and `reply` answers the last
// as the kernel would (it sets _rule).
function panel(state = {}) {
  const model = offlineModel({ language: "en", _rules: { labels: LABELS }, _rule: {}, ...state });
  const root = new Element("div");
  const host = new Element("div");
  root.appendChild(host);
  const sent = [];
  const links = new RuleLinks(model, root, host, new AbortController().signal, "hbt",
    (msg) => sent.push(msg));
  const reply = (extra = {}) => model.set("_rule", answer(sent[sent.length - 1].id, extra));
  return { model, links, sent, reply, el: links.el };
}

test("a link opens the rule: asked once, drawn when the kernel answers", () => {
  const { links, sent, reply, el } = panel();
  assert.ok(el.hidden);
  links.open("hb.hive.free-hexes", "Tiles go on free hexes");
  assert.ok(!el.hidden);
  assert.deepEqual(sent, [{ kind: "rule", id: "hb.hive.free-hexes" }]);
  assert.equal(el.dataset.ready, "no");
  assert.equal(find(el, "hbk-rule-title").textContent, "Tiles go on free hexes");
  assert.equal(find(el, "hbk-rule-text").textContent, "…");
  assert.equal(find(el, "hbk-rule-demo"), null); // nothing drawn before the answer
  reply();
  assert.equal(el.dataset.ready, "yes");
  assert.equal(el.getAttribute("aria-label"), "Rule: Title of hb.hive.free-hexes");
  assert.equal(find(el, "hbk-rule-text").textContent, "The words of hb.hive.free-hexes.");
  assert.equal(find(el, "hbk-rule-source").textContent, "Source: RULINGS, §18");
  assert.equal(sent.length, 1); // the answer does not ask again
  assert.ok(find(el, "hbk-rule-back").hidden); // nothing to go back to
});

test("the related rules are links in the panel; one is followed and Back returns", () => {
  const { links, sent, reply, el } = panel();
  links.open("hb.x", "X");
  reply();
  const related = find(el, "hbk-rule-related");
  assert.ok(!related.hidden);
  assert.equal(related.getAttribute("aria-label"), "Related rules");
  const goes = all(el, "hbk-rule-goto");
  assert.deepEqual(goes.map((g) => [g.dataset.goto, g.textContent]),
    [["hb.x.a", "Title of hb.x.a"], ["hb.x.b", "Title of hb.x.b"]]);
  goes[1].dispatch("click");
  assert.deepEqual(sent.at(-1), { kind: "rule", id: "hb.x.b" });
  assert.equal(el.dataset.rule, "hb.x.b");
  assert.equal(find(el, "hbk-rule-title").textContent, "Title of hb.x.b"); // at once
  const back = find(el, "hbk-rule-back");
  assert.ok(!back.hidden);
  assert.equal(back.getAttribute("aria-label"), "Back to Title of hb.x");
  assert.equal(document.activeElement, el); // the focus stays in the panel
  reply({ our_reading: true });
  assert.equal(find(el, "hbk-rule-reading").textContent, "our reading");
  assert.ok(el.classList.contains("hbk-rule-ours"));
  // Back shows the rule the panel came from, from what it was sent: no new question
  const asked = sent.length;
  back.dispatch("click");
  assert.equal(sent.length, asked);
  assert.equal(el.dataset.rule, "hb.x");
  assert.equal(el.dataset.ready, "yes");
  assert.equal(find(el, "hbk-rule-text").textContent, "The words of hb.x.");
  assert.ok(!el.classList.contains("hbk-rule-ours"));
  assert.ok(find(el, "hbk-rule-back").hidden);
});

test("the demonstration is drawn small, as the RuleBook draws it, with its one line", () => {
  const { links, reply, el } = panel();
  links.open("hb.hive.free-hexes", "T");
  reply();
  const demo = find(el, "hbk-rule-demo");
  assert.equal(demo.dataset.verdict, "refused");
  assert.equal(demo.getAttribute("aria-label"), LABELS.demo);
  assert.equal(find(demo, "hbk-rule-picture").innerHTML, "<svg class=\"hb-hive\"></svg>");
  assert.equal(find(demo, "hbk-rule-move").textContent, "✗ Refused Move: a tile on (0, 0)");
  assert.equal(find(demo, "hbk-rule-reason").textContent, "That hex is taken.");
  // a computed rule shows its call; a rule without related rules hides the list
  links.follow("hb.contest.zero", "Z");
  reply({ related: [], demo: { svg: "", verdict: "computed", verdict_text: "= Computed",
    move: "award(0) → 0", reason: "", note: "", caption: "" } });
  const computed = find(el, "hbk-rule-demo");
  assert.equal(find(computed, "hbk-rule-picture"), null);
  assert.equal(find(computed, "hbk-rule-move").textContent, "= Computed award(0) → 0");
  assert.ok(find(el, "hbk-rule-related").hidden);
});

test("a new link starts a new trail; Close forgets it", () => {
  const { links, reply, el } = panel();
  links.open("hb.x", "X");
  reply();
  links.follow("hb.x.a", "A");
  links.open("hb.y", "Y");
  assert.ok(find(el, "hbk-rule-back").hidden);
  links.follow("hb.y.a", "A");
  links.close();
  assert.ok(el.hidden);
  assert.deepEqual(links.trail, []);
});

test("a new language asks again for the rule shown, once", () => {
  const { model, links, sent, reply, el } = panel();
  links.open("hb.x", "X");
  reply();
  links.follow("hb.x.a", "A");
  reply();
  links.back(); // shown from what was kept; the kernel's _rule is still hb.x.a
  model.set("language", "hu");
  model.set("_rules", { labels: { ...LABELS, back: "Vissza" } });
  assert.deepEqual(sent.at(-1), { kind: "rule", id: "hb.x" });
  assert.equal(sent.filter((m) => m.id === "hb.x").length, 2);
  assert.equal(el.dataset.ready, "no");
  model.set("_rule", answer("hb.x", { title: "X cím" }));
  assert.equal(find(el, "hbk-rule-title").textContent, "X cím");
});

test("a log line's rule", () => {
  const refs = { ids: ["a", "b"], titles: ["A", "B"], at: [1, -1, 0] };
  assert.deepEqual(lineRule(refs, 0), ["b", "B"]);
  assert.equal(lineRule(refs, 1), null);
  assert.equal(lineRule(null, 0), null);
});

// A key pressed in an element (its keydown listeners, with what a browser event has).
function press(node, key) {
  let stopped = false;
  for (const cb of node.listeners.get("keydown")) cb({ key, stopPropagation: () => { stopped = true; } });
  return stopped;
}

test("the panel's search asks the kernel and its rules open in the panel", () => {
  const { model, links, sent, reply, el } = panel({ _rules: { labels: { ...LABELS,
    search: "Find another rule", no_results: "No rule matches “{query}”. Try other words." } } });
  links.open("hb.x", "X");
  reply();
  const input = links.findEl;
  assert.equal(links.findLabel.textContent, "Find another rule");
  input.value = "undo after a draw";
  assert.ok(press(input, "Enter")); // the board never sees the search's keys
  assert.deepEqual(sent.at(-1), { kind: "rule_search", query: "undo after a draw" });
  // an answer to another question is not shown
  model.set("_rule_found", { query: "tip", results: [{ id: "hb.tip", title: "Tip" }] });
  assert.equal(all(links.foundEl, "hbk-rule-goto").length, 0);
  model.set("_rule_found", { query: "undo after a draw", results: [
    { id: "hb.undo.chance", title: "No undo past chance" }, { id: "hb.x", title: "X" }] });
  const found = all(links.foundEl, "hbk-rule-goto");
  assert.deepEqual(found.map((b) => b.getAttribute("aria-current")), ["false", "true"]);
  found[0].dispatch("click");
  assert.deepEqual(sent.at(-1), { kind: "rule", id: "hb.undo.chance" });
  assert.equal(el.dataset.rule, "hb.undo.chance");
  assert.ok(!find(el, "hbk-rule-back").hidden); // Back returns to hb.x
  assert.equal(all(links.foundEl, "hbk-rule-goto").length, 0); // the list closed
  press(input, "Enter"); // asked again: the answer the page has shows at once
  assert.equal(all(links.foundEl, "hbk-rule-goto").length, 2);
  // nothing found: said so
  input.value = "zzz";
  model.set("_rule_found", { query: "zzz", results: [] });
  assert.ok(!links.foundNote.hidden);
  assert.equal(links.foundNote.textContent, "No rule matches “zzz”. Try other words.");
  // Escape in the field closes the panel
  press(input, "Escape");
  assert.ok(el.hidden);
});
