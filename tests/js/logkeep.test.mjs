// The page's log from the table's additions: new lines appended, the whole log again
// after an undo, and the whole log for a view displayed later.
import test from "node:test";
import assert from "node:assert/strict";

const { applyAdd, logKeeper } = await import("../../widget_js/logkeep.js");

// A widget model as the page has it: state set by the kernel's messages, change events.
function model(state) {
  const handlers = {};
  return {
    sent: [],
    send(msg) {
      this.sent.push(msg);
    },
    get: (key) => state[key],
    on: (event, cb) => (handlers[event] ||= []).push(cb),
    // One message from the kernel: every key is set, then each key's change fires.
    receive(changes) {
      Object.assign(state, changes);
      for (const key of Object.keys(changes)) for (const cb of handlers["change:" + key] || []) cb();
    },
  };
}

const REFS = { ids: ["r.a"], titles: ["Rule A"], at: [0, -1] };
const add = (from, lines, at, ids = [], titles = []) => ({ from, lines, at_from: from, at,
  ids_from: REFS.ids.length, ids, titles });

test("an addition appends its lines and their rules; applied twice it changes nothing", () => {
  const a = add(2, ["three"], [1], ["r.b"], ["Rule B"]);
  const once = applyAdd(["one", "two"], REFS, a);
  assert.deepEqual(once.log, ["one", "two", "three"]);
  assert.deepEqual(once.refs, { ids: ["r.a", "r.b"], titles: ["Rule A", "Rule B"],
    at: [0, -1, 1] });
  assert.deepEqual(applyAdd(once.log, once.refs, a), once);
  // one that does not follow on from the page's log is left out
  assert.deepEqual(applyAdd(["one"], REFS, add(2, ["x"], [-1])).log, ["one"]);
  assert.deepEqual(applyAdd(["one"], REFS, undefined).log, ["one"]);
});

test("the keeper follows additions, then the whole log after an undo removes lines", () => {
  const m = model({ _log: ["one", "two"], _log_rules: REFS, _log_add: add(2, [], []) });
  const keeper = logKeeper(m);
  assert.deepEqual(keeper.log, ["one", "two"]);
  m.receive({ _log_add: add(2, ["three"], [-1]) });
  m.receive({ _log_add: add(3, ["four", "five"], [0, 0]) });
  assert.deepEqual(keeper.log, ["one", "two", "three", "four", "five"]);
  assert.deepEqual(keeper.refs.at, [0, -1, -1, 0, 0]);
  // the undo: the whole (shorter) log, with an empty addition (in either order of events)
  m.receive({ _log_add: add(3, [], []), _log: ["one", "two", "three"],
    _log_rules: { ...REFS, at: [0, -1, -1] } });
  assert.deepEqual(keeper.log, ["one", "two", "three"]);
  assert.deepEqual(keeper.refs.at, [0, -1, -1]);
  m.receive({ _log_add: add(3, ["again"], [0]) });
  assert.deepEqual(keeper.log, ["one", "two", "three", "again"]);
});

test("a second view of the same model gets the keeper with the whole log", () => {
  const m = model({ _log: ["one"], _log_rules: { ids: [], titles: [], at: [-1] },
    _log_add: {} });
  const first = logKeeper(m);
  m.receive({ _log_add: { from: 1, lines: ["two"], at_from: 1, at: [-1], ids_from: 0,
    ids: [], titles: [] } });
  const second = logKeeper(m);
  assert.equal(second, first);
  assert.deepEqual(second.log, ["one", "two"]);
  // a reloaded page: a new model from the kernel's state (the whole log, its last addition)
  const reloaded = logKeeper(model({ _log: ["one", "two"], _log_rules: first.refs,
    _log_add: { from: 1, lines: ["two"], at_from: 1, at: [-1], ids_from: 0, ids: [],
      titles: [] } }));
  assert.deepEqual(reloaded.log, ["one", "two"]);
});

test("a keeper made after additions went by asks for the whole log once, then follows", () => {
  // the model got the whole log (one line), then two additions, before the keeper was made
  const m = model({ _log: ["one"], _log_rules: { ids: [], titles: [], at: [-1] },
    _log_add: { from: 2, lines: ["three"], at_from: 2, at: [-1], ids_from: 0, ids: [],
      titles: [] } });
  const keeper = logKeeper(m);
  assert.deepEqual(keeper.log, ["one"]);
  assert.deepEqual(m.sent, [{ kind: "whole_log" }]);
  m.receive({ _log_add: { from: 3, lines: ["four"], at_from: 3, at: [-1], ids_from: 0,
    ids: [], titles: [] } });
  assert.equal(m.sent.length, 1); // asked once
  // the answer: the whole log, with an empty addition
  m.receive({ _log_add: { from: 4, lines: [], at_from: 4, at: [], ids_from: 0, ids: [],
    titles: [] }, _log: ["one", "two", "three", "four"],
  _log_rules: { ids: [], titles: [], at: [-1, -1, -1, -1] } });
  assert.deepEqual(keeper.log, ["one", "two", "three", "four"]);
  m.receive({ _log_add: { from: 4, lines: ["five"], at_from: 4, at: [-1], ids_from: 0,
    ids: [], titles: [] } });
  assert.deepEqual(keeper.log, ["one", "two", "three", "four", "five"]);
  assert.equal(m.sent.length, 1);
});
