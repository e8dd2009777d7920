// Reads {hive, legal, texts: {language: catalogue}, candidates: [[q, r, d, action], ...]}
// as JSON on stdin and prints, for each candidate, what the page's rules say: the verdict
// with its message, and the reason and the effect sentence in every language given.
import { readFileSync } from "node:fs";
import { makeTexts } from "../../widget_js/i18n.js";
import { checkPlacement, decodeHive, describeEffect, effectMessage, lookupEffect, makeTile }
  from "../../widget_js/rules.js";

const input = JSON.parse(readFileSync(0, "utf-8"));
const hive = decodeHive(input.hive);
const languages = Object.keys(input.texts);
const texts = Object.fromEntries(languages.map((l) => [l, makeTexts(input.texts[l], l)]));
const out = input.candidates.map(([q, r, d, action]) => {
  const tile = makeTile(action, [q, r], d);
  const verdicts = Object.fromEntries(languages.map((l) => [l, checkPlacement(hive, tile,
    texts[l])]));
  const v = verdicts[languages[0]];
  const effect = v.ok ? lookupEffect(hive, input.legal, tile) : null;
  return {
    ok: v.ok,
    code: v.code,
    message: v.message,
    reason: Object.fromEntries(languages.map((l) => [l, verdicts[l].reason])),
    hexes: v.hexes,
    listed: effect !== null,
    effect: effect ? effectMessage(effect) : null,
    text: effect ? Object.fromEntries(languages.map((l) => [l, describeEffect(effect, texts[l])]))
      : null,
    activated: effect ? effect.activated.map((t) => [t.action, t.anchor, t.d]) : null,
  };
});
process.stdout.write(JSON.stringify(out));
