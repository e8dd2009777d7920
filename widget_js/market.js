// The market (five columns of values with their markers), the three order stacks (the
// face-up card drawn, how many are below and the action under each, drawn) and the queen's contests
// (payouts, who has finished, everyone's count now, drawn). During the Market action a
// column's quantity buttons sell and a face-up order completes; when a value at the
// bottom cannot drop, a column's button drops another instead. Which is which comes from
// the kinds' drawings (static.action_kinds[kind].draw: "sell", "instead"), not their names.
import { html } from "./pagekit.js";
import { clickKind, marketPlan, marketTrack } from "./tablerules.js";
import { markNode, partBoard, playerMark, section }
  from "./tableparts.js";
import DECLARED from "../honeybuzz_lab/games/honeybuzz/widgets/table_parts.json" with { type: "json" };
import { patchChildren } from "./keyed.js";
import { columnHeadPiece, orderCardPiece, stackFootPiece, trackPiece } from "./marketpieces.js";
import { collectHooks } from "./tablemodules.js";
import { contestPlaces, payoutPiece } from "./contestpieces.js";

// "1st 20": a place and what it pays.
function placeValue(view, place, n) {
  return view.t("table.contests.place_value", { place: view.t("table.contests.place." + place),
    n });
}

// A contest's payouts in words: a speed contest's coins left (none left is said on the
// card) and who has finished (in order), a final contest's points by place.
function payoutWords(view, c, places, players) {
  const t = (key, params) => view.t("table.contests." + key, params);
  if (c.type !== "speed") {
    return t("pays", { places: places.map((p) => placeValue(view, p.place, p.points)) });
  }
  const left = places.filter((p) => p.coins !== undefined);
  const done = places.filter((p) => p.seat !== undefined);
  return (left.length ? t("coins_left", { places: left.map((p) => placeValue(view, p.place,
    p.coins)) }) + " " : "") + t("finished") + " " + (done.length ? done.map((p) =>
    t("place." + p.place) + " " + players[p.seat].name).join(", ") : t("nobody"));
}

// A card drawn under its words (a market column's head, an order, a contest).
function plate(node) {
  node.classList.add("hbt-plated");
  node.appendChild(partBoard("hbt-card-plate"));
}

// What a click on the order stack `i` sends: the legal answer there, else a request of the
// kind a click on an order asks for (Python says why it is not legal).
function orderAction(s, i) {
  const option = (s.groups.get("order:" + i) || [])[0];
  if (option) return option.json;
  const [kind, spec] = clickKind(s.static.action_kinds, "order");
  return { kind, [spec ? spec.param : "stack"]: i };
}

export class MarketPart {
  static needs = DECLARED.parts.market;

  constructor(view, parent) {
    this.view = view;
    this.root = section(parent, "hbt-market", view.t("table.market.title"));
    this.cols = html("div", { class: "hbt-market-cols" }, this.root);
    this.cols.addEventListener("click", (ev) => {
      const b = ev.target.closest("button[data-act]");
      if (b) this.view.act(JSON.parse(b.dataset.json));
    });
  }

  update(s) {
    this.s = s;
    const t = (key, params) => this.view.t("table.market." + key, params);
    const statics = s.static;
    const mine = s.pending.mine;
    // Drawn apart, then patched in: kept elements keep focus and scroll.
    const shownCols = this.cols;
    this.cols = shownCols.cloneNode(false);
    for (const [resource, values] of Object.entries(statics.market)) {
      // Fall Fruit: the fruit column is the set-bonus track, drawn in the fruit market.
      if (s.fruit && s.fruit.side && resource === statics.pollen) continue;
      const pos = s.market[resource];
      const col = html("div", { class: "hbt-col", "data-resource": resource }, this.cols);
      markNode(col, { highlighted: s.hl.has("market:" + resource),
        last: s.lastKey === "market:" + resource });
      const options = mine ? s.groups.get("market:" + resource) || [] : [];
      const plan = marketPlan(options, resource, statics.action_kinds);
      const drop = plan.instead;
      const head = html("button", { type: "button", class: "hbt-col-head" +
        (options.length ? " hbt-target" : ""), "data-act": "", "data-json": JSON.stringify(
        plan.head), "aria-label": t("worth", { resource: statics.resources[resource],
        n: values[pos] }) + (pos >= values.length - 1 ? t("at_bottom") : "") +
        (drop ? ". " + drop.label : "") }, col);
      plate(head);
      head.appendChild(columnHeadPiece(statics, resource)); // its words: the button's name
      // The track drawn; its values stay as a list for the tests of text and for print.
      const steps = marketTrack(values, pos);
      col.appendChild(trackPiece(steps, statics.palette.resources[resource],
        statics.palette.resource_letters[resource]));
      const track = html("ol", { class: "hbt-track hbt-sr", "aria-hidden": "true" }, col);
      for (const step of steps) {
        const li = html("li", { class: step.here ? "hbt-here" : step.passed ? "hbt-passed" : "" },
          track, (step.here ? "▶ " : "") + step.value);
        if (step.here) li.style.background = statics.palette.resources[resource];
      }
      if (pos >= values.length - 1) {
        html("p", { class: "hbt-muted hbt-bottom" }, col, t("bottom"));
      }
      for (const { action: a, draw } of plan.buttons) {
        if (draw === "sell") {
          html("button", { type: "button", class: "hb-btn hbt-sell hbt-target",
            "data-act": a.id, "data-json": JSON.stringify(a.json), "data-resource": resource,
            "data-quantity": String(a.json.quantity), title: a.label, "aria-label": a.label },
          col, t("sell", { n: a.json.quantity, coins: a.info.coins }));
        } else if (draw === "instead") {
          html("button", { type: "button", class: "hb-btn hbt-drop hbt-target",
            "data-act": a.id, "data-json": JSON.stringify(a.json), "data-resource": resource,
            title: a.label }, col, t("drop"));
        } else { // a module's kind answered on a column: its label
          html("button", { type: "button", class: "hb-btn hbt-target", "data-act": a.id,
            "data-json": JSON.stringify(a.json), "data-resource": resource, title: a.label },
          col, a.label);
        }
      }
    }
    patchChildren(shownCols, this.cols);
    this.cols = shownCols;
  }
}

export class OrdersPart {
  static needs = DECLARED.parts.orders;

  constructor(view, parent) {
    this.view = view;
    this.root = section(parent, "hbt-orders", view.t("table.orders.title"));
    this.row = html("div", { class: "hbt-order-row" }, this.root);
    this.row.addEventListener("click", (ev) => {
      const b = ev.target.closest("button.hbt-order");
      if (b) this.view.act(orderAction(this.s, Number(b.dataset.stack)));
    });
  }

  update(s) {
    this.s = s;
    const t = (key, params) => this.view.t("table.orders." + key, params);
    const statics = s.static;
    // Drawn apart, then patched in: kept elements keep focus and scroll.
    const shownRow = this.row;
    this.row = shownRow.cloneNode(false);
    s.orders.forEach((stack, i) => {
      const col = html("div", { class: "hbt-order-stack", "data-stack": String(i) }, this.row);
      markNode(col, { highlighted: s.hl.has("order:" + i), last: s.lastKey === "order:" + i });
      // A module's order stack says what it is (the fruit orders).
      for (const title of collectHooks("orderTitle", [s, i, this.view])) {
        html("p", { class: "hbt-muted hbt-order-title" }, col, title);
      }
      const option = s.pending.mine ? (s.groups.get("order:" + i) || [])[0] : null;
      const card = stack.up;
      const action = statics.kinds[stack.action];
      if (card) {
        const needs = card.needs.map(([r, n]) => t("need", { n, resource: statics.resources[r] }))
          .join(", ");
        const label = option ? option.label : t("card", { customer: card.customer, needs,
          points: card.points, size: card.size });
        const b = html("button", { type: "button", class: "hbt-order" +
          (option ? " hbt-target" : ""), "data-stack": String(i), "aria-label": label,
        title: label }, col);
        plate(b);
        // The card drawn: the customer, what it asks, what it pays (its words: the label).
        b.appendChild(orderCardPiece(statics, card, option ? t("complete") : ""));
      } else {
        html("div", { class: "hbt-order hbt-order-none" }, col,
          stack.below ? t("none_up") : t("empty"));
      }
      // Under the card: the cards below and the action the stack gives, drawn; in words for
      // screen readers.
      const below = t("below", { n: stack.below });
      const foot = html("p", { class: "hbt-order-foot" }, col);
      foot.appendChild(stackFootPiece(statics.palette, stack.below, below, stack.action,
        t("action", { action })));
      html("span", { class: "hbt-sr" }, foot, below + ". " + t("action", { action }) + ".");
    });
    patchChildren(shownRow, this.row);
    this.row = shownRow;
    // no contests of its own (solo: the solo part holds them): no empty board
    this.root.hidden = !s.contests.length;
  }
}

export class ContestsPart {
  static needs = DECLARED.parts.contests;

  constructor(view, parent) {
    this.view = view;
    this.root = section(parent, "hbt-contests", view.t("table.contests.title"));
    this.row = html("div", { class: "hbt-contest-row" }, this.root);
  }

  update(s) {
    const view = this.view;
    const t = (key, params) => view.t("table.contests." + key, params);
    const statics = s.static;
    // Drawn apart, then patched in: kept elements keep focus and scroll.
    const shownRow = this.row;
    this.row = shownRow.cloneNode(false);
    s.contests.forEach((c, i) => {
      // The card drawn: its payouts as places and each player's count by their mark; its
      // rule sentence is the tooltip and, with the payouts in words, screen-reader text.
      const card = html("div", { class: "hbt-contest hbt-contest-" + c.type,
        "data-contest": String(i), title: c.text }, this.row);
      plate(card);
      markNode(card, { highlighted: s.hl.has("contest:" + i) });
      const head = html("p", { class: "hbt-contest-head" }, card);
      html("strong", {}, head, c.title);
      html("span", { class: "hbt-contest-type" }, head,
        c.type === "speed" ? t("speed") : t("final"));
      html("p", { class: "hbt-contest-text hbt-sr" }, card, c.text);
      const places = contestPlaces(c);
      const pays = html("div", { class: "hbt-payouts" }, card);
      pays.appendChild(payoutPiece(places, statics.players, (n) => t("place." + n)));
      if (c.type === "speed" && !(c.coins || []).length) {
        html("span", { class: "hbt-all-paid" }, pays, t("all_paid"));
      }
      html("p", { class: "hbt-sr" }, pays, payoutWords(view, c, places, statics.players));
      const now = html("div", { class: "hbt-contest-now" }, card);
      html("span", { class: "hbt-contest-what" }, now, c.counts);
      const list = html("ul", { class: "hbt-standing", "aria-label": t("counts") }, now);
      c.values.forEach((value, seat) => {
        const li = html("li", {}, list);
        li.appendChild(playerMark(statics.players[seat], 16));
        const shown = value + (c.target ? " / " + c.target : "");
        html("span", { "aria-hidden": "true" }, li, shown);
        html("span", { class: "hbt-sr" }, li, t("count", { name: statics.players[seat].name,
          value: shown, what: c.counts }));
      });
    });
    patchChildren(shownRow, this.row);
    this.row = shownRow;
    // no contests of its own (solo: the solo part holds them): no empty board
    this.root.hidden = !s.contests.length;
  }
}
