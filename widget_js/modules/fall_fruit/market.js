// The fruit market of Fall Fruit (its data in the `_modules` trait, Python:
// widgets/modules/fall_fruit/), drawn as pieces: each fruit with its value on a coin, the
// set-bonus track with its marker and what a set pays now on a coin, each seat's fruit as
// pieces with how many on them; the sentences are their tooltips and screen-reader text.
// While selling, + and − per fruit compose the sale and Sell sends it; while paying an order
// or gaining a fruit, the fruit are the buttons. Costs and labels come with each legal
// answer, so nothing here counts coins.
import { html } from "../../pagekit.js";
import { patchChildren } from "../../keyed.js";
import { playerMark, section } from "../../tableparts.js";
import { coinPiece } from "../../playerboard.js";
import { bonusTrackPiece, fruitPiece } from "./pieces.js";

// The legal sale of `counts` ({apple: n, ...}) among the pending answers, or null.
export function saleAction(actions, fruit, counts) {
  const kind = (fruit.kinds || {}).sell;
  return actions.find((a) => a.json.kind === kind &&
    (fruit.fruits || []).every((f) => (a.json[f.kind] || 0) === (counts[f.kind] || 0))) || null;
}

// The answer "this fruit" of the pending decision (paying an order, gaining a fruit), or null.
export function fruitAnswer(actions, fruit, kind) {
  const kinds = [(fruit.kinds || {}).pay, (fruit.kinds || {}).pick];
  return actions.find((a) => kinds.includes(a.json.kind) && a.json.fruit === kind) || null;
}

// The seat whose fruit the market block shows as "yours": the deciding seat when this page
// answers it, else the first seat this page plays (null: none).
export function yourSeat(pending, roles) {
  if (pending && pending.mine && pending.player !== null && pending.player !== undefined) {
    return pending.player;
  }
  const i = (roles || []).findIndex((r) => r && r.you && !r.bot);
  return i >= 0 ? i : null;
}

// A node `cls` of `parent` whose pieces say `words`: its tooltip, and to screen readers.
function said(parent, cls, words) {
  const node = html("span", { class: cls, title: words }, parent);
  html("span", { class: "hbt-sr" }, node, words);
  return node;
}

export class FruitMarketPart {
  static needs = ["_field", "_players", "_pending", "_last", "_highlight"];

  constructor(view, parent) {
    this.view = view;
    const t = (key) => view.t("table.fall.fruit." + key);
    this.root = section(parent, "hbt-fruit-market", t("market_title"));
    this.root.hidden = true;
    this.body = html("div", { class: "hbt-fm-body" }, this.root);
    this.counts = {};
    this.countsPly = null;
    this.root.addEventListener("click", (ev) => {
      const b = ev.target.closest("button");
      if (!b || b.disabled) return;
      if (b.dataset.step) {
        const kind = b.dataset.fruit;
        this.counts[kind] = Math.max(0, (this.counts[kind] || 0) + Number(b.dataset.step));
        this.render();
        const again = this.root.querySelector('button[data-fruit="' + kind + '"][data-step="' +
          b.dataset.step + '"]');
        if (again && !again.disabled) again.focus({ preventScroll: true });
      } else if (b.dataset.json) {
        this.view.act(JSON.parse(b.dataset.json));
      }
    }, { signal: view.signal });
  }

  update(s) {
    this.s = s;
    const on = Boolean(s.fruit && s.fruit.side);
    this.root.hidden = !on;
    if (!on) return;
    const ply = s.last.ply || 0;
    if (ply !== this.countsPly) {
      this.counts = {};
      this.countsPly = ply;
    }
    this.render();
  }

  render() {
    const s = this.s;
    const fruit = s.fruit;
    const t = (key, params) => this.view.t("table.fall.fruit." + key, params);
    const mine = s.pending.mine;
    const actions = mine ? s.actions : [];
    const body = this.body.cloneNode(false);
    const m = fruit.market;
    // One row: each fruit on its value, + the set bonus track, = what a set pays now.
    const sums = html("div", { class: "hbt-fm-sums" }, body);
    const values = t("values", {
      values: fruit.fruits.map((x) => t("value", { fruit: x.name, n: x.value })) });
    const valueRow = said(sums, "hbt-fm-values", values);
    for (const x of fruit.fruits) valueRow.appendChild(fruitPiece(x.kind, x.short, x.value, true));
    // (the bonus and the sum wrap together)
    const bonus = html("span", { class: "hbt-fm-bonus" }, sums);
    html("span", { class: "hbt-fm-op", "aria-hidden": "true" }, bonus, "+");
    const trackBox = said(bonus, "hbt-fm-track-box", t("track") + ": " + t("bonus_now",
      { n: m.bonus }));
    trackBox.dataset.key = "track";
    trackBox.appendChild(bonusTrackPiece(m.track, m.position));
    html("span", { class: "hbt-fm-op", "aria-hidden": "true" }, bonus, "=");
    const set = said(bonus, "hbt-fm-set", m.text);
    set.dataset.key = "set";
    set.dataset.coins = String(m.set_pays);
    set.appendChild(coinPiece(m.set_pays));
    const you = yourSeat(s.pending, s.roles);
    const answers = fruit.fruits.map((x) => fruitAnswer(actions, fruit, x.kind));
    const paying = answers.some(Boolean);
    if (you !== null && paying) {
      html("p", { class: "hbt-fm-yours-title" }, body, t(actions.some((a) =>
        a.json.kind === fruit.kinds.pay) ? "pay" : "pick"));
    }
    // Everyone's fruit (public): the seat's mark, each fruit with how many on it; "yours"
    // are buttons when paying or gaining one.
    const held = html("ul", { class: "hbt-fm-held", "data-key": "held" }, body);
    fruit.held.forEach((counts, seat) => {
      const p = s.static.players[seat];
      const words = t("held", { name: p.name, fruit: fruit.held_text[seat] });
      const li = html("li", { "data-seat": String(seat), title: words }, held);
      li.appendChild(playerMark(p, 22));
      html("span", { class: "hbt-sr" }, li, (seat === you ? t("yours") + ": " : "") + words);
      const row = seat === you ? html("span", { class: "hbt-fm-yours", "data-key": "yours" }, li)
        : li;
      fruit.fruits.forEach((x, i) => {
        const a = seat === you ? answers[i] : null;
        const node = html(a ? "button" : "span", a ? { type: "button",
          class: "hb-btn hbt-target hbt-fm-fruit", "data-json": JSON.stringify(a.json),
          "data-act": a.id, "data-fruit": x.kind, title: a.label, "aria-label": a.label } :
          { class: seat === you ? "hbt-fm-fruit" : "hbt-fm-count", "data-fruit": x.kind,
            "data-count": String(counts[x.kind]) },
        row);
        node.appendChild(fruitPiece(x.kind, x.short, counts[x.kind]));
      });
    });
    const sells = actions.filter((a) => a.json.kind === fruit.kinds.sell);
    const composing = mine && s.pending.kind === "market";
    if (composing) this.composer(body, sells, you, fruit, t);
    // While a sale is composed, the table keeps the whole market in view (layout.js): the
    // fruit values and the set-bonus track stay beside the + and − buttons.
    this.root.classList.toggle("hbt-follow", composing && sells.length > 0 && you !== null);
    patchChildren(this.body, body);
  }

  // The sale: − n + per fruit (bounded by what the seat holds), the engine's words for the
  // sale now and Sell.
  composer(body, sells, you, fruit, t) {
    const box = html("div", { class: "hbt-fm-sale", "data-key": "sale" }, body);
    if (!sells.length || you === null) {
      html("p", { class: "hbt-muted" }, box, t("sell_none"));
      return;
    }
    const held = fruit.held[you];
    const steps = html("div", { class: "hbt-fm-steps" }, box);
    for (const x of fruit.fruits) {
      const n = Math.min(this.counts[x.kind] || 0, held[x.kind]);
      this.counts[x.kind] = n;
      const line = html("span", { class: "hbt-fm-step", "data-fruit": x.kind }, steps);
      html("button", { type: "button", class: "hb-btn hbt-fm-minus", "data-fruit": x.kind,
        "data-step": "-1", "aria-label": t("fewer", { fruit: x.name }),
        title: t("fewer", { fruit: x.name }), disabled: n <= 0 ? "" : null }, line, "−");
      const count = html("span", { class: "hbt-fm-n", "data-n": String(n) }, line);
      count.appendChild(fruitPiece(x.kind, x.short, n));
      html("span", { class: "hbt-sr" }, count, x.name + " " + n);
      const more = n < held[x.kind];
      html("button", { type: "button", class: "hb-btn hbt-fm-plus" + (more ? " hbt-target" : ""),
        "data-fruit": x.kind,
        "data-step": "1", "aria-label": t("more", { fruit: x.name }),
        title: t("more", { fruit: x.name }), disabled: more ? null : "" }, line, "+");
    }
    const sale = saleAction(sells, fruit, this.counts);
    html("p", { class: "hbt-fm-preview" }, box, sale ? sale.label : t("sell_pick"));
    html("button", { type: "button", class: "hb-btn hbt-fm-sell" + (sale ? " hbt-target" : ""),
      "data-json": sale ? JSON.stringify(sale.json) : null, disabled: sale ? null : "",
      title: sale ? sale.label : t("sell_pick") }, box, t("sell"));
  }
}
