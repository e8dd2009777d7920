// A rule's live demonstration on the page, drawn one way wherever a rule is shown: the rules
// reference (rulebook.js, class prefix "hbr") and the rule panel beside a board or table
// (rulelinks.js, "hbk-rule"). Python runs the move through the engine and draws the position
// (rulebook/drawing.py: a hive with the tried tile dotted or the placed one outlined, a
// honeycomb, or a computation); `d` is that picture ({svg, move, verdict, verdict_text,
// reason, note, caption}) and this puts it in `parent` with the one line saying whether the
// engine allows, refuses or computes the move.
import { html } from "./pagekit.js";

export function drawDemo(parent, d, heading, cls) {
  const box = html("section", { class: `${cls}-demo`, "aria-label": heading,
    "data-verdict": d.verdict || "" }, parent);
  html("h4", {}, box, heading);
  const fig = html("figure", {}, box);
  if (d.svg) {
    const pic = html("div", { class: `${cls}-picture` }, fig);
    pic.innerHTML = d.svg; // drawn by the package's own SVG code in Python
  }
  const move = html("p", { class: `${cls}-move` }, fig);
  html("span", { class: `${cls}-verdict`, "data-verdict": d.verdict || "" }, move,
    d.verdict_text || "");
  move.append(" ");
  if (d.verdict === "computed") html("code", {}, move, d.move || "");
  else move.append(d.move || "");
  if (d.reason) html("p", { class: `${cls}-reason` }, fig, d.reason);
  if (d.note) html("p", { class: `${cls}-note` }, fig, d.note);
  if (d.caption) html("figcaption", {}, fig, d.caption);
  return box;
}
