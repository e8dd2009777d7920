// The page kit every view shares: the one live region of a widget root, the notice and
// error blocks, and the stand-in model a static page (no kernel) renders from.
import { keyedChildren, patchChildren } from "./keyed.js";

export { keyedChildren, patchChildren };

// An element with attributes (null/false leave one out), optional text, appended to parent.
export function html(tag, attrs = {}, parent = null, text = null) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    node.setAttribute(k, v === true ? "" : String(v));
  }
  if (text !== null) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

// The one polite live region of a widget root: every part announces through it, and a
// view nested in another (a hive board inside the table) finds its host's region.
export function announcer(root) {
  const host = root.parentElement && root.parentElement.closest("[data-hb-live-root]");
  if (host) return (text) => host.hbAnnounce(text);
  root.setAttribute("data-hb-live-root", "");
  const region = () => {
    let live = root.querySelector(":scope > .hb-live");
    if (!live) {
      live = html("div", { class: "hb-live", role: "status", "aria-live": "polite" }, root);
    }
    return live;
  };
  region();
  root.hbAnnounce = (text) => {
    // Re-setting the same text would not be read again: clear first.
    const live = region();
    live.textContent = "";
    live.textContent = text;
  };
  return root.hbAnnounce;
}

// A notice line (role note) and an error block (text, details, dismiss button), the same
// markup for the board and the table; `texts` gives the three labels. The error block is
// not a live region: the view announces a new error through its one region (announcer).
export function noticeBlock(parent, cls) {
  return html("div", { class: `hbk-notice ${cls}-notice`, role: "note", hidden: true }, parent);
}

export function errorBlock(parent, cls, texts, onDismiss, signal) {
  const el = html("div", { class: `hbk-error ${cls}-error`, hidden: true }, parent);
  const text = html("span", { class: `hbk-error-text ${cls}-error-text` }, el);
  const detail = html("details", { class: `hbk-error-detail ${cls}-error-detail`, hidden: true },
    el);
  const summary = html("summary", {}, detail, texts.details);
  const pre = html("pre", {}, detail);
  const close = html("button", { type: "button", class: `hb-btn hb-small ${cls}-small`,
    "aria-label": texts.dismissLabel }, el, texts.dismiss);
  close.addEventListener("click", onDismiss, { signal });
  return {
    el,
    // The three labels again, in a new language (a view that is not built again).
    label(again) {
      summary.textContent = again.details;
      close.textContent = again.dismiss;
      close.setAttribute("aria-label", again.dismissLabel);
    },
    show(message, more = "") {
      el.hidden = !message;
      text.textContent = message ? "⚠ " + message : "";
      detail.hidden = !more;
      pre.textContent = more;
    },
  };
}

// Clear the error Python put on a widget's model (the learner dismissed it).
export function clearModelError(model) {
  if (!model.get("_error")) return;
  model.set("_error", "");
  model.set("_error_detail", "");
  model.save_changes();
}

export function showNotice(node, text) {
  node.hidden = !text;
  node.textContent = text || "";
}

// The anywidget model interface (get, set, on, off, send, save_changes) over a plain
// state object: what a static page without a kernel renders from.
export function offlineModel(state) {
  const listeners = new Map();
  return {
    get: (key) => state[key],
    set: (key, value) => {
      state[key] = value;
      for (const cb of listeners.get("change:" + key) || []) cb();
    },
    on: (name, cb) => {
      if (!listeners.has(name)) listeners.set(name, []);
      listeners.get(name).push(cb);
    },
    off: (name, cb) => {
      const list = listeners.get(name) || [];
      const i = list.indexOf(cb);
      if (i >= 0) list.splice(i, 1);
    },
    send: () => {},
    save_changes: () => {},
  };
}

// The wait for Python's answer to a message the page sent: the root is aria-busy from
// start() until stop() (the view calls it when a synced change or an error arrives); if
// no answer comes within `ms`, the wait ends and `onSilence` says so. Both tables use it.
export function waiter(root, onSilence, ms = 8000) {
  let timer = null;
  const stop = () => {
    clearTimeout(timer);
    timer = null;
    root.removeAttribute("aria-busy");
  };
  return {
    start() {
      root.setAttribute("aria-busy", "true");
      clearTimeout(timer);
      timer = setTimeout(() => {
        stop();
        onSilence();
      }, ms);
    },
    stop,
    get waiting() {
      return timer !== null;
    },
  };
}

// Listen to model changes until the signal aborts (the view's cleanup).
export function onModel(model, names, cb, signal) {
  for (const name of names) model.on("change:" + name, cb);
  signal.addEventListener("abort", () => {
    for (const name of names) model.off("change:" + name, cb);
  }, { once: true });
}

// The offer to continue a saved game, on the table itself: Python's `_offer` is {text,
// yes, no} (the question and its two buttons) or {} for none. The table behind shows the
// saved position but takes no input until the learner answers; the answer is the message
// {kind: "resume", continue: true|false}. `answered` runs whenever the offer changes
// (the view's wait for Python ends there).
export function offerBlock(root, model, send, signal, answered = () => {}) {
  const box = html("div", { class: "hbk-offer", role: "alertdialog", hidden: true });
  root.prepend(box);
  const text = html("p", { class: "hbk-offer-text" }, box);
  const row = html("div", { class: "hbk-offer-buttons" }, box);
  const yes = html("button", { type: "button", class: "hb-btn hbk-offer-continue" }, row);
  const no = html("button", { type: "button", class: "hb-btn hbk-offer-new" }, row);
  yes.addEventListener("click", () => send({ kind: "resume", continue: true }), { signal });
  no.addEventListener("click", () => send({ kind: "resume", continue: false }), { signal });
  const render = () => {
    const offer = model.get("_offer") || {};
    const on = Boolean(offer.text);
    const was = !box.hidden;
    box.hidden = !on;
    root.classList.toggle("hbk-offering", on);
    for (const child of root.children) {
      if (child !== box && !child.classList.contains("hb-live")) child.inert = on;
    }
    if (!on) return;
    text.textContent = offer.text;
    yes.textContent = offer.yes;
    no.textContent = offer.no;
    box.setAttribute("aria-label", offer.text);
    if (!was) yes.focus({ preventScroll: true });
  };
  const changed = () => {
    answered();
    render();
  };
  onModel(model, ["_offer"], changed, signal);
  render();
  return { el: box, render };
}

// Report the ply Python set (the number of the position shown) back as the page's own
// `_page_ply`: marimo reruns the cells that read a widget's value when the page reports a
// change, not when Python makes one, so a cell reading `value["ply"]` follows every move.
// Jupyter only receives the number. Returns the function that stops the reports.
export function reportPly(model) {
  const report = () => {
    if (!model.get("_report_ply")) return; // only marimo reruns cells on it
    const ply = model.get("ply");
    if (ply === undefined || model.get("_page_ply") === ply) return;
    model.set("_page_ply", ply);
    model.save_changes();
  };
  model.on("change:ply", report);
  return () => model.off("change:ply", report);
}
