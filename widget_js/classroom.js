// The classroom panel: the teacher's controls and what the class reads, large enough
// for a projector. It draws the synced `view` (heading, the engine's narration of the
// move, the note, the pause's question and options, the Queen's comment when asked) and
// sends commands to Python, which moves the game and sends the new view back. Keys work
// when the panel has focus.
//
// The panel alone (ClassroomPanel) has the synced traits view, projector, _error and shows;
// beside its table (Classroom, one widget) the table's model holds them as one plain dict,
// `_classroom` ({view, projector, error, shows}), and classroomLayout draws the panel
// beside the table in the table's own view.
import { announcer, html, onModel } from "./pagekit.js";

// The command a key press asks for, or null (`ev` needs key, ctrlKey, metaKey, altKey).
export function classroomKey(ev) {
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return null;
  switch (ev.key) {
    case "ArrowRight":
    case "PageDown":
    case " ":
      return "next";
    case "ArrowLeft":
    case "PageUp":
      return "previous";
    case "Enter":
      return "reveal";
    case "n":
    case "N":
      return "next_note";
    case "p":
    case "P":
      return "previous_note";
    case "t":
    case "T":
      return "next_turn";
    case "q":
    case "Q":
      return "queen";
    case "Home":
      return "first";
    case "End":
      return "last";
    default:
      return null;
  }
}

// A note's first sentence and the rest ("" when it is one sentence): a sentence ends at
// . ! ? or … followed by a space (a bracket or quote may close it first).
export function firstSentence(text) {
  const m = /^(.+?[.!?…][)"”’]?)\s+(\S[\s\S]*)$/u.exec(text || "");
  return m ? [m[1], m[2]] : [text || "", ""];
}

// Where a move is on the slider, as a percentage (for the note marks).
export function tickPercent(ply, total) {
  return total > 0 ? Math.round((1000 * ply) / total) / 10 : 0;
}

// What a choice of the view control sends: a seat's number, else "spectator" or "all".
export function showsValue(value) {
  return /^\d+$/.test(value) ? Number(value) : value;
}

let uid = 0;

const BUTTONS = [
  ["first", "⇤"],
  ["previous_turn", "«"],
  ["previous", "◀"],
  ["reveal", "★"],
  ["next", "▶"],
  ["next_turn", "»"],
  ["previous_note", "◁✎"],
  ["next_note", "✎▷"],
  ["last", "⇥"],
  ["queen", "♛"],
];

// What the panel alone reads: its own traits.
const ALONE = {
  names: ["view", "projector", "_error", "shows"],
  get: (model, name) => model.get(name),
};
// What the panel beside a table reads: the table model's `_classroom`.
const BESIDE = {
  names: ["_classroom"],
  get: (model, name) => (model.get("_classroom") || {})[name === "_error" ? "error" : name],
};

const SVG = "http://www.w3.org/2000/svg";

function svgNode(tag, attrs, parent) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

// A control's face: its symbol drawn as a key of the remote (the label is its tooltip and,
// for screen readers, its name).
function buttonFace(symbol) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("viewBox", "0 0 40 30");
  svg.classList.add("hbc-symbol");
  const t = document.createElementNS("http://www.w3.org/2000/svg", "text");
  t.setAttribute("x", "20");
  t.setAttribute("y", "21");
  t.setAttribute("text-anchor", "middle");
  t.setAttribute("font-size", symbol.length > 1 ? "15" : "19");
  t.textContent = symbol;
  svg.appendChild(t);
  return svg;
}

class ClassroomView {
  constructor(model, root, source = ALONE) {
    this.model = model;
    this.root = root;
    this.source = source;
    // Aborted by destroy(): every listener of this view goes with it.
    this.life = new AbortController();
    this.build();
    this.render();
    onModel(model, source.names, () => this.render(), this.life.signal);
  }

  get(name) {
    return this.source.get(this.model, name);
  }

  destroy() {
    this.life.abort();
  }

  send(msg) {
    this.model.send(msg);
  }

  build() {
    uid += 1;
    const root = this.root;
    const signal = this.life.signal;
    root.classList.add("hbc-root");
    this.box = html("section", {
      class: "hbc-panel",
      tabindex: "0",
      "data-lm-suppress-shortcuts": "true",
    }, root);
    // The panel drawn as the teacher's board: a plate behind its controls and texts.
    const plate = svgNode("svg", { class: "hbc-plate", "aria-hidden": "true", focusable: "false" },
      this.box);
    svgNode("rect", { x: 2, y: 2, rx: 8, class: "hbc-plate-rect" }, plate);
    this.titleEl = html("h2", { class: "hbc-title" }, this.box);
    this.headingEl = html("div", { class: "hbc-heading" }, this.box);
    const bar = html("div", { class: "hbc-controls", role: "toolbar" }, this.box);
    this.buttons = {};
    for (const [cmd, symbol] of BUTTONS) {
      const b = html("button", { type: "button", class: `hbc-btn hbc-${cmd.replace("_", "-")}`,
        "data-cmd": cmd }, bar);
      b.appendChild(buttonFace(symbol));
      html("span", { class: "hbc-label hb-sr" }, b, "");
      b.addEventListener("click", () => this.send({ kind: "command", name: cmd }), { signal });
      this.buttons[cmd] = b;
    }
    // Whose view the table shows (only beside a table): Python re-encodes the table for it.
    this.showsEl = html("div", { class: "hbc-shows" }, this.box);
    const pick = html("label", { class: "hbc-shows-pick" }, this.showsEl);
    this.showsLabel = html("span", { class: "hbc-shows-label" }, pick);
    this.showsSelect = html("select", { class: "hbc-shows-select",
      "aria-describedby": "hbc-shows-warning-" + uid }, pick);
    this.showsWarning = html("p", { class: "hbc-shows-warning", id: "hbc-shows-warning-" + uid },
      this.showsEl);
    this.showsSelect.addEventListener("change", () => {
      this.send({ kind: "show", who: showsValue(this.showsSelect.value) });
    }, { signal });
    const sliderRow = html("div", { class: "hbc-slider" }, this.box);
    this.slider = html("input", { type: "range", min: "0", max: "0", step: "1", value: "0",
    }, sliderRow);
    // The notes along the game, drawn as marks under the slider.
    this.ticks = svgNode("svg", { class: "hbc-ticks", "aria-hidden": "true", focusable: "false",
      viewBox: "0 0 1000 10", preserveAspectRatio: "none" }, sliderRow);
    this.slider.addEventListener("change", () => {
      this.send({ kind: "jump", ply: Number(this.slider.value) });
    }, { signal });
    this.errorEl = html("div", { class: "hbc-error" }, this.box);
    this.playedEl = html("div", { class: "hbc-played" }, this.box);
    this.narrationEl = html("ul", { class: "hbc-narration" }, this.box);
    this.questionEl = html("div", { class: "hbc-question" }, this.box);
    this.noteEl = html("div", { class: "hbc-note" }, this.box);
    this.queenEl = html("div", { class: "hbc-comment" }, this.box);
    // The keys' list opens in place under its title (not a paragraph on the projector).
    const keys = html("details", { class: "hbc-keys hbc-more" }, this.box);
    this.keysTitle = html("summary", {}, keys);
    this.keysEl = html("div", { class: "hbc-keys-list" }, keys);
    this.say = announcer(root);
    this.box.addEventListener("keydown", (ev) => {
      if (ev.target && ev.target.tagName === "INPUT") return;
      // A focused button activates itself on Space and Enter (it is not "next").
      if (ev.target && ev.target.closest && ev.target.closest("button")
        && (ev.key === " " || ev.key === "Enter")) return;
      const cmd = classroomKey(ev);
      if (!cmd) return;
      ev.preventDefault();
      ev.stopPropagation();
      this.send({ kind: "command", name: cmd });
    }, { signal });
  }

  render() {
    const v = this.get("view") || {};
    const labels = v.labels || {};
    this.root.classList.toggle("hbc-projector", Boolean(this.get("projector")));
    this.box.dataset.ply = String(v.ply ?? 0);
    this.box.dataset.stage = v.stage || "move";
    this.titleEl.textContent = v.title || "";
    this.box.setAttribute("aria-label", labels.controls || "");
    this.slider.setAttribute("aria-label", labels.move || "");
    if (this.headingEl.textContent !== (v.heading || "")) this.say(v.heading || "");
    this.headingEl.textContent = v.heading || "";
    const error = this.get("_error") || "";
    if (error && error !== this.errorEl.textContent) this.say(error);
    for (const [cmd, b] of Object.entries(this.buttons)) {
      b.querySelector(".hbc-label").textContent = labels[cmd] || cmd;
      b.title = labels[cmd] || cmd;
    }
    this.buttons.previous.disabled = !v.can_previous;
    this.buttons.next.disabled = !v.can_next;
    this.buttons.reveal.disabled = v.stage !== "question";
    this.buttons.reveal.classList.toggle("hbc-ready", v.stage === "question");
    this.slider.max = String(v.total || 0);
    this.slider.value = String(v.ply || 0);
    this.slider.setAttribute("aria-valuetext", v.heading || "");
    this.ticks.replaceChildren();
    svgNode("rect", { x: 0, y: 4, width: 1000, height: 2, class: "hbc-tick-line" }, this.ticks);
    for (const n of v.notes || []) {
      const x = Math.min(990, tickPercent(n.ply, v.total || 0) * 10);
      svgNode("rect", { x, y: 0, width: n.pause ? 10 : 6, height: 10,
        class: "hbc-tick" + (n.pause ? " hbc-tick-pause" : "") }, this.ticks);
    }
    this.errorEl.textContent = error;
    this.errorEl.hidden = !error;
    // the move: what was played and the engine's sentences
    this.playedEl.replaceChildren();
    if (v.played) {
      html("b", {}, this.playedEl, (labels.played || "") + ": ");
      html("span", { class: "hbc-played-label" }, this.playedEl, v.played);
    }
    // The first line in view; a longer narration's other lines open in place ("more"). At
    // the setup a note tells the game: its description opens under "What happened".
    this.narrationEl.replaceChildren();
    const lines = v.narration || [];
    const shown = !v.played && v.note ? 0 : lines.length > 2 ? 1 : lines.length;
    for (const line of lines.slice(0, shown)) html("li", {}, this.narrationEl, line);
    if (lines.length > shown) {
      const item = html("li", { class: "hbc-more-item" }, this.narrationEl);
      const more = html("details", { class: "hbc-more" }, item);
      html("summary", {}, more, (shown ? labels.more : labels.narration) || "");
      const rest = html("ul", {}, more);
      for (const line of lines.slice(shown)) html("li", {}, rest, line);
    }
    this.narrationEl.hidden = !(v.narration || []).length;
    // the pause
    this.questionEl.replaceChildren();
    const q = v.question;
    this.questionEl.hidden = !q;
    if (q) {
      html("div", { class: "hbc-question-text" }, this.questionEl, q.text);
      if ((q.options || []).length) {
        const list = html("ol", { class: "hbc-options", type: "A" }, this.questionEl);
        for (const o of q.options) {
          const item = html("li", { class: "hbc-option" + (o.played ? " hbc-option-played" : ""),
            "data-letter": o.letter }, list);
          html("span", { class: "hbc-option-label" }, item, o.label);
          if (o.played) html("span", { class: "hbc-played-mark" }, item, " ✔ " + (labels.was_played || ""));
          if (q.revealed && o.text) html("div", { class: "hbc-option-text" }, item, o.text);
        }
      }
      if (!q.revealed) html("div", { class: "hbc-think" }, this.questionEl, labels.think || "");
    }
    // the note
    this.noteEl.replaceChildren();
    this.noteEl.hidden = !v.note;
    if (v.note) {
      // Its first sentence in view; the rest opens in place ("more"), and stays open while
      // the same note is shown (a projected screen is not a page of text).
      html("div", { class: "hbc-note-title" }, this.noteEl, labels.note || "");
      const [first, rest] = firstSentence(v.note.text);
      html("div", { class: "hbc-note-text" }, this.noteEl, first);
      if (rest) {
        const more = html("details", { class: "hbc-more hbc-note-more" }, this.noteEl);
        more.open = this.noteOpen === v.note.text;
        html("summary", {}, more, labels.more || "");
        html("div", { class: "hbc-note-text" }, more, rest);
        more.addEventListener("toggle", () => {
          this.noteOpen = more.open ? v.note.text : null;
        });
      }
    }
    // the Queen's comment on the decision on the screen (only when asked)
    this.queenEl.replaceChildren();
    this.queenEl.hidden = !v.queen;
    if (v.queen) {
      if (this.queenEl.dataset.said !== v.queen.text) this.say(v.queen.text);
      this.queenEl.dataset.said = v.queen.text;
      html("div", { class: "hbc-comment-title" }, this.queenEl, v.queen.title);
      html("div", { class: "hbc-comment-text" }, this.queenEl, v.queen.text);
    }
    this.keysTitle.textContent = labels.keys_title || "";
    this.keysEl.textContent = labels.keys || "";
    this.renderShows(this.get("shows") || {});
  }

  renderShows(shows) {
    const options = shows.options || [];
    this.showsEl.hidden = !options.length;
    if (!options.length) return;
    this.showsLabel.textContent = shows.label || "";
    const had = [...this.showsSelect.options].map((o) => o.value + "\n" + o.textContent);
    if (had.join("\t") !== options.map(([v, l]) => v + "\n" + l).join("\t")) {
      this.showsSelect.replaceChildren();
      for (const [value, label] of options) {
        html("option", { value }, this.showsSelect, label);
      }
    }
    this.showsSelect.value = shows.choice || "";
    this.showsEl.dataset.choice = shows.choice || "";
    this.showsEl.classList.toggle("hbc-shows-all", shows.choice === "all");
    this.showsWarning.textContent = shows.warning || "";
  }
}

// The widget's root laid out for a classroom: the panel and, beside it, the element the
// table's view draws into (the root itself when the model holds no classroom). Returns
// {surface, destroy}.
export function classroomLayout(model, root) {
  const state = model.get("_classroom");
  if (!state || !state.view) return { surface: root, destroy() {} };
  root.classList.add("hb-classroom");
  const panelEl = html("div", { class: "hb-classroom-panel" }, root);
  const surface = html("div", {}, root);
  const view = new ClassroomView(model, panelEl, BESIDE);
  return { surface, destroy: () => view.destroy() };
}

const widget = {
  render({ model, el }) {
    const view = new ClassroomView(model, el);
    return () => view.destroy();
  },
};
export default widget;
