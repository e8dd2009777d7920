// The modules' parts of the table: every widget_js/modules/<name>/index.js (found by
// build.mjs, imported here as "table-modules"). Each index.js exports
//   { module: "spring.rain", key: "rain", rootClass?: "hbt-spring",
//     parts: [{ name: "rain", Part, after: "scores", order?: 1, app?: true }] }
// `module` names the engine module (its data is _modules[module], synced by Python's
// widgets/modules/<name>.py), `key` where the snapshot puts that data (s.rain), each part
// `name` the page part Python lists in _parts, `after` the base part (or "board": the board
// row) it follows, `app` only on a whole table. This file names no module.
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
