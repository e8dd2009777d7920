// The solo game's difficulty list, drawn above the table in the table's own view. Python
// keeps it in the synced `_difficulty` trait (honeybuzz_lab/games/honeybuzz/lessons/
// solo_chooser.py): {label, title, options: [[difficulty, label], ...], value}. Choosing
// sends {kind: "difficulty", difficulty}; Python deals a new game at it on the table (a
// table without `_difficulty`, every other table, is drawn alone).
import { html, onModel } from "./pagekit.js";

let lists = 0;

// The widget's root laid out for a solo chooser: the list, and below it the element the
// table's view draws into. Returns {surface, destroy}.
export function soloChooserLayout(model, root) {
  const state = model.get("_difficulty");
  if (!state || !state.options) return { surface: root, destroy() {} };
  const life = new AbortController();
  root.classList.add("hb-solo-chooser");
  const row = html("div", { class: "hb-solo-difficulty", "data-lm-suppress-shortcuts": "true" },
    root);
  const id = "hb-solo-difficulty-" + (++lists);
  const label = html("label", { for: id }, row);
  const select = html("select", { id }, row);
  const surface = html("div", {}, root);
  select.addEventListener("change", () => {
    model.send({ kind: "difficulty", difficulty: select.value });
  }, { signal: life.signal });
  const render = () => {
    const s = model.get("_difficulty") || {};
    label.textContent = s.label || "";
    select.title = s.title || "";
    const options = s.options || [];
    const had = [...select.options].map((o) => o.value + "\n" + o.textContent).join("\t");
    if (had !== options.map(([v, l]) => v + "\n" + l).join("\t")) {
      select.replaceChildren();
      for (const [value, text] of options) html("option", { value }, select, text);
    }
    select.value = s.value || "";
    row.dataset.value = s.value || "";
  };
  onModel(model, ["_difficulty"], render, life.signal);
  render();
  return { surface, destroy: () => life.abort() };
}
