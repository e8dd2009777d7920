// The keyboard focus across a redraw that replaces elements (the Hustle table draws its
// decision panel anew): the element doing the same thing afterwards takes the focus back,
// else the first usable of the view's chosen targets. Focus outside the view is left alone.

// What a focusable element does, as a string: its tag, classes, action and label. The
// redrawn button for the same thing has the same key.
export function focusKey(node) {
  if (!node || !node.getAttribute) return "";
  const parts = [node.nodeName, "class", "data-act", "data-what", "aria-label"].map((a, i) =>
    i === 0 ? String(a).toUpperCase() : node.getAttribute(a) || "");
  return parts.join("|");
}

// Is `node` inside `root` (or root itself), following parent links.
export function within(root, node) {
  for (let n = node; n; n = n.parentNode) if (n === root) return true;
  return false;
}

// Can `node` (inside `root`) take the focus: attached, not disabled, nothing hidden or inert
// on the way up.
export function usable(root, node) {
  if (!node || !within(root, node)) return false;
  if (node.disabled || (node.hasAttribute && node.hasAttribute("disabled"))) return false;
  for (let n = node; n && n !== root.parentNode; n = n.parentNode) {
    if (n.hidden || n.inert) return false;
  }
  return true;
}

// The first element under `root` whose key is `key` (depth first, in document order).
export function findByKey(root, key) {
  for (const child of root.children || []) {
    if (focusKey(child) === key) return child;
    const found = findByKey(child, key);
    if (found) return found;
  }
  return null;
}

// Run `redraw`; if the focus was inside `root` and is no longer on a usable element there,
// give it to the redrawn element with the same key, else to the first usable of
// `targets()` (the view's choice: where the next key acts). Returns the focused element,
// or null when the focus was elsewhere and stays there.
export function keepFocus(root, redraw, targets = () => []) {
  const doc = globalThis.document;
  const before = doc.activeElement;
  const inside = before && before !== root && within(root, before);
  const key = inside ? focusKey(before) : "";
  redraw();
  if (!inside) return null;
  if (doc.activeElement === before && usable(root, before)) return before;
  const again = findByKey(root, key);
  const target = usable(root, again) ? again : targets().find((n) => usable(root, n));
  if (!target) return null;
  target.focus({ preventScroll: true });
  return target;
}

// A new decision of the learner's that comes after others played (the bots): `before` and
// `now` are {mine, ply} of the last drawing and this one (mine: the learner answers now).
// It is new when the learner did not answer a moment ago (a bot or another seat was
// deciding), or when more than one move was made since (the bots answered at once). The
// first drawing (`before` null) is no such decision: opening the page takes no focus.
export function newDecisionAfterOthers(before, now) {
  if (!before || !now || !now.mine) return false;
  return !before.mine || Number(now.ply) > Number(before.ply) + 1;
}

// May the focus be moved to a new decision? Only when the learner left it where their
// last action was: on one of `resting` (the element they acted from, or where the view
// put the focus then), on an element now gone or unusable inside `root`, or on nothing
// (the page's body) when their last action was inside `root` (`actedInside`). Focus the
// learner moved elsewhere meanwhile, inside the view (the log, undo) or outside it (another
// cell), stays: the view never takes it mid-action.
export function mayTakeFocus(root, resting = [], actedInside = false) {
  const doc = globalThis.document;
  const active = doc.activeElement;
  if (!active || active === doc.body || active === doc.documentElement) return actedInside;
  if (!within(root, active)) return false;
  return active === root || resting.includes(active) || !usable(root, active);
}

// Give the focus to the first usable of `targets` (the new decision's first control) when
// mayTakeFocus allows it. Returns the element focused, or null (left where it was).
export function focusNewDecision(root, targets, { resting = [], actedInside = false } = {}) {
  if (!mayTakeFocus(root, resting, actedInside)) return null;
  const target = targets.find((n) => usable(root, n));
  if (!target || target === globalThis.document.activeElement) return null;
  target.focus({ preventScroll: true });
  return target;
}
