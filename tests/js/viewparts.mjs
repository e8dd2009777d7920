// Checks for a view written in parts (widget_js/board/, widget_js/hustle/): each part's
// members land once on the view's own prototype, and each part's file imports the shared
// names it uses (a missing import is not an error until the line runs).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The names a class's prototype defines itself (its constructor aside). */
export const own = (cls) =>
  Object.getOwnPropertyNames(cls.prototype).filter((n) => n !== "constructor");

/** Asserts every member of every part is the view's own, written once, the same function
 * (or getter), not enumerable; returns the view's members. */
export function assertMembersOnce(View, parts) {
  const seen = new Set(own(View).filter((n) => !parts.some((p) => own(p).includes(n))));
  const base = new Set(seen);
  for (const part of parts) {
    assert.ok(own(part).length > 0, part.name);
    for (const name of own(part)) {
      assert.ok(!seen.has(name), `${View.name}.${name} is written twice`);
      seen.add(name);
      const mine = Object.getOwnPropertyDescriptor(View.prototype, name);
      const theirs = Object.getOwnPropertyDescriptor(part.prototype, name);
      assert.ok(mine, `${part.name}.${name} is not on ${View.name}`);
      assert.equal(mine.value, theirs.value, name);
      assert.equal(mine.get, theirs.get, name);
      assert.equal(mine.enumerable, false, name);
    }
  }
  assert.equal(seen.size, own(View).length);
  return { seen, base };
}

/** The names every module of ``modules`` (paths relative to widget_js/) exports. */
export async function exportedNames(modules) {
  const names = new Set();
  for (const m of modules) {
    for (const n of Object.keys(await import(`../../widget_js/${m}.js`))) names.add(n);
  }
  return names;
}

const uses = (name, body) => new RegExp(`(?:^|[^\\w.$]|\\.\\.\\.)${name}\\b`).test(body);

/** For the file ``file`` of ``dir``: the ``names`` it uses bare without importing or
 * declaring them (``missing``), and the names it imports and never uses (``unused``). */
export function importsOf(dir, file, names) {
  const text = readFileSync(path.join(dir, file), "utf-8");
  const imported = new Set([...text.matchAll(/^import \{([^}]*)\} from/gm)]
    .flatMap((m) => m[1].split(",").map((s) => s.trim())));
  const body = text.replace(/^import \{[^}]*\} from [^\n]*\n/gm, "")
    .replace(/\/\/[^\n]*/g, "").replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
  const declared = (name) =>
    new RegExp(`(?:const|let|function|class) ${name}\\b|\\(${name}\\)`).test(body);
  return {
    missing: [...names].filter((n) => uses(n, body) && !declared(n) && !imported.has(n)),
    unused: [...imported].filter((n) => !uses(n, body)),
  };
}
