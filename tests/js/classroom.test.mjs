// The classroom panel's keys and slider marks.
import { test } from "node:test";
import assert from "node:assert/strict";
import { classroomKey, firstSentence, showsValue, tickPercent } from "../../widget_js/classroom.js";

const key = (k, mods = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

test("arrows, space and page keys step through the game", () => {
  assert.equal(classroomKey(key("ArrowRight")), "next");
  assert.equal(classroomKey(key(" ")), "next");
  assert.equal(classroomKey(key("PageDown")), "next");
  assert.equal(classroomKey(key("ArrowLeft")), "previous");
  assert.equal(classroomKey(key("PageUp")), "previous");
});

test("reveal, notes, turns, start and end", () => {
  assert.equal(classroomKey(key("Enter")), "reveal");
  assert.equal(classroomKey(key("n")), "next_note");
  assert.equal(classroomKey(key("P")), "previous_note");
  assert.equal(classroomKey(key("t")), "next_turn");
  assert.equal(classroomKey(key("Home")), "first");
  assert.equal(classroomKey(key("End")), "last");
});

test("Q asks the Queen for her comment", () => {
  assert.equal(classroomKey(key("q")), "queen");
  assert.equal(classroomKey(key("Q")), "queen");
  assert.equal(classroomKey(key("q", { ctrlKey: true })), null);
});

test("modified keys and other keys are left to the browser", () => {
  assert.equal(classroomKey(key("ArrowRight", { ctrlKey: true })), null);
  assert.equal(classroomKey(key("n", { metaKey: true })), null);
  assert.equal(classroomKey(key("x")), null);
});

test("note marks sit where their move is on the slider", () => {
  assert.equal(tickPercent(0, 278), 0);
  assert.equal(tickPercent(278, 278), 100);
  assert.equal(tickPercent(139, 278), 50);
  assert.equal(tickPercent(5, 0), 0);
});

test("the view control sends a seat's number, else spectator or all", () => {
  assert.equal(showsValue("0"), 0);
  assert.equal(showsValue("3"), 3);
  assert.equal(showsValue("spectator"), "spectator");
  assert.equal(showsValue("all"), "all");
});

test("a note shows its first sentence; the rest opens in place", () => {
  assert.deepEqual(firstSentence("Two players, Anna and Ben, play. Both build (a card). End."),
    ["Two players, Anna and Ben, play.", "Both build (a card). End."]);
  assert.deepEqual(firstSentence("Ben takes the “Produce.” He waits."),
    ["Ben takes the “Produce.”", "He waits."]);
  assert.deepEqual(firstSentence("One sentence only."), ["One sentence only.", ""]);
  assert.deepEqual(firstSentence(""), ["", ""]);
});
