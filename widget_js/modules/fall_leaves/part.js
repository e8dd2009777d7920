// Autumn Leaves on the table: the foliage card with each player's running score on it (who
// leads; comparative cards say their tie rule), a legend of the leaf icons, the leaves on
// the stacks' top tiles (only the top is known), on every hive and on the tile being placed
// (its ghost). Python says every text from the seat's view
// (its data in _modules); this part only draws.
import { html } from "../../pagekit.js";
import { leafSvg } from "../../fall_marks.js";
import { markNode, section } from "../../tableparts.js";
import { highlightKeys } from "../../tablerules.js";

// The leaves on the top tile of `kind`'s stack ({leaves, text}), or null.
export function leafTop(s, kind) {
  return ((s.leaves || {}).tops || {})[kind] || null;
}

// A stack button's leaves: the icons (one a leaf) beside its tile.
export function stackLeaves(button, top) {
  const span = html("span", { class: "hbt-stack-leaves", "data-leaves":
    top.leaves.map((l) => l[0]).join(" ") }, button);
  span.appendChild(leafSvg(top.leaves.map((l) => l[0]), 14));
  return span;
}

// The leaf marks of `seat`'s hive (see fall_marks.js).
export function leafMarks(s, seat) {
  return (((s.leaves || {}).hives || [])[seat] || []).map((l) => ({ kind: "leaf",
    hex: l.hex, colour: l.colour, text: l.text }));
}

// The leaves of the tile being placed, on its ghost's hexes ("anchor" or "tail").
export function ghostLeaves(s) {
  const taken = (s.leaves || {}).taken;
  if (!taken) return [];
  return taken.leaves.map(([colour, at]) => ({ kind: "leaf", colour, at, text: taken.text }));
}

// The same leaves on the taken tile's button in the tile tray: the button already names the
// tile, so they say only the leaves ("Forage. Leaves: a red leaf on the icon's hex.").
export function trayLeaves(s) {
  const taken = (s.leaves || {}).taken;
  if (!taken) return [];
  return taken.leaves.map(([colour, at]) => ({ kind: "leaf", colour, at,
    text: taken.tray || taken.text }));
}

export class LeavesPart {
  static needs = ["_highlight"];

  constructor(view, parent) {
    this.view = view;
    this.root = section(parent, "hbt-leaves", view.t("table.fall.leaves.title"));
    this.root.hidden = true;
    this.cardEl = html("p", { class: "hbt-leaves-card" }, this.root);
    this.legendEl = html("p", { class: "hbt-leaves-legend" }, this.root);
    this.takenEl = html("p", { class: "hbt-leaves-taken" }, this.root);
    this.standEl = html("ul", { class: "hbt-leaves-standing" }, this.root);
    this.leaderEl = html("p", { class: "hbt-leaves-leader" }, this.root);
    // A comparative card's tie rule: the card line's tooltip, said to screen readers.
    this.tieEl = html("p", { class: "hbt-sr hbt-leaves-tie" }, this.root);
  }

  update(s) {
    const leaves = s.leaves || {};
    this.root.hidden = !leaves.title;
    if (!leaves.title) return;
    markNode(this.root, { highlighted: highlightKeys(this.view.model.get("_highlight"))
      .has("leaves") });
    const f = leaves.foliage;
    this.cardEl.hidden = !f;
    this.cardEl.textContent = f ? f.text : "";
    this.cardEl.dataset.card = f ? f.id : "";
    this.legendEl.replaceChildren();
    for (const [colour, name] of Object.entries(leaves.colours)) {
      const item = html("span", { class: "hbt-leaves-key", "data-colour": colour },
        this.legendEl);
      item.appendChild(leafSvg([colour], 14));
      html("span", {}, item, name);
    }
    html("span", { class: "hbt-sr" }, this.legendEl, leaves.legend);
    this.legendEl.title = leaves.legend;
    this.takenEl.hidden = !leaves.taken;
    this.takenEl.replaceChildren();
    if (leaves.taken) {
      this.takenEl.appendChild(leafSvg(leaves.taken.leaves.map((l) => l[0]), 14));
      html("span", {}, this.takenEl, " " + leaves.taken.text);
    }
    this.standEl.replaceChildren();
    for (const st of leaves.standing) {
      const li = html("li", { class: "hbt-leaves-player" + (st.lead ? " hbt-leaves-lead" : ""),
        "data-seat": String(st.seat), "data-points": String(st.points),
        "data-total": String(st.total) }, this.standEl);
      if (st.lead) html("span", { "aria-hidden": "true" }, li, "★ ");
      this.counts(li, st, Object.keys(leaves.colours), Boolean(f));
    }
    // (nobody leading: each row's points say so)
    this.leaderEl.textContent = leaves.leader;
    this.leaderEl.hidden = !leaves.standing.some((st) => st.lead);
    this.tieEl.textContent = f ? f.tie_rule : "";
    this.tieEl.hidden = !(f && f.tie_rule);
    this.cardEl.title = f ? f.tie_rule : "";
  }

  // A player's row: seen as the name, a leaf icon and count per colour and the points;
  // said (and its tooltip) as the sentence.
  counts(li, st, colours, card) {
    const seen = html("span", { class: "hbt-leaves-counts", "aria-hidden": "true" }, li);
    html("span", {}, seen, st.name + ":");
    for (const colour of colours) {
      const item = html("span", { class: "hbt-leaves-key", "data-colour": colour }, seen);
      item.appendChild(leafSvg([colour], 14));
      html("span", {}, item, String(st.counts[colour] || 0));
    }
    if (card) html("span", {}, seen, this.view.t("table.fall.leaves.points", { n: st.points }));
    li.title = st.text;
    html("span", { class: "hbt-sr" }, li, st.text);
  }
}
