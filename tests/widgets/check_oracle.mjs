// Reads {hive, legal, candidates: [[q, r, d, action], ...]} as JSON on stdin and prints,
// for each candidate, what the page's rules say: {ok, code, reason, hexes, text}.
import { readFileSync } from "node:fs";
import { checkPlacement, decodeHive, describeEffect, lookupEffect, makeTile }
  from "../../widget_js/rules.js";

const input = JSON.parse(readFileSync(0, "utf-8"));
const hive = decodeHive(input.hive);
const out = input.candidates.map(([q, r, d, action]) => {
  const tile = makeTile(action, [q, r], d);
  const v = checkPlacement(hive, tile);
  const effect = v.ok ? lookupEffect(hive, input.legal, tile) : null;
  return {
    ok: v.ok,
    code: v.code,
    reason: v.reason,
    hexes: v.hexes,
    listed: effect !== null,
    text: effect ? describeEffect(effect) : null,
    activated: effect ? effect.activated.map((t) => [t.action, t.anchor, t.d]) : null,
  };
});
process.stdout.write(JSON.stringify(out));
