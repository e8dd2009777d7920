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
