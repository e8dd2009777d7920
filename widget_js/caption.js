// The others' moves as a caption at the learner's decision: one line ("Ben takes a produce
// tile…"), ‹ and › (or the arrow keys) to step through the moves the bots made since the
// learner's last action, each step outlining that move's pieces on the boards (the box,
// the space, the market column, the order stack, the bot's own board). It replaces a
// paragraph of everything at once; the log keeps every sentence.
import { html } from "./pagekit.js";
import { playerMark } from "./tableparts.js";
import { highlightKeys } from "./tablerules.js";
import { targetSelector } from "./motion.js";

const ON = "hbt-caption-on";

// The moves of a recap (`_last.recap`: a turn per bot, each with its moves), one step each.
export function captionSteps(recap) {
  return (recap || []).flatMap((turn) => (turn.moves || []).map((m) => ({ seat: turn.seat,
    text: m.text, marks: m.marks || [] })));
}

// The selectors of a step's pieces on the table (a hex outlines its player's board).
export function stepSelectors(marks) {
  const out = [];
  for (const key of highlightKeys(marks)) {
    const area = key.slice(0, key.indexOf(":"));
    if (area === "player" || area === "hex") {
      const seat = key.split(":")[1];
      out.push(`.hbt-player[data-seat=${JSON.stringify(seat)}]`);
    } else if (area === "contest") {
      out.push(`.hbt-contest[data-contest=${JSON.stringify(key.slice(8))}]`);
    } else {
      const sel = targetSelector(key);
      if (sel) out.push(sel);
    }
  }
  return [...new Set(out)];
}

export class OthersCaption {
  // `view`: the table's view (its texts, its root, its announcer); `parent`: where it stands.
  constructor(view, parent) {
    this.view = view;
    const t = (key) => view.t("table.caption." + key);
    this.root = html("div", { class: "hbt-caption", role: "group", "aria-label": t("label") },
      parent);
    this.prev = html("button", { type: "button", class: "hb-btn hbt-caption-prev",
      "aria-label": t("prev"), title: t("prev") }, this.root, "‹");
    this.mark = html("span", { class: "hbt-caption-mark" }, this.root);
    this.text = html("span", { class: "hbt-caption-text" }, this.root);
    this.count = html("span", { class: "hbt-caption-count" }, this.root);
    this.next = html("button", { type: "button", class: "hb-btn hbt-caption-next",
      "aria-label": t("next"), title: t("next") }, this.root, "›");
    this.prev.addEventListener("click", () => this.go(-1));
    this.next.addEventListener("click", () => this.go(1));
    this.root.addEventListener("keydown", (ev) => {
      const by = { ArrowLeft: -1, ArrowRight: 1 }[ev.key];
      if (!by || ev.ctrlKey || ev.metaKey || ev.altKey) return;
      ev.preventDefault();
      ev.stopPropagation();
      this.go(by);
    });
    this.steps = [];
    this.selectors = []; // the pieces outlined now (outlined again after a redraw)
    this.at = 0;
    this.ply = null;
    this.root.hidden = true;
  }

  // The moves since the learner's last action (none: the caption is hidden). A redraw of
  // the same position keeps the step the learner is on.
  update(s, players) {
    const steps = s.pending.mine ? captionSteps((s.last || {}).recap) : [];
    const ply = (s.last || {}).ply;
    if (ply !== this.ply) this.at = 0;
    this.ply = ply;
    this.steps = steps;
    this.players = players;
    this.root.hidden = !steps.length;
    this.at = Math.min(this.at, Math.max(0, steps.length - 1));
    this.draw(false);
  }

  go(by) {
    const at = this.at + by;
    if (at < 0 || at >= this.steps.length) return;
    this.at = at;
    this.draw(true);
  }

  draw(said) {
    const step = this.steps[this.at];
    const n = this.steps.length;
    this.mark.replaceChildren();
    if (!step) {
      this.selectors = [];
      this.outline([]);
      return;
    }
    const player = (this.players || [])[step.seat];
    if (player) this.mark.appendChild(playerMark(player, 16));
    this.text.textContent = step.text;
    this.count.textContent = this.view.t("table.caption.step", { i: this.at + 1, n });
    this.prev.disabled = this.at === 0;
    this.next.disabled = this.at === n - 1;
    this.root.dataset.step = String(this.at);
    // The pieces are outlined once every part has drawn this position (and again after
    // any part draws while the step stands: see redrawn).
    this.selectors = stepSelectors(step.marks);
    queueMicrotask(() => this.redrawn());
    if (said) this.view.announce(step.text);
  }

  // The table drew some of its parts: the step's pieces, new elements perhaps, are
  // outlined again (the outline stays while the same step stands).
  redrawn() {
    this.outline(this.selectors);
  }

  // Outline the pieces of `selectors` on the table (and nothing else).
  outline(selectors) {
    const root = this.view.root;
    if (!root || !root.querySelectorAll) return;
    for (const node of root.querySelectorAll("." + ON)) node.classList.remove(ON);
    for (const sel of selectors) {
      for (const node of root.querySelectorAll(sel)) node.classList.add(ON);
    }
  }
}
