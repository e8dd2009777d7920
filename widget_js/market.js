// The market (five columns of values with their markers), the three order stacks (the
// face-up card, how many are below, the action under each) and the queen's contests
// (payouts, who has finished, everyone's count now). During the Market action a
// column's quantity buttons sell and a face-up order completes; when a value at the
// bottom cannot drop, a column's button drops another instead.
import { html } from "./boardview.js";
import { marketTrack, plural } from "./tablerules.js";
import { kindIcon, markNode, playerLabel, playerMark, resourceChip, section }
  from "./tableparts.js";

const PLACES = ["1st", "2nd", "3rd", "4th"];

export class MarketPart {
  static needs = ["_market", "_pending", "_last", "_highlight"];

  constructor(view, parent) {
    this.view = view;
    this.root = section(parent, "hbt-market", "Market");
    this.cols = html("div", { class: "hbt-market-cols" }, this.root);
    this.cols.addEventListener("click", (ev) => {
      const b = ev.target.closest("button[data-act]");
      if (b) this.view.act(JSON.parse(b.dataset.json));
    });
  }

  update(s) {
    this.s = s;
    const statics = s.static;
    const mine = s.pending.mine;
    this.cols.replaceChildren();
    for (const [resource, values] of Object.entries(statics.market)) {
      const pos = s.market[resource];
      const col = html("div", { class: "hbt-col", "data-resource": resource }, this.cols);
      markNode(col, { highlighted: s.hl.has("market:" + resource),
        last: s.lastKey === "market:" + resource });
      const options = mine ? s.groups.get("market:" + resource) || [] : [];
      const drop = options.find((a) => a.json.kind === "drop");
      const head = html("button", { type: "button", class: "hbt-col-head" +
        (options.length ? " hbt-target" : ""), "data-act": "", "data-json": JSON.stringify(
        drop ? drop.json : { kind: "sell", resource, quantity: 1 }),
      "aria-label": statics.resources[resource] + ": worth " + values[pos] + " coins now" +
        (pos >= values.length - 1 ? ", at the bottom" : "") +
        (drop ? ". " + drop.label : "") }, col);
      resourceChip(head, statics, resource);
      html("span", { class: "hbt-col-name" }, head, statics.resources[resource]);
      const track = html("ol", { class: "hbt-track", "aria-hidden": "true" }, col);
      for (const step of marketTrack(values, pos)) {
        const li = html("li", { class: step.here ? "hbt-here" : step.passed ? "hbt-passed" : "" },
          track, (step.here ? "▶ " : "") + step.value);
        if (step.here) li.style.background = statics.palette.resources[resource];
      }
      if (pos >= values.length - 1) html("p", { class: "hbt-muted hbt-bottom" }, col, "bottom");
      for (const a of options) {
        if (a.json.kind === "sell") {
          html("button", { type: "button", class: "hb-btn hbt-sell hbt-target",
            "data-act": a.id, "data-json": JSON.stringify(a.json), "data-resource": resource,
            "data-quantity": String(a.json.quantity), title: a.label, "aria-label": a.label },
          col, "Sell " + a.json.quantity + ": " + a.info.coins + "¢");
        } else if (a.json.kind === "drop") {
          html("button", { type: "button", class: "hb-btn hbt-drop hbt-target",
            "data-act": a.id, "data-json": JSON.stringify(a.json), "data-resource": resource,
            title: a.label }, col, "Drop this");
        }
      }
    }
  }
}

export class OrdersPart {
  static needs = ["_orders", "_pending", "_last", "_highlight"];

  constructor(view, parent) {
    this.view = view;
    this.root = section(parent, "hbt-orders", "Orders");
    this.row = html("div", { class: "hbt-order-row" }, this.root);
    this.row.addEventListener("click", (ev) => {
      const b = ev.target.closest("button.hbt-order");
      if (b) this.view.act({ kind: "order", stack: Number(b.dataset.stack) });
    });
  }

  update(s) {
    this.s = s;
    const statics = s.static;
    this.row.replaceChildren();
    s.orders.forEach((stack, i) => {
      const col = html("div", { class: "hbt-order-stack", "data-stack": String(i) }, this.row);
      markNode(col, { highlighted: s.hl.has("order:" + i), last: s.lastKey === "order:" + i });
      const option = s.pending.mine ? (s.groups.get("order:" + i) || [])[0] : null;
      const card = stack.up;
      const action = statics.kinds[stack.action];
      if (card) {
        const needs = card.needs.map(([r, n]) => n + " " + statics.resources[r]).join(", ");
        const label = option ? option.label : "The " + card.customer + "'s order: " + needs +
          ", " + card.points + " points (" + card.size + ").";
        const b = html("button", { type: "button", class: "hbt-order" +
          (option ? " hbt-target" : ""), "data-stack": String(i), "aria-label": label,
        title: label }, col);
        html("span", { class: "hbt-order-customer" }, b, card.customer);
        const chips = html("span", { class: "hbt-order-needs" }, b);
        for (const [r, n] of card.needs) resourceChip(chips, statics, r, n);
        html("span", { class: "hbt-order-points" }, b, card.points + " points");
        html("span", { class: "hbt-muted hbt-order-size" }, b, card.size);
        if (option) html("span", { class: "hbt-order-go" }, b, "✓ complete");
      } else {
        html("div", { class: "hbt-order hbt-order-none" }, col,
          stack.below ? "no card face up" : "empty");
      }
      html("p", { class: "hbt-muted hbt-order-below" }, col,
        plural(stack.below, "card") + " below");
      const under = html("p", { class: "hbt-order-action" }, col);
      kindIcon(under, statics.palette, stack.action, 16);
      html("span", {}, under, action + " action");
    });
  }
}

export class ContestsPart {
  static needs = ["_contests", "_highlight"];

  constructor(view, parent) {
    this.view = view;
    this.root = section(parent, "hbt-contests", "Queen's contests");
    this.row = html("div", { class: "hbt-contest-row" }, this.root);
  }

  update(s) {
    const statics = s.static;
    this.row.replaceChildren();
    s.contests.forEach((c, i) => {
      const card = html("div", { class: "hbt-contest hbt-contest-" + c.type,
        "data-contest": String(i) }, this.row);
      markNode(card, { highlighted: s.hl.has("contest:" + i) });
      const head = html("p", { class: "hbt-contest-head" }, card);
      html("strong", {}, head, c.title);
      html("span", { class: "hbt-contest-type" }, head,
        c.type === "speed" ? "speed: coins" : "final: points");
      html("p", { class: "hbt-contest-text" }, card, c.text);
      if (c.type === "speed") {
        const paid = c.payouts.length - c.coins.length;
        html("p", {}, card, c.coins.length ? "Coins left: " + c.coins.map((n, k) =>
          PLACES[paid + k] + " " + n).join(", ") : "All coins paid out.");
        const done = html("p", { class: "hbt-finishers" }, card);
        html("span", {}, done, "Finished: ");
        if (!c.finishers.length) html("span", { class: "hbt-muted" }, done, "nobody yet");
        c.finishers.forEach((seat, k) => {
          html("span", {}, done, (k ? ", " : "") + PLACES[k] + " ");
          playerLabel(done, statics.players[seat]);
        });
      } else {
        html("p", {}, card, "Pays " + c.payouts.map((n, k) => PLACES[k] + " " + n)
          .join(", ") + " points at the end.");
      }
      const now = html("ul", { class: "hbt-standing", "aria-label": "Counts now" }, card);
      c.values.forEach((value, seat) => {
        const li = html("li", {}, now);
        li.appendChild(playerMark(statics.players[seat], 16));
        html("span", {}, li, statics.players[seat].name + ": " + value +
          (c.target ? " / " + c.target : "") + " " + c.counts);
      });
    });
  }
}
