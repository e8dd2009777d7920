// A minimal DOM (elements, text nodes, attributes, dataset, sibling links) for unit tests
// of the keyed updates in node, which has no document.

class Node {
  constructor(type, name) {
    this.nodeType = type;
    this.nodeName = name;
    this.parentNode = null;
    this.childNodes = [];
  }

  get firstChild() {
    return this.childNodes[0] || null;
  }

  get nextSibling() {
    const list = this.parentNode ? this.parentNode.childNodes : [];
    return list[list.indexOf(this) + 1] || null;
  }

  remove() {
    if (!this.parentNode) return;
    const list = this.parentNode.childNodes;
    list.splice(list.indexOf(this), 1);
    this.parentNode = null;
    // A removed element (or one inside it) loses focus, as in a browser.
    const doc = globalThis.document;
    for (let n = doc && doc.activeElement; n; n = n.parentNode) {
      if (n === this) {
        doc.activeElement = null;
        break;
      }
    }
  }
}

export class Text extends Node {
  constructor(value) {
    super(3, "#text");
    this.nodeValue = value;
  }
}

export class Element extends Node {
  constructor(tag) {
    super(1, tag.toUpperCase());
    this.attrs = new Map();
    const el = this;
    this.dataset = new Proxy({}, {
      get: (_, k) => el.attrs.get("data-" + String(k)),
      set: (_, k, v) => {
        el.attrs.set("data-" + String(k), String(v));
        return true;
      },
    });
  }

  // Enough of classList for modules that add a class.
  get classList() {
    const names = () => (this.getAttribute("class") || "").split(" ").filter(Boolean);
    return {
      contains: (c) => names().includes(c),
      add: (c) => {
        if (!names().includes(c)) this.setAttribute("class", [...names(), c].join(" "));
      },
      toggle: (c, on) => {
        const rest = names().filter((n) => n !== c);
        this.setAttribute("class", (on ? [...rest, c] : rest).join(" "));
      },
    };
  }

  get attributes() {
    return [...this.attrs].map(([name, value]) => ({ name, value }));
  }

  getAttribute(name) {
    return this.attrs.has(name) ? this.attrs.get(name) : null;
  }

  setAttribute(name, value) {
    this.attrs.set(name, String(value));
  }

  removeAttribute(name) {
    this.attrs.delete(name);
  }

  hasAttribute(name) {
    return this.attrs.has(name);
  }

  // `hidden` reflects its attribute, as in a browser.
  get hidden() {
    return this.attrs.has("hidden");
  }

  set hidden(value) {
    if (value) this.attrs.set("hidden", "");
    else this.attrs.delete("hidden");
  }

  get children() {
    return this.childNodes.filter((n) => n.nodeType === 1);
  }

  get firstElementChild() {
    return this.children[0] || null;
  }

  get nextElementSibling() {
    let n = this.nextSibling;
    while (n && n.nodeType !== 1) n = n.nextSibling;
    return n;
  }

  get textContent() {
    return this.childNodes.map((n) => (n.nodeType === 3 ? n.nodeValue : n.textContent)).join("");
  }

  set textContent(text) {
    for (const n of [...this.childNodes]) n.remove();
    this.appendChild(new Text(text));
  }

  appendChild(node) {
    return this.insertBefore(node, null);
  }

  replaceChildren(...nodes) {
    for (const n of [...this.childNodes]) n.remove();
    for (const n of nodes) this.appendChild(n);
  }

  // Markup is kept as it was set (one text node), enough to read what a view put there.
  get innerHTML() {
    return this.markup === undefined ? this.textContent : this.markup;
  }

  set innerHTML(markup) {
    this.textContent = markup;
    this.markup = markup;
  }

  prepend(node) {
    return this.insertBefore(node, this.childNodes[0] || null);
  }

  insertBefore(node, before) {
    node.remove();
    const i = before ? this.childNodes.indexOf(before) : this.childNodes.length;
    this.childNodes.splice(i, 0, node);
    node.parentNode = this;
    // A moved element loses focus, as in a browser.
    if (globalThis.document && globalThis.document.activeElement === node) {
      globalThis.document.activeElement = null;
    }
    return node;
  }

  cloneNode() {
    const copy = new Element(this.nodeName.toLowerCase());
    for (const [k, v] of this.attrs) copy.attrs.set(k, v);
    return copy;
  }

  focus() {
    globalThis.document.activeElement = this;
  }

  scrollIntoView() {}

  // Text after the children (as Element.append with a string).
  append(...items) {
    for (const item of items) this.appendChild(typeof item === "string" ? new Text(item) : item);
  }

  addEventListener(type, cb) {
    this.listeners = this.listeners || new Map();
    if (!this.listeners.has(type)) this.listeners.set(type, []);
    this.listeners.get(type).push(cb);
  }

  // Calls the listeners of `type` (what a click would do).
  dispatch(type) {
    for (const cb of (this.listeners && this.listeners.get(type)) || []) cb({ type });
  }
}

// Installs a `document` with createElement (and createElementNS) for modules that build elements.
export function installDocument() {
  globalThis.document = {
    activeElement: null,
    createElement: (tag) => new Element(tag),
    createElementNS: (_ns, tag) => new Element(tag),
  };
  return globalThis.document;
}
