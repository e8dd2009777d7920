import test from "node:test";
import assert from "node:assert/strict";
import { keyCommand, moveCursor, staysInWidget } from "../../widget_js/keyboard.js";
import { toPixel } from "../../widget_js/hexmath.js";

const key = (k, extra = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false,
  altKey: false, ...extra });

test("undo and redo keys work anywhere in the widget", () => {
  assert.deepEqual(keyCommand(key("z", { ctrlKey: true }), false), { cmd: "undo" });
  assert.deepEqual(keyCommand(key("Z", { ctrlKey: true, shiftKey: true }), false), { cmd: "redo" });
  assert.deepEqual(keyCommand(key("y", { metaKey: true }), false), { cmd: "redo" });
  assert.equal(keyCommand(key("c", { ctrlKey: true }), true), null); // copy stays copy
});

test("R turns one way, Shift+R the other; digits pick tiles", () => {
  assert.deepEqual(keyCommand(key("r"), false), { cmd: "rotate", steps: 1 });
  assert.deepEqual(keyCommand(key("R", { shiftKey: true }), true), { cmd: "rotate", steps: -1 });
  assert.deepEqual(keyCommand(key("3"), true), { cmd: "pick", index: 2 });
  assert.equal(keyCommand(key("7"), true), null);
});

test("board keys only act when the board has focus", () => {
  assert.equal(keyCommand(key("Enter"), false), null);
  assert.equal(keyCommand(key("ArrowUp"), false), null);
  assert.deepEqual(keyCommand(key("Enter"), true), { cmd: "place" });
  assert.deepEqual(keyCommand(key(" "), true), { cmd: "place" });
  assert.deepEqual(keyCommand(key("ArrowUp"), true), { cmd: "cursor", key: "ArrowUp" });
  assert.deepEqual(keyCommand(key("Escape"), true), { cmd: "drop" });
  assert.deepEqual(keyCommand(key("0"), true), { cmd: "fit" });
  assert.deepEqual(keyCommand(key("c"), true), { cmd: "coords" });
  assert.equal(keyCommand(key("ArrowUp", { altKey: true }), true), null);
});

test("the cursor moves to neighbours, and up then down comes back", () => {
  for (const start of [[0, 0], [2, -3], [-1, 4], [5, 1]]) {
    for (const k of ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]) {
      const to = moveCursor(start, k);
      const dq = to[0] - start[0];
      const dr = to[1] - start[1];
      assert.ok((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 === 1, `${start} ${k}`);
    }
    assert.deepEqual(moveCursor(moveCursor(start, "ArrowUp"), "ArrowDown"), start);
    assert.deepEqual(moveCursor(moveCursor(start, "ArrowLeft"), "ArrowRight"), start);
  }
});

test("repeated up presses go straight up the screen", () => {
  let h = [0, 0];
  const x0 = toPixel(h, 28)[0];
  for (let i = 0; i < 8; i++) {
    h = moveCursor(h, "ArrowUp");
    assert.ok(Math.abs(toPixel(h, 28)[0] - x0) < 28, `step ${i}`);
  }
  assert.ok(toPixel(h, 28)[1] < -300);
});

test("unmodified keys stay in the widget, Tab and shortcuts with modifiers go on", () => {
  for (const k of ["d", "r", "R", "m", "1", "Enter", " ", "Escape", "ArrowUp"]) {
    assert.equal(staysInWidget(key(k, { shiftKey: k === "R" })), true, k);
  }
  assert.equal(staysInWidget(key("Tab")), false);
  assert.equal(staysInWidget(key("Tab", { shiftKey: true })), false);
  assert.equal(staysInWidget(key("s", { ctrlKey: true })), false);
  assert.equal(staysInWidget(key("Enter", { metaKey: true })), false);
  assert.equal(staysInWidget(key("ArrowLeft", { altKey: true })), false);
});
