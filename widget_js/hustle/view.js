// The Honeycomb Hustle table (HustleTable): the learner's honeycomb with the draw, the
// turn and the placement, the decision panel, the bags, the pool, the other players'
// honeycombs, the round summary and the log. Everything is drawn from the synced data
// (_data: one seat's view, _tokens, _texts); hover previews are computed here.
// HustleView is its state, lifecycle and redraw; its other methods are written by job in
// the files beside it (hustle/*.js), each a class whose methods HustleView takes onto its
// own prototype.
import { onModel, waiter } from "../pagekit.js";
import { within } from "../focuskeep.js";
import { DecisionFollower } from "../layout.js";
import { spotAnswers, keyAnswer } from "../hustlekinds.js";
import { fill } from "./svg.js";
import { HustleDom } from "./dom.js";
import { HustleFocus } from "./focus.js";
import { HustleDecision } from "./decision.js";
import { HustleMessages } from "./messages.js";
import { HustleComb } from "./comb.js";
import { HustleInput } from "./input.js";
import { HustlePieces } from "./pieces.js";

const NO_ANSWER_MS = 8000;
//: What the decision follower (layout.js) brings into view after the learner's action: what
//: redraw marks, the honeycomb's stage (with the line that explains a spot) while a token
//: waits to be placed, else the decision card.
export const FOLLOW_TARGETS = [".hbh-follow"];

// The token kinds `data` draws with their colour, points and marks (_tokens): the
// honeycombs', the hands', the bags', the pool's, the cover of a token set aside.
export function kindsDrawn(data) {
  const kinds = new Set([...(data.pool || []), ...Object.keys(data.drafting_bag || {})]);
  for (const p of data.players || []) {
    for (const c of p.honeycomb || []) kinds.add(c.token);
    if (p.drawn) kinds.add(p.drawn);
    for (const k of Object.keys(p.bag || {})) kinds.add(k);
    if (p.aside > 0) kinds.add("cover");
  }
  return kinds;
}

export class HustleView {
  constructor(model, root) {
    this.model = model;
    this.root = root;
    this.abort = new AbortController();
    this.turn = 0;
    this.hover = null; // [q, r] under the pointer
    this.cursor = null; // [q, r] of the keyboard cursor
    this.shownDraw = undefined; // the draw id of the token last shown in the viewer's hand
    this.seated = null; // pass and play: the seat that said it sits at the screen
    this.buy = null; // {honey, nectar} being chosen
    this.ply = -1;
    this.localError = ""; // said by the page itself (Python did not answer)
    this.build();
    // A lesson's band owns its decision: the follower then leaves the notebook where it is.
    this.follow = new DecisionFollower(() => this.root, { root, signal: this.abort.signal,
      owned: () => !(model.get("_lesson") || {}).title, targets: FOLLOW_TARGETS });
    // Python answers a message with a synced change or an error; until then the table is
    // busy, and after NO_ANSWER_MS without one it says so.
    this.waiting = waiter(root, () => {
      this.localError = this.t("no_answer");
      this.render();
    }, NO_ANSWER_MS);
    this.render();
    onModel(model, ["_data", "_texts", "_tokens", "_error", "_error_detail", "_error_rule",
      "_rules"], () => {
      this.localError = ""; // Python answered
      this.render();
    }, this.abort.signal);
  }

  t(key, fields) {
    const texts = this.model.get("_texts") || {};
    return fill(texts[key] ?? key, fields);
  }

  tokenName(kind) {
    return this.t("token." + kind);
  }

  send(content) {
    // Where the learner acted from: the focus may go on to their next decision from there.
    const active = document.activeElement;
    this.actedOn = active;
    this.actedInside = Boolean(active) && within(this.root, active);
    this.localError = "";
    this.follow.arm(); // the decision this brings may be followed into view (layout.js)
    this.model.send(content);
    this.waiting.start();
  }

  act(action) {
    this.send({ kind: "act", action });
  }

  data() {
    return this.model.get("_data") || {};
  }

  tokens() {
    return this.model.get("_tokens") || {};
  }

  // Whether the synced data can be drawn: its players, and every kind it draws in _tokens.
  // The widget opens with _data and sends _tokens after it: a page may draw in between,
  // and then waits (the change of _tokens draws it).
  drawable() {
    const d = this.data();
    if (!d.players) return false;
    const tokens = this.tokens();
    return [...kindsDrawn(d)].every((kind) => kind in tokens);
  }

  // The seat whose honeycomb is the big one: the viewer, else the one deciding.
  mainSeat() {
    const d = this.data();
    if (d.viewer !== null && d.viewer !== undefined) return d.viewer;
    return d.pending && d.pending.player !== null ? d.pending.player : 0;
  }

  // The token waiting to be placed by the viewer, and how: {kind, cover, drawn, id, aside}. It
  // is placed where a kind answered on a honeycomb spot is legal (kinds' page answers). A
  // token is in the hand only once its player drew it (Python draws when the page sends
  // the draw): the page never holds a token that has not been drawn.
  placing() {
    const d = this.data();
    if (!d.answer || !d.players) return null;
    const p = d.players[d.pending.player];
    if (p.drawn) {
      return { kind: p.drawn, cover: p.drawn === "cover", id: p.draw_id, drawn: true };
    }
    if (p.aside > 0 && spotAnswers(d.answers, d.kinds).length) {
      return { kind: "cover", cover: false, id: "", drawn: true, aside: true };
    }
    return null;
  }

  // The answer the D key gives on the honeycomb now (the draw), or null.
  keyed() {
    const d = this.data();
    return d.answer ? keyAnswer(d.answers, d.kinds, "d") : null;
  }

  redraw() {
    const d = this.data();
    if (!this.drawable()) return;
    if (this.waiting) this.waiting.stop();
    if (d.ply !== this.ply) {
      this.ply = d.ply;
      this.turn = 0;
      this.buy = null;
      this.cursor = null; // the next token's first arrow goes to the first spot that takes it
    }
    const root = this.root;
    root.dataset.pending = d.pending.kind;
    root.dataset.ply = String(d.ply);
    root.dataset.phase = d.phase;
    root.dataset.round = String(d.round);
    root.dataset.answer = d.answer ? "yes" : "no";
    const placing = this.placing();
    root.dataset.placing = placing ? "place" : this.keyed() ? "draw" : "";
    this.noteDraw(placing);
    this.titleEl.textContent = this.t("title") + " · " + this.t("round", { round: d.round })
      + (d.last_round ? " · " + this.t("last_round") : "");
    this.statusEl.textContent = this.status();
    this.undoBtn.textContent = this.t("undo");
    this.redoBtn.textContent = this.t("redo");
    this.undoBtn.disabled = !d.undo;
    this.redoBtn.disabled = !d.redo;
    // why undo is refused (chance is not taken back), said on the button
    this.undoBtn.title = d.undo_why ? d.undo_why + " (Ctrl+Z)" : "Ctrl+Z";
    // and its rule, linked after the buttons (so neither moves when it comes or goes)
    this.rules.setLink(this.undoBtn.parentNode, d.undo_why ? this.rules.ofCode("undo") : null);
    this.redoBtn.title = "Ctrl+Y";
    this.renderError();
    this.renderDecision();
    this.renderMine();
    this.paintComb();
    this.renderSummary();
    this.renderBoard();
    this.renderOthers();
    this.renderLog();
    this.noteEl.textContent = this.t("reconstructed");
    this.renderVeil();
    const comb = Boolean(this.combCtx());
    this.svg.parentNode.classList.toggle("hbh-follow", comb); // with its hover line
    this.decision.classList.toggle("hbh-follow", Boolean(d.answer) && !comb);
    this.follow.request(d.pending.kind + ":" + d.ply);
  }

  destroy() {
    this.waiting.stop();
    this.follow.destroy();
    this.abort.abort();
  }
}

// The parts' methods and getters, defined on HustleView's prototype as if written in its
// class (one prototype, no chain of mixins; a name in two parts is a mistake).
for (const part of [HustleDom, HustleFocus, HustleDecision, HustleMessages, HustleComb,
  HustleInput, HustlePieces]) {
  for (const [name, desc] of Object.entries(Object.getOwnPropertyDescriptors(part.prototype))) {
    if (name === "constructor") continue;
    if (Object.getOwnPropertyDescriptor(HustleView.prototype, name)) {
      throw new Error("HustleView." + name + " is written twice");
    }
    Object.defineProperty(HustleView.prototype, name, desc);
  }
}
