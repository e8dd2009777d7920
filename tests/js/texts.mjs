// The catalogues the page gets from Python, for the unit tests: pytest
// (tests/js/test_js_units.py) writes them to a JSON file named by HB_TEXTS.
import { readFileSync } from "node:fs";
import { makeTexts } from "../../widget_js/i18n.js";

const path = process.env.HB_TEXTS;
if (!path) {
  throw new Error("HB_TEXTS is not set: run these tests through pytest " +
    "(tests/js/test_js_units.py), which writes the page's catalogues for them");
}
const all = JSON.parse(readFileSync(path, "utf-8"));

export const EN = makeTexts(all.en, "en");
export const HU = makeTexts(all.hu, "hu");
// The action kinds' page specs (honeybuzz_lab/games/honeybuzz/game/kinds.py), as the table sends them.
export const KINDS = all.action_kinds;
// The Hustle action kinds' page answers (honeybuzz_lab/games/hustle/game/kinds.py), as the
// Hustle table sends them (_data.kinds), with the throwaway kind "hum" of tests/hustle/hum.py.
export const HUSTLE_KINDS = all.hustle_kinds;
