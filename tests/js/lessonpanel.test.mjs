import test from "node:test";
import assert from "node:assert/strict";
import { lessonLayout } from "../../widget_js/lessonpanel.js";
import { offlineModel } from "../../widget_js/pagekit.js";
import { Element, installDocument } from "./minidom.mjs";

installDocument();

// The panel's state as Python's panel_state sends it (a question step, one wrong try).
function state(extra = {}) {
  const button = (label, enabled = true, shown = true) => ({ label, enabled, shown });
  return {
    language: "en", lesson: "cells_and_nectar", step: "guess-acacia", kind: "question",
    title: "Empty cells and nectar",
    progress: { text: "Step 2 of 6 · 1 of 6 steps done", current: 2, done: 1, total: 6 },
    score: "★★☆ 2 tries", step_title: "Read the pattern", note: "", prompt: "<p>Which?</p>",
    todo: "Choose an answer.",
    options: [
      { id: "rosemary", text: "Rosemary", label: "Rosemary", mark: "wrong" },
      { id: "acacia", text: "Acacia", label: "Acacia", mark: "" },
    ],
    columns: 2,
    hints: { counter: "", items: [] },
    feedback: { tone: "wrong", html: "<b>Not quite.</b> Rosemary has four tiles." },
    buttons: { hint: button("Hint"), reveal: button("Show the answer", true, false),
      back: button("Back"), reset: button("Reset step"), next: button("Next") },
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

function sentBy(model) {
  const sent = [];
  model.send = (content) => sent.push(content);
  return sent;
}

test("a surface without a lesson is drawn alone, in the widget's root", () => {
  const root = new Element("div");
  const layout = lessonLayout(offlineModel({}), root);
  assert.equal(layout.surface, root);
  assert.equal(root.children.length, 0);
});

test("a lesson: the panel beside the surface, drawn from the state", () => {
  const root = new Element("div");
  const model = offlineModel({ _lesson: state() });
  const layout = lessonLayout(model, root);
  assert.ok(root.classList.contains("hb-lesson"));
  const row = root.children[0];
  assert.ok(row.classList.contains("hb-lesson-row"));
  const [panel, surface] = row.children;
  assert.equal(surface, layout.surface);
  assert.ok(panel.classList.contains("hb-lesson-panel"));
  assert.equal(panel.getAttribute("lang"), "en");
  assert.equal(find(panel, "hb-lesson-progress").textContent, "Step 2 of 6 · 1 of 6 steps done");
  assert.equal(find(panel, "hb-lesson-ask").innerHTML, "<p>Which?</p>");
  assert.equal(find(panel, "hb-lesson-more").hidden, true); // nothing more to say
  // The coach bubble holds the ask and the feedback too (shown where a target is drawn).
  const bubble = find(root, "hb-coach");
  assert.equal(bubble.getAttribute("aria-hidden"), "true"); // the panel's copy is read out
  assert.equal(find(bubble, "hb-coach-ask").innerHTML, "<p>Which?</p>");
  assert.match(find(bubble, "hb-coach-feedback").innerHTML, /hb-lesson-wrong/);
  const feedback = find(panel, "hb-lesson-feedback");
  assert.match(feedback.innerHTML, /class="hb-lesson-msg hb-lesson-wrong"/);
  const options = find(panel, "hb-lesson-options");
  assert.ok(options.classList.contains("hb-lesson-options-2"));
  const [rosemary, acacia] = options.children;
  assert.equal(rosemary.nodeName, "BUTTON");
  assert.ok(rosemary.classList.contains("hb-lesson-option-wrong"));
  assert.equal(rosemary.getAttribute("aria-pressed"), "true");
  assert.equal(acacia.getAttribute("aria-pressed"), "false");
  assert.equal(find(panel, "hb-lesson-reveal").hidden, true); // not offered yet
  assert.equal(find(panel, "hb-lesson-next").textContent, "Next→");
  layout.destroy();
});

test("the buttons send the lesson's messages; a new state is drawn again", () => {
  const root = new Element("div");
  const model = offlineModel({ _lesson: state() });
  const sent = sentBy(model);
  lessonLayout(model, root);
  const panel = root.children[0].children[0];
  find(panel, "hb-option-acacia").dispatch("click");
  find(panel, "hb-lesson-hint").dispatch("click");
  find(panel, "hb-lesson-next").dispatch("click");
  assert.deepEqual(sent, [{ lesson: "answer", option: "acacia" }, { lesson: "hint" },
    { lesson: "next" }]);
  const next = state({ feedback: {}, options: [], kind: "place",
    buttons: { ...state().buttons, back: { label: "Back", enabled: false, shown: true },
      next: { label: "Finish", enabled: true, shown: true } } });
  model.set("_lesson", next);
  assert.equal(find(panel, "hb-lesson-feedback").innerHTML, ""); // its place stays
  assert.equal(find(panel, "hb-lesson-options").hidden, true);
  assert.equal(find(panel, "hb-lesson-back").disabled, true);
  assert.equal(find(panel, "hb-lesson-next").textContent, "Finish→");
});

test("the prompt's first sentence, the rest behind a 'more' button, the ask", () => {
  const root = new Element("div");
  const parts = { lead: "<p>One.</p>", more: "<p>Two.</p>", ask: "<p>Do it?</p>" };
  const model = offlineModel({ _lesson: state({ parts, note: "<small>Note.</small>",
    more: { more: "bővebben", less: "kevesebb" } }) });
  const layout = lessonLayout(model, root);
  const more = find(root, "hb-lesson-more");
  assert.equal(more.nodeName, "BUTTON");
  assert.equal(more.hidden, false);
  assert.equal(more.textContent, "bővebben");
  assert.equal(more.getAttribute("aria-expanded"), "false");
  const text = find(root, "hb-lesson-more-text");
  assert.equal(text.hidden, true);
  assert.equal(find(root, "hb-lesson-lead-text").innerHTML, "<p>One.</p>");
  more.dispatch("click");
  assert.equal(text.hidden, false);
  assert.equal(more.textContent, "kevesebb");
  assert.equal(more.getAttribute("aria-expanded"), "true");
  assert.equal(find(text, "hb-lesson-more-body").innerHTML, "<p>Two.</p>");
  assert.equal(find(text, "hb-lesson-note").innerHTML, "<small>Note.</small>");
  assert.equal(find(root, "hb-coach-ask").innerHTML, "<p>Do it?</p>");
  layout.destroy();
});

test("a click the surface refuses is said in the coach bubble until the lesson speaks", () => {
  const root = new Element("div");
  const model = offlineModel({ _lesson: state() });
  const layout = lessonLayout(model, root);
  const view = {};
  layout.attach(view);
  const bubble = find(root, "hb-coach-feedback");
  assert.match(bubble.innerHTML, /Rosemary has four tiles/);
  view.onRefusal("Not allowed: that space is <blocked> by the drone.");
  assert.match(bubble.innerHTML, /class="hb-lesson-msg hb-lesson-illegal"/);
  assert.match(bubble.innerHTML, /by the drone/);
  assert.doesNotMatch(bubble.innerHTML, /<blocked>/); // the error's text, escaped
  assert.equal(bubble.hidden, false);
  // The panel's own feedback (the screen reader's copy) is the lesson's, unchanged.
  assert.match(find(root, "hb-lesson-feedback").innerHTML, /Rosemary/);
  view.onRefusal(""); // the error dismissed: the lesson's feedback again
  assert.match(bubble.innerHTML, /Rosemary has four tiles/);
  view.onRefusal("Not allowed: no.");
  model.set("_lesson", state({ feedback: { tone: "right", html: "<b>Right!</b> Acacia." } }));
  assert.match(bubble.innerHTML, /Acacia/); // the lesson spoke since: its words
  assert.doesNotMatch(bubble.innerHTML, /Not allowed/);
  layout.destroy();
});
