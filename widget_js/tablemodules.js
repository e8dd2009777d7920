// The modules' parts of the table: every widget_js/modules/<name>/index.js (found by
// build.mjs, imported here as "table-modules"). Each index.js exports
//   { module: "spring.rain", key: "rain", rootClass?: "hbt-spring",
//     parts: [{ name: "rain", Part, after: "scores", order?: 1, app?: true }],
//     hooks?: { boxBlocked(s, box, node), stackExtra(s, kind), hiveMarks(s, seat),
//       ghostMarks(s), trayMarks(s), pickLabel(s, action, label), orderTitle(s, i, view) } }
// `module` names the engine module (its data is _modules[module], synced by Python's
// widgets/modules/<name>.py), `key` where the snapshot puts that data (s.rain), each part
// `name` the page part Python lists in _parts, `after` the base part (or "board": the board
// row) it follows, `app` only on a whole table; `hooks` what the module adds to the base
// parts (see moduleHooks below). This file names no module.
import MODULES from "table-modules";

export { MODULES };

// The modules' page parts in their order (parts after the same place: by `order`).
export const MODULE_PARTS = MODULES.flatMap((mod) => mod.parts.map((part) => ({ ...part, mod })))
  .sort((a, b) => (a.order || 0) - (b.order || 0));

// Adds, with add(Part, parent, mod), the shown modules' parts that come after `where`.
export function placeAfter(where, parent, shown, app, add, parts = MODULE_PARTS) {
  for (const p of parts) {
    if (p.after === where && shown(p.name) && (app || !p.app)) add(p.Part, parent, p.mod);
  }
}

// The classes modules put on the table while one of their parts is shown: class -> on.
export function rootMarks(shown, parts = MODULE_PARTS) {
  const marks = new Map();
  for (const p of parts) {
    if (p.mod.rootClass) marks.set(p.mod.rootClass, marks.get(p.mod.rootClass) || shown(p.name));
  }
  return marks;
}

// Each module's data under its key ({} when the game has none), from the synced _modules.
export function moduleData(synced, modules = MODULES) {
  return Object.fromEntries(modules.map((mod) => [mod.key, (synced || {})[mod.module] || {}]));
}

// What a module's part redraws on: its module's data and the traits it names.
export function moduleNeeds(mod, Part) {
  return ["_modules." + mod.module, ...Part.needs];
}

// Adds "_modules.<name>" to `changed` for each module whose data differs from `seen` (its
// JSON by module); returns the new `seen`.
export function moduleChanges(synced, seen, changed) {
  const now = synced || {};
  const next = {};
  for (const name of new Set([...Object.keys(now), ...Object.keys(seen || {})])) {
    const json = JSON.stringify(now[name] ?? null);
    if (json !== (seen || {})[name]) changed.add("_modules." + name);
    if (name in now) next[name] = json;
  }
  return next;
}

// The modules' hooks into the base parts, each called with the snapshot and reading only its
// module's data (nothing when the game has none):
//   boxBlocked(s, box, node): draws what blocks a hive box in `node`; true if it is blocked
//   stackExtra(s, kind): { text, draw(button) } a tile stack's button adds, or null
//   hiveMarks(s, seat): marks on a seat's hive; ghostMarks(s) / trayMarks(s): on the tile
//     being placed, its ghost's hexes and its tray button
//   pickLabel(s, action, label): a hex decision's label, said with more (the label otherwise)
//   orderTitle(s, i, view): the title of order stack i, or null
export function moduleHooks(name, modules = MODULES) {
  return modules.map((mod) => (mod.hooks || {})[name]).filter(Boolean);
}

// Every module's answer to hook `name` (null and empty answers left out, lists joined).
export function collectHooks(name, args, modules = MODULES) {
  return moduleHooks(name, modules).flatMap((fn) => fn(...args) ?? []);
}

// `value` passed through every module's hook `name` (fn(...args, value) -> the new value).
export function chainHooks(name, value, args, modules = MODULES) {
  return moduleHooks(name, modules).reduce((v, fn) => fn(...args, v), value);
}
