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
