// Keyed updates of a list of children: a child whose key stays is kept (and updated in
// place), so focus and scroll stay where they are; new keys are created, gone keys removed,
// and the kept ones put in the new order without moving those already in place.

// parent: the container; items: the new list; keyOf(item) -> string;
// create(item) -> Node (gets data-key); update(node, item) refreshes a kept node.
export function keyedChildren(parent, items, keyOf, create, update = () => {}) {
  const old = new Map();
  for (const child of [...parent.children]) {
    if (child.dataset && child.dataset.key !== undefined) old.set(child.dataset.key, child);
    else child.remove();
  }
  const nodes = [];
  const seen = new Set();
  for (const item of items) {
    const key = String(keyOf(item));
    if (seen.has(key)) throw new Error(`keyedChildren: the key ${key} is used twice`);
    seen.add(key);
    let node = old.get(key);
    if (node) {
      update(node, item);
      old.delete(key);
    } else {
      node = create(item);
      node.dataset.key = key;
    }
    nodes.push(node);
  }
  for (const gone of old.values()) gone.remove();
  // Put the nodes in order, moving only those out of place (a moved focused node loses focus).
  let at = parent.firstElementChild;
  for (const node of nodes) {
    if (node === at) {
      at = at.nextElementSibling;
    } else {
      parent.insertBefore(node, at);
    }
  }
  return nodes;
}

// Make `old` look like `fresh` (a node built from scratch), keeping old's elements where
// they match: children with the same data-key, else the next unkeyed child of the same
// tag. Kept elements keep their identity (focus, scroll, open <details>, listeners);
// attributes and texts are copied from fresh. fresh's unmatched children move into old.
export function patchChildren(old, fresh) {
  const keyed = new Map();
  const loose = [];
  for (const child of [...old.childNodes]) {
    const key = child.nodeType === 1 ? child.getAttribute("data-key") : null;
    if (key !== null) keyed.set(key, child);
    else loose.push(child);
  }
  const next = [];
  for (const f of [...fresh.childNodes]) {
    const key = f.nodeType === 1 ? f.getAttribute("data-key") : null;
    let match = null;
    if (key !== null) {
      const k = keyed.get(key);
      if (k && k.nodeName === f.nodeName) {
        match = k;
        keyed.delete(key);
      }
    } else {
      const i = loose.findIndex((c) => c.nodeName === f.nodeName);
      if (i >= 0) match = loose.splice(i, 1)[0];
    }
    if (match) {
      morph(match, f);
      next.push(match);
    } else {
      next.push(f);
    }
  }
  for (const gone of [...keyed.values(), ...loose]) gone.remove();
  let at = old.firstChild;
  for (const node of next) {
    if (node === at) at = at.nextSibling;
    else old.insertBefore(node, at);
  }
}

function morph(old, fresh) {
  if (old.isEqualNode && old.isEqualNode(fresh)) return; // unchanged (a native, fast check)
  if (old.nodeType !== 1) {
    if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    return;
  }
  for (const { name } of [...old.attributes]) {
    if (!fresh.hasAttribute(name)) old.removeAttribute(name);
  }
  for (const { name, value } of [...fresh.attributes]) {
    if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  }
  if ("disabled" in fresh && old.disabled !== fresh.disabled) old.disabled = fresh.disabled;
  if ("hidden" in fresh && old.hidden !== fresh.hidden) old.hidden = fresh.hidden;
  patchChildren(old, fresh);
}
