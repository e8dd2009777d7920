// The game table widget: lays out the parts the Python view asks for (_parts) and
// redraws them from the synced state. Clicks become intents ({"kind": "act", "action":
// ...}, undo, redo, new_game, scores) that Python checks with the engine; the answer is
// the new state, or an error shown here, with nothing changed. Every text comes from the
// catalogue Python sends (_texts, in the table's language); a new language rebuilds the page.
import { makeTexts } from "./i18n.js";
import DECLARED from "../honeybuzz_lab/games/honeybuzz/widgets/table_parts.json" with { type: "json" };
import { announcer, clearModelError, errorBlock, html, noticeBlock, offerBlock, onModel,
  reportPly, showNotice, waiter } from "./pagekit.js";
import { focusNewDecision, newDecisionAfterOthers, within } from "./focuskeep.js";
import { groupByTarget, highlightKeys, lastKey, pendingActions } from "./tablerules.js";
import { BoxesPart } from "./boxes.js";
import { WoodlandPart } from "./woodland.js";
import { ContestsPart, MarketPart, OrdersPart } from "./market.js";
import { PlayersPart } from "./players.js";
import { DecisionPart, LogPart, StatusPart } from "./decision.js";
import { ScoresPart } from "./scores.js";
import { ChooserPart } from "./fall_chooser.js";
import { moduleChanges, moduleData, moduleNeeds, placeAfter, rootMarks } from "./tablemodules.js";
import { DecisionFollower } from "./layout.js";
import { logKeeper } from "./logkeep.js";
import { Flights } from "./motion.js";
import { RuleLinks } from "./rulelinks.js";
import { staysInWidget } from "./keyboard.js";
import { lessonLayout } from "./lessonpanel.js";
import { fullGameLayout } from "./whypanel.js";
import { firstGameLayout } from "./firstgame.js";
import { classroomLayout } from "./classroom.js";
import { soloChooserLayout } from "./solochooser.js";

const TRAITS = DECLARED.traits;
const NO_ANSWER_MS = 8000;
let tables = 0;

class TableView {
  constructor(model, root) {
    this.model = model;
    this.root = root;
    this.uid = "hbt" + (++tables) + "-" + Math.random().toString(36).slice(2, 7);
    // Aborted by destroy(): every listener of this view (model, root) goes with it.
    this.life = new AbortController();
    this.dirty = false;
    this.changed = new Set(TRAITS); // what changed since the last redraw (all, at first)
    this.seq = 0;
    this.waiting = waiter(root, () => {
      this.unbusy();
      this.showLocalError(this.t("table.no_answer"));
    }, NO_ANSWER_MS);
    this.localError = "";
    this.lastAnnounced = null;
    this.texts = makeTexts(model.get("_texts"), model.get("language"));
    this.logs = logKeeper(model); // the whole log, kept from its additions (logkeep.js)
    // A lesson's band owns its decision: the follower then leaves the notebook where it is.
    this.follow = new DecisionFollower(() => this.body, { root, signal: this.life.signal,
      owned: () => !(model.get("_lesson") || {}).title });
    this.flights = new Flights(root, this.life.signal);
    // Focusable, so that a click on the table gives it the keys (Ctrl+Z, Ctrl+Y) rather
    // than JupyterLab.
    root.setAttribute("tabindex", "-1");
    root.addEventListener("keydown", (ev) => this.onKey(ev), { signal: this.life.signal });
    // JupyterLab's one-key shortcuts (D D deletes the cell) never see a key typed here.
    root.addEventListener("keydown", (ev) => { if (staysInWidget(ev)) ev.stopPropagation(); },
      { signal: this.life.signal });
    this.build();
    this.render();
    for (const name of TRAITS) onModel(model, [name], () => this.schedule(name), this.life.signal);
  }

  // A text of the table's language (see i18n.js).
  t(key, params = {}) {
    return this.texts.t(key, params);
  }

  // The language changed: build the page again with the new texts.
  relabel() {
    this.texts = makeTexts(this.model.get("_texts"), this.model.get("language"));
    if (this.players) this.players.destroy();
    this.players = null;
    this.lastAnnounced = null;
    // The learner keeps their place: the new body is scrolled where the old one was (a
    // language and its texts may come in two messages: two rebuilds, one place to keep).
    // A decision's target in view stays in view (the new language's words may be longer).
    const scrolled = this.keepScroll ?? (this.body ? this.body.scrollTop : 0);
    const seen = this.keepSeen ?? (this.body ? this.follow.targetInView() : false);
    this.build();
    for (const name of TRAITS) this.changed.add(name);
    if (this.body && (scrolled || seen)) {
      const body = this.body;
      [this.keepScroll, this.keepSeen] = [scrolled, seen];
      requestAnimationFrame(() => {
        if (body.isConnected) body.scrollTop = scrolled;
        if (body.isConnected && seen) this.follow.show();
        if (this.body === body) [this.keepScroll, this.keepSeen] = [null, null];
      });
    }
  }

  destroy() {
    this.waiting.stop();
    this.follow.destroy();
    if (this.built) this.built.abort();
    this.life.abort();
    if (this.players) this.players.destroy();
  }

  build() {
    const root = this.root;
    root.classList.add("hbt-table");
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    root.replaceChildren();
    // The listeners of the DOM built here go when it is built again or the view closes.
    if (this.built) this.built.abort();
    this.built = new AbortController();
    this.signal = this.built.signal;
    this.say = announcer(root);
    const parts = this.model.get("_parts") || [];
    this.partNames = parts;
    this.parts = [];
    const add = (Part, parent, mod = null) => {
      const part = new Part(this, parent);
      // A module's part redraws when its module's data changes (see moduleChanges).
      part.needs = mod ? moduleNeeds(mod, Part) : Part.needs;
      this.parts.push(part);
      return part;
    };
    const has = (name) => parts.includes(name);
    // A whole table (with its decision) is an app that fills its box: the header with the
    // status, a reserved line for notices and errors and the decision stays in view, and the
    // body below scrolls inside the table to what the decision needs (see layout.js).
    const app = has("decision");
    // The modules' parts that come after the base part (or place) `where` (tablemodules.js).
    const after = (where, parent) => placeAfter(where, parent, has, app, add);
    root.classList.toggle("hbt-app", app);
    const top = html("div", { class: "hbt-top" }, root);
    if (has("status")) add(StatusPart, top);
    const slot = html("div", { class: "hbt-msg" }, top);
    this.noticeEl = noticeBlock(slot, "hbt");
    this.errorBox = errorBlock(slot, "hbt", { details: this.t("table.error.details"),
      dismiss: this.t("table.error.dismiss"), dismissLabel: this.t("table.error.dismiss_label") },
    () => this.dismissError(), this.signal);
    this.errorEl = this.errorBox.el;
    // The rule a refusal or a log line comes from opens here, by the error line.
    this.rules = new RuleLinks(this.model, root, top, this.signal, "hbt",
      (msg) => this.model.send(msg));
    this.decision = has("decision") ? add(DecisionPart, top) : null;
    after("decision", top);
    const body = app ? html("div", { class: "hbt-body" }, root) : root;
    this.body = app ? body : null;
    if (has("scores")) add(ScoresPart, body);
    after("scores", body);
    const board = html("div", { class: "hbt-board-row" }, body);
    // A module may mark the table while its parts are shown (a Fall game: its parts sit by
    // what their decisions need, and the board row fills its gaps, table.css).
    for (const [mark, on] of rootMarks(has)) root.classList.toggle(mark, on);
    if (has("boxes")) add(BoxesPart, board);
    after("boxes", board);
    if (has("woodland")) add(WoodlandPart, board);
    after("woodland", board);
    if (has("market")) add(MarketPart, board);
    after("market", board);
    if (has("orders")) add(OrdersPart, board);
    after("orders", board);
    if (has("contests")) add(ContestsPart, board);
    after("contests", board);
    after("board", body);
    if (has("players")) this.players = add(PlayersPart, body);
    if (has("log")) add(LogPart, body);
    const foot = html("p", { class: "hbt-foot hbt-muted" }, body);
    this.footEl = foot;
    if (has("chooser")) add(ChooserPart, top);
    this.buildHandover(root);
    // The offer to continue a saved game (after a kernel restart), over the table.
    offerBlock(root, this.model, (msg) => this.send(msg), this.signal, () => this.waiting.stop());
    root.appendChild(root.querySelector(":scope > .hb-live")); // the live region stays last
    root.setAttribute("aria-label", this.t("table.label"));
    root.setAttribute("lang", this.texts.language || "en");
    // The mark on the last action's place (table.css draws it).
    root.style.setProperty("--hbt-last-label", JSON.stringify(this.t("table.last_mark")));
  }

  // Pass-and-play: a screen over the whole table until the next person says who they are.
  // Python syncs only what everyone knows while it waits (the page hides nothing itself).
  buildHandover(root) {
    const box = html("div", { class: "hbt-handover", role: "dialog", "aria-modal": "true" }, root);
    box.hidden = true;
    const card = html("div", { class: "hbt-handover-card" }, box);
    this.handTitle = html("h3", { id: this.uid + "-hand" }, card);
    box.setAttribute("aria-labelledby", this.uid + "-hand");
    this.handDone = html("p", { class: "hbt-muted" }, card);
    this.handText = html("p", {}, card);
    this.handBtn = html("button", { type: "button", class: "hb-btn hbt-handover-btn" }, card);
    this.handBtn.addEventListener("click", () => {
      const h = this.model.get("_handover") || {};
      if (h.seat !== undefined) this.send({ kind: "take_seat", seat: h.seat });
    }, { signal: this.signal });
    this.handEl = box;
  }

  renderHandover() {
    const h = this.model.get("_handover") || {};
    const on = h.seat !== undefined && h.seat !== null;
    const was = !this.handEl.hidden;
    this.handEl.hidden = !on;
    this.root.classList.toggle("hbt-handing-over", on);
    this.root.dataset.handover = on ? String(h.seat) : "";
    // Behind the screen nothing takes the focus or reaches a screen reader.
    for (const child of this.root.children) {
      if (child !== this.handEl && !child.classList.contains("hb-live")) child.inert = on;
    }
    if (!on) return;
    const t = (key, params) => this.t("table.handover." + key, params);
    this.handTitle.textContent = t("title", { name: h.name });
    this.handDone.textContent = h.from ? t("done", { name: h.from }) : "";
    this.handText.textContent = t("text", { name: h.name });
    this.handBtn.textContent = t("button", { name: h.name });
    if (!was) {
      this.say(this.handTitle.textContent);
      this.handBtn.focus({ preventScroll: true });
    }
  }

  // ---------------------------------------------------------------- state

  snapshot() {
    const m = this.model;
    const pending = m.get("_pending") || {};
    const actions = pendingActions(pending);
    const last = m.get("_last") || {};
    this.seq += 1;
    return {
      seq: this.seq,
      parts: m.get("_parts") || [],
      seats: m.get("_seats") || [],
      static: m.get("_static") || {},
      players: m.get("_players") || [],
      hives: m.get("_hives") || [],
      board: m.get("_board") || [],
      field: m.get("_field") || { tiles: [], tokens: [] },
      market: m.get("_market") || {},
      orders: m.get("_orders") || [],
      contests: m.get("_contests") || [],
      pending,
      actions,
      groups: groupByTarget(actions),
      legal: m.get("_legal") || {},
      last,
      lastKey: lastKey(last),
      effects: m.get("_effects") || [],
      log: this.logs.log,
      logRules: this.logs.refs,
      rules: m.get("_rules") || {},
      rule: m.get("_rule") || {},
      history: m.get("_history") || {},
      roles: m.get("_roles") || [],
      scores: m.get("_scores") || {},
      // each module's data under its key (s.sunset, s.fruit...), {} when the game has none
      ...moduleData(m.get("_modules")),
      highlight: m.get("_highlight") || [],
      hl: highlightKeys(m.get("_highlight")),
    };
  }

  schedule(name) {
    if (name === "_error") this.unbusy();
    if (name === "_texts" || name === "language") this.relabelNeeded = true;
    this.changed.add(name);
    if (this.dirty) return;
    this.dirty = true;
    queueMicrotask(() => {
      this.dirty = false;
      if (this.relabelNeeded) {
        this.relabelNeeded = false;
        this.relabel();
      }
      this.render();
    });
  }

  render() {
    const started = performance.now();
    this.renderParts();
    // How long the last redraw took (the figures read it).
    this.root.dataset.renderMs = (performance.now() - started).toFixed(1);
  }

  renderParts() {
    const s = this.snapshot();
    this.s = s;
    this.root.classList.toggle("hbt-projector", Boolean(this.model.get("projector")));
    if (!s.static.players) return;
    this.unbusy();
    // Redraw only the parts whose synced state changed (a new game redraws everything).
    const changed = this.changed;
    this.changed = new Set();
    const all = changed.has("_static");
    if (changed.has("_modules")) {
      this.modulesSeen = moduleChanges(this.model.get("_modules"), this.modulesSeen, changed);
    }
    const d = this.root.dataset;
    d.ply = String(s.last.ply || 0);
    d.pending = s.pending.kind || "";
    d.player = s.pending.player === null || s.pending.player === undefined ? "" :
      String(s.pending.player);
    d.mine = String(Boolean(s.pending.mine));
    this.flights.before(s, s.lastKey);
    for (const part of this.parts) {
      if (all || part.needs.some((name) => changed.has(name))) part.update(s);
    }
    // The caption's outline goes with the elements a part drew anew: it is put back.
    if (this.decision) this.decision.caption.redrawn();
    this.renderNotice();
    this.renderError();
    this.renderHandover();
    this.flights.after();
    if (this.body) this.follow.request(s.pending.kind + ":" + (s.last.ply || 0));
    const recon = s.static.reconstructed || [];
    this.footEl.textContent = recon.length ? this.t("table.reconstructed", {
      files: s.static.reconstructed_names || recon, card: s.static.configuration }) : "";
    const said = [];
    if (s.last.ply !== this.lastAnnounced) {
      if (this.lastAnnounced !== null && s.last.lines) said.push(...s.log.slice(-s.last.lines));
      this.lastAnnounced = s.last.ply;
    }
    // A new decision of the learner's after the bots: the focus goes to its first control
    // (unless the learner moved it elsewhere meanwhile), and it is said after their moves.
    const now = { mine: Boolean(s.pending.mine), ply: s.last.ply || 0 };
    if (newDecisionAfterOthers(this.seen, now)) {
      focusNewDecision(this.root, this.decisionTargets(), { resting: [this.actedOn],
        actedInside: this.actedInside });
      said.push(this.t("table.decision.yours_now", { prompt: s.pending.prompt || "" }));
    }
    this.seen = now;
    if (said.length) this.announce(said.join(" "));
  }

  // Where the learner's new decision starts: its first button when every answer is a
  // button of the panel; else (a tile stack, a space or a hex on the table answers too) the
  // panel itself, whose prompt and hint say where, so that Enter chooses nothing unasked.
  decisionTargets() {
    const part = this.parts.find((p) => p instanceof DecisionPart);
    if (!part) return [];
    const buttons = [...part.buttons.querySelectorAll("button")];
    return (part.plan && part.plan.more.length) || !buttons.length ? [part.root] : buttons;
  }

  renderNotice() {
    showNotice(this.noticeEl, this.model.get("notice") || "");
  }

  renderError() {
    const text = this.localError || this.model.get("_error") || "";
    const detail = this.localError ? "" : this.model.get("_error_detail") || "";
    if (text && text !== this.shownError) this.say(text);
    this.shownError = text;
    this.errorBox.show(text, detail);
    const rule = (text && !this.localError && this.model.get("_error_rule")) || {};
    this.rules.setLink(this.errorEl, rule.id ? [rule.id, rule.title] : null,
      this.errorEl.querySelector("details"));
    if (this.onRefusal) this.onRefusal(text); // a lesson's coach bubble says it too
  }

  // ---------------------------------------------------------------- intents

  send(msg) {
    // Where the learner acted from: the focus may go on to their next decision from there.
    const active = document.activeElement;
    this.actedOn = active;
    this.actedInside = Boolean(active) && within(this.root, active);
    this.localError = "";
    this.follow.arm(); // the decision this brings may be followed into view (layout.js)
    this.model.send(msg);
    this.busy();
  }

  act(json) {
    this.send({ kind: "act", action: json });
  }

  busy() {
    this.waiting.start();
  }

  unbusy() {
    this.waiting.stop();
    if (this.players) this.players.clearPending();
  }

  showLocalError(text) {
    this.localError = text;
    this.renderError();
  }

  dismissError() {
    this.localError = "";
    clearModelError(this.model);
    this.renderError();
  }

  announce(text) {
    this.say(text);
  }

  onKey(ev) {
    if (!(ev.ctrlKey || ev.metaKey) || ev.altKey) return;
    if (ev.target.closest && ev.target.closest(".hb-board")) return; // the hive's own keys
    const key = ev.key.toLowerCase();
    let kind = null;
    if (key === "z") kind = ev.shiftKey ? "redo" : "undo";
    else if (key === "y") kind = "redo";
    if (!kind || !("undo" in (this.s.history || {}))) return;
    ev.preventDefault();
    ev.stopPropagation();
    this.send({ kind });
  }
}

const widget = {
  // Once per model, before any view: the log's keeper follows every addition from the
  // start, so that a view displayed later (a second one too) gets the whole log.
  initialize({ model }) {
    logKeeper(model);
  },
  render({ model, el }) {
    const room = classroomLayout(model, el); // a classroom's panel beside the table
    const solo = soloChooserLayout(model, room.surface); // a solo game's difficulty list
    const lesson = lessonLayout(model, solo.surface); // a lesson's panel beside the table
    const full = fullGameLayout(model, lesson.surface); // a full game's Why? panel above it
    const first = firstGameLayout(model, el, full.surface); // a first game's coach over it
    const view = new TableView(model, full.surface);
    lesson.attach(view);
    first.attach(view);
    const stopReports = reportPly(model);
    return () => {
      stopReports();
      view.destroy();
      first.destroy();
      full.destroy();
      lesson.destroy();
      solo.destroy();
      room.destroy();
    };
  },
};
export default widget;
