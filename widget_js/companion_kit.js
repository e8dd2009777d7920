// What the companion's three views share: the root (its class, language, keys kept from
// JupyterLab's shortcuts, the one live region) and the error block of Python's `_error`.
import { announcer, clearModelError, errorBlock, html, onModel } from "./pagekit.js";
import { staysInWidget } from "./keyboard.js";

export { html, onModel };

// The root of a companion view: `cls` names it (hbcomp-guide, -sheet, -referee).
export function companionRoot(el, cls, signal) {
  el.classList.add("hbcomp-root", cls);
  el.setAttribute("role", "region"); // named by its title (aria-label, set by the view)
  el.setAttribute("data-lm-suppress-shortcuts", "true");
  el.addEventListener("keydown", (ev) => { if (staysInWidget(ev)) ev.stopPropagation(); },
    { signal });
  return announcer(el);
}

// The error block of the model's `_error` (a refused page message), labelled from the
// state's `errors` texts; returns {draw(errors)} to call on every change.
export function companionErrors(model, parent, errors, signal) {
  const block = errorBlock(parent, "hbcomp", errors || {}, () => clearModelError(model), signal);
  const show = () => block.show(model.get("_error") || "", model.get("_error_detail") || "");
  onModel(model, ["_error", "_error_detail"], show, signal);
  show();
  return {
    draw(again) {
      block.label(again || {});
      show();
    },
  };
}

// Whether `node` has the keyboard focus (inside a shadow root too: marimo draws there).
export function focused(node) {
  return Boolean(node && node.matches && node.matches(":focus"));
}

// Set an input's value from Python unless the learner is typing in it.
export function setValue(input, value) {
  const text = value === null || value === undefined ? "" : String(value);
  if (!focused(input) && input.value !== text) input.value = text;
}

// Set a node's HTML only when it changed (an open detail stays open, a link focused).
export function setHtml(node, markup) {
  if (node.dataset.html === markup) return;
  node.dataset.html = markup;
  node.innerHTML = markup;
}
