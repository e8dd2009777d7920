// A page for the Hustle table's view in node: minidom's elements with the few look-ups the
// table's frame makes, the token kinds Python sends (_tokens) and one seat's view (_data).
import { Element, installDocument } from "./minidom.mjs";

// minidom's element with the few look-ups the table's frame makes (a class, a tag, a
// list of them), enough to build and draw it.
export class Page extends Element {
  constructor(tag) {
    super(tag);
    this.style = {};
  }

  matches(selector) {
    return selector.split(",").some((one) => {
      const s = one.trim();
      if (s.startsWith(".")) return this.classList.contains(s.slice(1));
      return this.nodeName.toLowerCase() === s;
    });
  }

  querySelectorAll(selector) {
    const out = [];
    const walk = (n) => {
      for (const c of n.children) {
        if (c.matches(selector)) out.push(c);
        walk(c);
      }
    };
    walk(this);
    return out;
  }

  querySelector(selector) {
    return this.querySelectorAll(selector)[0] || null;
  }

  closest(selector) {
    for (let n = this; n && n.matches; n = n.parentNode) if (n.matches(selector)) return n;
    return null;
  }

  contains(node) {
    for (let n = node; n; n = n.parentNode) if (n === this) return true;
    return false;
  }

  getBoundingClientRect() {
    return { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 };
  }
}

// Installs a document whose elements are Pages.
export function installPage() {
  const doc = installDocument();
  doc.createElement = (tag) => new Page(tag);
  doc.createElementNS = (_ns, tag) => new Page(tag);
  return doc;
}

export const TOKENS = {
  honey: { colour: "honey", points: 0, marks: 1 },
  blue2: { colour: "blue", points: 2, marks: 9 },
  purple3: { colour: "purple", points: 3, marks: 9 },
  cover: { colour: "gray", points: 1, marks: 5 },
};

// One seat's view with a drawn token in the learner's hand (a lesson's placing step).
export function data() {
  const player = (seat, extra = {}) => ({ seat, name: "P" + seat, bot: seat > 0,
    honeycomb: [{ q: 0, r: 0, token: "blue2", marks: 9, covers_honey: false }],
    drawn: null, draw_id: "", aside: 0, bag: null, bag_size: 3, cubes: 1, stopped: false,
    round_points: 0, points: { total: 2, blue: 2 }, ...extra });
  return { viewer: 0, ply: 4, round: 1, phase: "build", answer: true, answers: [], kinds: {},
    pending: { kind: "build", player: 0, prompt: "" }, undo: false, redo: false,
    players: [player(0, { drawn: "purple3", draw_id: "d1", bag: { honey: 2 } }), player(1)],
    pool: ["purple3"], drafting_bag: { blue2: 1 }, piles: { honey: 5, extra: 0, nectar: 2,
      helper: 1 }, log: [], log_rules: [] };
}
