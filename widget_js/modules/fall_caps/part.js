// Nectar Caps on the table, drawn as pieces: the caps left in table D's order (the next one
// marked), each player's caps with their total on a star and the trophy they would take now,
// the trophies' cups (who takes them: their tooltip; the tie rule under "i"), the caps drawn on
// the capped nectar tiles of every hive, why a capped tile makes no honey where the fan is
// placed, and how the Accounting choice is answered (a click on a nectar tile caps it, the
// decision's button takes the coins). Python says every text
// (its data in _modules); this part only draws.
import { html } from "../../pagekit.js";
import { markNode, playerMark, section } from "../../tableparts.js";
import { highlightKeys } from "../../tablerules.js";
import { capPiece, standingPiece, trophiesPiece } from "./pieces.js";

// The cap marks of `seat`'s hive (see fall_marks.js).
export function capMarks(s, seat) {
  return (((s.caps || {}).hives || [])[seat] || []).map((c) => ({ kind: "cap", hex: c.hex,
    value: c.value, text: c.text }));
}

// A fan hex's label, with the capped tiles next to it that make no honey.
export function fanNote(s, action, label) {
  if (action.target[0] !== "hex" || !("honey" in action.info)) return label;
  const note = ((s.caps || {}).fan || {})[action.target[2] + "," + action.target[3]];
  return note ? label + "; " + note : label;
}

// The caps left as cap pieces, the next one marked in words and by its frame (the list says
// them all: its label and tooltip).
function capTokens(list, caps, nextWord) {
  list.replaceChildren();
  list.setAttribute("aria-label", caps.left_text);
  list.title = caps.left_text;
  caps.left.forEach((v, i) => {
    const li = html("li", { class: "hbt-cap-token" + (i === 0 ? " hbt-cap-next" : ""),
      "data-value": String(v) }, list);
    li.appendChild(capPiece(v));
    if (i === 0) html("span", { class: "hbt-cap-next-word" }, li, nextWord);
  });
}

// At the viewer's Accounting choice the caps part (in the body, above the hives) is out of
// view while a nectar tile is picked in the hive: this strip under the decision says, beside
// the decision and the hive, the caps left (the one to place first), each player's caps and
// the trophies' standing. Hidden at every other decision.
export class CapsNowPart {
  static needs = ["_highlight"];

  constructor(view, parent) {
    this.view = view;
    this.root = html("div", { class: "hbt-caps-now", role: "group",
      "aria-label": view.t("table.fall.caps.title") }, parent);
    this.root.hidden = true;
    html("span", { class: "hbt-caps-now-title" }, this.root, view.t("table.fall.caps.title"));
    this.leftEl = html("ol", { class: "hbt-caps-left" }, this.root);
    // The players' caps and the trophies if the game ended now: the part's tooltip (the
    // caps left are what the decision weighs), said to screen readers.
    this.standEl = html("span", { class: "hbt-sr hbt-caps-now-standing" }, this.root);
    this.trophyEl = html("span", { class: "hbt-sr hbt-caps-now-trophies" }, this.root);
  }

  update(s) {
    const caps = s.caps || {};
    this.root.hidden = !(caps.title && caps.choice);
    if (this.root.hidden) {
      this.leftEl.replaceChildren();
      return;
    }
    capTokens(this.leftEl, caps, this.view.t("table.fall.caps.next_label"));
    this.standEl.textContent = caps.standing.map((st) => (st.trophy ? "★ " : "") + st.text)
      .join(" · ");
    this.trophyEl.textContent = caps.trophy_text;
    this.root.title = this.standEl.textContent + "\n" + caps.trophy_text;
  }
}

export class CapsPart {
  static needs = ["_highlight"];

  constructor(view, parent) {
    this.view = view;
    const t = (key) => view.t("table.fall.caps." + key);
    this.root = section(parent, "hbt-caps", t("title"));
    this.root.hidden = true;
    this.choiceEl = html("p", { class: "hbt-caps-choice" }, this.root);
    this.leftEl = html("ol", { class: "hbt-caps-left", "aria-label": "" }, this.root);
    this.leftText = html("p", { class: "hbt-sr hbt-caps-left-text" }, this.root);
    this.removedEl = html("p", { class: "hbt-muted hbt-caps-removed" }, this.root);
    this.standEl = html("ul", { class: "hbt-caps-standing" }, this.root);
    const row = html("div", { class: "hbt-caps-row" }, this.root);
    this.trophyEl = html("div", { class: "hbt-caps-trophies" }, row);
    // The tie rule opens in place under "i".
    this.tieEl = html("details", { class: "hbt-caps-tie hbt-info" }, row);
    html("summary", { title: t("more"), "aria-label": t("more") }, this.tieEl, "i");
    this.tieText = html("p", { class: "hbt-muted" }, this.tieEl);
  }

  update(s) {
    const caps = s.caps || {};
    this.root.hidden = !caps.title;
    if (!caps.title) return;
    markNode(this.root, { highlighted: highlightKeys(this.view.model.get("_highlight"))
      .has("caps") });
    this.choiceEl.textContent = caps.choice;
    this.choiceEl.hidden = !caps.choice;
    capTokens(this.leftEl, caps, this.view.t("table.fall.caps.next_label"));
    this.leftText.textContent = caps.left_text;
    this.removedEl.textContent = caps.removed_text;
    this.removedEl.hidden = !caps.removed_text;
    this.standEl.replaceChildren();
    const players = s.static.players || [];
    for (const st of caps.standing) {
      const li = html("li", { class: "hbt-caps-player" + (st.trophy ? " hbt-caps-trophy" : ""),
        "data-seat": String(st.seat), "data-caps": String(st.caps.length),
        "data-total": String(st.total), "data-trophy": String(st.trophy), title: st.text },
      this.standEl);
      if (players[st.seat]) li.appendChild(playerMark(players[st.seat], 22));
      li.appendChild(standingPiece(st.caps, st.total, st.trophy));
      html("span", { class: "hbt-sr" }, li, st.text);
    }
    // The trophies' cups with their points; who would take them is the tooltip and said.
    this.trophyEl.replaceChildren();
    this.trophyEl.hidden = !caps.trophy_text;
    this.trophyEl.title = caps.trophy_text;
    this.trophyEl.appendChild(trophiesPiece(caps.trophies || []));
    html("span", { class: "hbt-sr" }, this.trophyEl, caps.trophy_text);
    this.tieText.textContent = caps.tie_rule;
    this.tieEl.hidden = !caps.tie_rule;
  }
}
