// Autumn Leaves on the table, drawn as pieces: the foliage card with its scoring drawn on it
// (its words, tie rule and the leaf icons' key open in place under "i"), each player's leaves
// as leaf pieces with their counts and their running score on a star (who leads), the leaves on
// the stacks' top tiles (only the top is known), on every hive and on the tile being placed
// (its ghost). Python says every text from the seat's view
// (its data in _modules); this part only draws.
import { html } from "../../pagekit.js";
import { leafSvg } from "../../fall_marks.js";
import { markNode, playerMark, section } from "../../tableparts.js";
import { highlightKeys } from "../../tablerules.js";
import { foliagePiece, leafPiece, pointsPiece } from "./pieces.js";

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
    const t = (key) => view.t("table.fall.leaves." + key);
    this.root = section(parent, "hbt-leaves", t("title"));
    this.root.hidden = true;
    const row = html("div", { class: "hbt-leaves-row" }, this.root);
    this.cardEl = html("span", { class: "hbt-leaves-card" }, row);
    // The card's words, the tie rule and the leaf icons' key open in place under "i".
    this.moreEl = html("details", { class: "hbt-leaves-more hbt-info" }, row);
    html("summary", { title: t("more"), "aria-label": t("more") }, this.moreEl, "i");
    this.moreText = html("div", { class: "hbt-leaves-more-text" }, this.moreEl);
    this.takenEl = html("p", { class: "hbt-leaves-taken" }, this.root);
    this.standEl = html("ul", { class: "hbt-leaves-standing" }, this.root);
    this.leaderEl = html("p", { class: "hbt-sr hbt-leaves-leader" }, this.root);
    // A comparative card's tie rule: the card's tooltip, said to screen readers.
    this.tieEl = html("p", { class: "hbt-sr hbt-leaves-tie" }, this.root);
  }

  update(s) {
    const leaves = s.leaves || {};
    this.root.hidden = !leaves.title;
    if (!leaves.title) return;
    markNode(this.root, { highlighted: highlightKeys(this.view.model.get("_highlight"))
      .has("leaves") });
    const f = leaves.foliage;
    this.drawCard(f, leaves.legend);
    this.takenEl.hidden = !leaves.taken;
    this.takenEl.replaceChildren();
    if (leaves.taken) {
      this.takenEl.title = leaves.taken.text;
      this.takenEl.appendChild(leafSvg(leaves.taken.leaves.map((l) => l[0]), 18));
      html("span", { class: "hbt-sr" }, this.takenEl, leaves.taken.text);
    }
    this.standEl.replaceChildren();
    const players = s.static.players || [];
    for (const st of leaves.standing) {
      const li = html("li", { class: "hbt-leaves-player" + (st.lead ? " hbt-leaves-lead" : ""),
        "data-seat": String(st.seat), "data-points": String(st.points),
        "data-total": String(st.total), title: st.text }, this.standEl);
      this.counts(li, st, players[st.seat], Object.keys(leaves.colours), Boolean(f));
    }
    // (nobody leading: each row's points say so)
    this.leaderEl.textContent = leaves.leader;
    this.leaderEl.hidden = !leaves.standing.some((st) => st.lead);
    this.tieEl.textContent = f ? f.tie_rule : "";
    this.tieEl.hidden = !(f && f.tie_rule);
  }

  // The foliage card drawn (its words as tooltip and for screen readers); under "i" its
  // words, its tie rule and the key of the leaf icons.
  drawCard(f, legend) {
    this.cardEl.hidden = !f;
    this.cardEl.replaceChildren();
    this.cardEl.dataset.card = f ? f.id : "";
    this.cardEl.title = f ? [f.text, f.tie_rule].filter(Boolean).join("\n") : "";
    if (f) {
      this.cardEl.appendChild(foliagePiece(f.scoring));
      html("span", { class: "hbt-sr" }, this.cardEl, f.text);
    }
    this.moreText.replaceChildren();
    for (const line of [f ? f.text : "", f ? f.tie_rule : "", legend]) {
      if (line) html("p", {}, this.moreText, line);
    }
  }

  // A player's row: seen as their mark, a leaf piece with its count per colour and the
  // points on a star; said (and its tooltip) as the sentence.
  counts(li, st, player, colours, card) {
    const seen = html("span", { class: "hbt-leaves-counts", "aria-hidden": "true" }, li);
    if (st.lead) html("span", { class: "hbt-leaves-star" }, seen, "★");
    if (player) seen.appendChild(playerMark(player, 22));
    for (const colour of colours) seen.appendChild(leafPiece(colour, st.counts[colour] || 0));
    if (card) seen.appendChild(pointsPiece(st.points));
    html("span", { class: "hbt-sr" }, li, st.text);
  }
}
