// Reads {tokens, combs: [[{q, r, token, marks, covers_honey}, ...], ...], probes: [[[q, r,
// marks], ...], ...]} as JSON on stdin and prints, for each honeycomb, what the page's
// hustlerules.js says: the flower points by colour (with how many blues doubled and how many
// reds), and whether each probe token joins.
import { readFileSync } from "node:fs";
import { combMap, flowerPoints, joins } from "../../widget_js/hustlerules.js";

const input = JSON.parse(readFileSync(0, "utf-8"));
const out = input.combs.map((cells, i) => {
  const comb = combMap(cells);
  const points = flowerPoints(comb, input.tokens);
  return {
    points: { ...points },
    doubled: points.doubled,
    reds: points.reds,
    joins: input.probes[i].map(([q, r, marks]) => joins(comb, [q, r], marks)),
  };
});
process.stdout.write(JSON.stringify(out));
