// The table's log as the page knows it. Python sends the whole log (`_log`, `_log_rules`)
// with a view's first state and whenever the log is not just longer (an undo, a new game,
// another language or viewer); after a move only the new lines (`_log_add`, see
// honeybuzz_lab/games/honeybuzz/widgets/log_delta.py). One keeper per model, so that a
// second view of the same widget draws the whole log too.

// Whether `add` follows on from the page's `log` and `refs` (no lines missing between).
export function follows(log, refs, add) {
  return add.from <= log.length && add.ids_from <= (refs.ids || []).length &&
    add.at_from <= (refs.at || []).length;
}

// `log` and `refs` ({ids, titles, at}) with `add` applied: cut at its indices, then
// appended, so applying it twice changes nothing. An addition that does not follow on
// from what the page has is left out (the page keeps its log).
export function applyAdd(log, refs, add) {
  if (!add || add.from === undefined || !follows(log, refs, add)) return { log, refs };
  const ids = refs.ids || [];
  const at = refs.at || [];
  return {
    log: [...log.slice(0, add.from), ...add.lines],
    refs: { ids: [...ids.slice(0, add.ids_from), ...add.ids],
      titles: [...(refs.titles || []).slice(0, add.ids_from), ...add.titles],
      at: [...at.slice(0, add.at_from), ...add.at] },
  };
}

export class LogKeeper {
  constructor(model) {
    this.model = model;
    this.whole();
    model.on("change:_log", () => this.whole());
    model.on("change:_log_rules", () => this.whole());
    model.on("change:_log_add", () => this.add());
  }

  // The whole log came: it, with the addition sent with it (nothing, or lines it has).
  whole() {
    this.asked = false;
    this.log = this.model.get("_log") || [];
    this.refs = this.model.get("_log_rules") || {};
    this.add();
  }

  // New lines came. Some additions went by before this keeper was made (the model got
  // them while its code loaded): the page asks for the whole log once.
  add() {
    const add = this.model.get("_log_add");
    if (!add || add.from === undefined) return;
    if (!follows(this.log, this.refs, add)) {
      if (!this.asked) this.model.send({ kind: "whole_log" });
      this.asked = true;
      return;
    }
    ({ log: this.log, refs: this.refs } = applyAdd(this.log, this.refs, add));
  }
}

const KEEPERS = new WeakMap();

// The model's keeper (made on first use: the widget's initialize makes it with the model).
export function logKeeper(model) {
  let keeper = KEEPERS.get(model);
  if (!keeper) {
    keeper = new LogKeeper(model);
    KEEPERS.set(model, keeper);
  }
  return keeper;
}
