// What the game table needs to know about the synced state, as pure functions (no DOM):
// where each legal action is answered on the table, what a decision panel offers, the
// texts beside targets, highlights, and the geometry of the score chart. Texts come from
// the table's catalogue (`texts`: what makeTexts in i18n.js returns for the page's language).

export const FIELD_COLUMNS = "ABCDEFGHIJ";
export const NECTAR_NAMES = { w: "wildflower", r: "rosemary", c: "cherry_blossom", a: "acacia" };

// The same action as JSON text whatever the order of its keys (for data attributes).
export function canonical(value) {
  if (Array.isArray(value)) return "[" + value.map(canonical).join(",") + "]";
  if (value && typeof value === "object") {
    return "{" + Object.keys(value).sort()
      .map((k) => JSON.stringify(k) + ":" + canonical(value[k])).join(",") + "}";
  }
  return JSON.stringify(value);
}

// A target ["space", r, c], ["box", name, kind], ["hex", seat, q, r], ["market", resource],
// ["order", stack] or ["button"] as a string key.
export function targetKey(target) {
  if (!target || !target.length) return "";
  const [kind, ...rest] = target;
  switch (kind) {
    case "space":
      return "space:" + rest[0] + "," + rest[1];
    case "box":
      return "box:" + rest[0] + ":" + rest[1];
    case "hex":
      return "hex:" + rest[0] + ":" + rest[1] + "," + rest[2];
    case "market":
      return "market:" + rest[0];
    case "order":
      return "order:" + rest[0];
    default:
      return kind;
  }
}

// The pending decision's actions as objects, and grouped by where they are answered.
export function pendingActions(pending) {
  return ((pending && pending.actions) || []).map(([json, label, target, info]) => ({
    json, label, target, info: info || {}, key: targetKey(target), id: canonical(json),
  }));
}

export function groupByTarget(actions) {
  const out = new Map();
  for (const a of actions) {
    if (!out.has(a.key)) out.set(a.key, []);
    out.get(a.key).push(a);
  }
  return out;
}

// A space's name: from the rules' geometry when the table sent it (static.geometry), else
// the base field's column letter and row.
export function spaceName(r, c, statics) {
  const named = statics && statics.geometry &&
    statics.geometry.spaces.find(([sr, sc]) => sr === r && sc === c);
  return named ? named[2] : FIELD_COLUMNS[c] + (r + 1);
}

// Whose decision it is and whether this page may answer, in a few words.
export function whoseText(pending, players, roles, texts) {
  if (!pending || pending.kind === "game_over") return texts.t("table.status.game_over");
  const name = players[pending.player].name;
  const role = roles && roles[pending.player];
  if (role && role.bot) {
    return texts.t("table.status.whose_bot", { name, bot: role.bot, phrase: pending.phrase });
  }
  return texts.t("table.status.whose", { name, phrase: pending.phrase });
}

// The hive box clicks: the size a beeline on `box` must have (null: any size).
export function beelineNeed(box) {
  if (!box || !box.beelines.length) return null;
  return Math.max(...box.beelines.map((b) => b[1])) + 1;
}

export function clampWorkers(n, available) {
  return Math.max(1, Math.min(Math.max(available, 1), Math.round(n) || 1));
}

// What the page knows of each action kind comes from Python (static.action_kinds, one spec
// per kind in honeybuzz_lab/games/honeybuzz/game/kinds.py): {on, param, click, button, draw}. The kind a
// click on a place asks for when no legal answer is there (Python then says why not): the
// one whose target on that place says `click`. [kind, spec], or [null, null].
export function clickKind(kinds, on) {
  for (const [kind, spec] of Object.entries(kinds || {})) {
    if (spec.on === on && spec.click) return [kind, spec];
  }
  return [null, null];
}

// The page's drawing for a kind (kinds.py DRAWINGS: "start", "scout", "sell", "instead",
// "placing"; "" for none: its target with its label). The page never names a kind: it
// asks which drawing Python gave it.
export function drawOf(kinds, kind) {
  return ((kinds || {})[kind] || {}).draw || "";
}

// The kind drawn with `drawing`: [kind, spec], or [null, null].
export function drawnKind(kinds, drawing) {
  for (const [kind, spec] of Object.entries(kinds || {})) {
    if (spec.draw === drawing) return [kind, spec];
  }
  return [null, null];
}

// A market column: what its head sends (the answer drawn "instead" when there is one:
// the value that drops instead; else a request of the kind a click on a column asks
// for, one unit when it is drawn as a sale) and how each legal answer there is drawn.
export function marketPlan(options, resource, kinds) {
  const instead = options.find((a) => drawOf(kinds, a.json.kind) === "instead");
  const [kind, spec] = clickKind(kinds, "market");
  const request = kind ? { kind, [spec.param]: resource } : null;
  if (request && spec.draw === "sell") request.quantity = 1;
  return {
    head: instead ? instead.json : request,
    instead: instead || null,
    buttons: options.map((a) => ({ action: a, draw: drawOf(kinds, a.json.kind) })),
  };
}

// The action a click on the `tile` stack of `boxName` sends with `workers` workers: the
// legal one when there is one, else the same request (Python says why it is not legal).
export function takeAction(actions, boxName, tile, workers, kinds) {
  const found = actions.find((a) => a.target[0] === "box" && a.target[1] === boxName &&
    a.target[2] === tile && a.info.workers === workers);
  if (found) return found.json;
  const [kind, spec] = clickKind(kinds, "box");
  return { kind, [spec ? spec.param : "tile"]: tile, workers };
}

// The action a click on a field space sends for the pending decision: the legal one, else
// a request of the pending decision's kind when it is answered on the field, else of the
// kind a click on the field asks for.
export function spaceAction(actions, pendingKind, r, c, kinds) {
  const found = actions.find((a) => a.key === "space:" + r + "," + c);
  if (found) return found.json;
  const own = (kinds || {})[pendingKind];
  const [kind, spec] = own && own.on === "space" ? [pendingKind, own] : clickKind(kinds, "space");
  return { kind, [spec ? spec.param : "space"]: [r, c] };
}

// What a reachable space shows: its cost and what ending there gives (short, for the
// badges, and `full`, in words). The pollen-like resource is named by the rules'
// vocabulary (statics.pollen, statics.resources) when it is not the base game's pollen.
export function spaceBadge(action, texts, statics) {
  const t = (key, params) => texts.t("table.woodland." + key, params);
  const info = action.info || {};
  const draw = drawOf(statics && statics.action_kinds, action.json.kind);
  if (draw === "start") return { cost: t("start_cost"), gain: t("start_gain") };
  // Face down (advanced): nothing to pay; a view, and what it gives as far as you know.
  const cost = info.view ? "" : info.cost ? t("cost", { n: info.cost }) : t("free");
  if (draw === "scout") return { cost, gain: t(info.view ? "view" : info.stay ? "stay" : "scout") };
  if (info.gets === "?") return { cost, gain: t("view"), full: t("view_full") };
  if (!info.gets) return { cost, gain: "" }; // a module's kind with nothing to collect
  if (info.gets === "pollen") return { cost, gain: t("pollen"), full: t("a_pollen") };
  if (statics && info.gets === statics.pollen) {
    const name = statics.resources[info.gets];
    return { cost, gain: name, full: name };
  }
  const nectar = NECTAR_NAMES[info.gets];
  const name = nectar ? texts.t("terms.nectar." + nectar) : info.gets;
  const cells = info.cells || [];
  if (cells.length === 1) {
    const hex = "(" + cells[0][0] + "," + cells[0][1] + ")";
    return { cost, gain: info.gets.toUpperCase() + "→" + hex, letter: info.gets,
      full: t("nectar_at", { nectar: name, hex }) };
  }
  return { cost, gain: info.gets.toUpperCase() + "→" + t("cells", { n: cells.length }),
    letter: info.gets, full: t("nectar_of", { nectar: name, n: cells.length }) };
}

// The market: the values of a column with the marker's place.
export function marketTrack(values, position) {
  return values.map((value, i) => ({ value, here: i === position, passed: i < position }));
}

// Which actions the decision panel shows as buttons (the kinds Python marks `button`), which
// it keeps in a list ("All choices"), and what it says about the targets on the table
// (table.hint.<decision>, when the catalogue has one).
export const MAX_BUTTONS = 16;

export function panelPlan(pending, actions, texts, kinds) {
  if (!pending || pending.kind === "game_over") return { hint: "", buttons: [], more: [] };
  // Face-down tiles (advanced): a view costs nothing, so the hint says what a view does.
  const view = actions.some((a) => a.info && a.info.view) ? "_view" : "";
  // A decision whose answers are all of one kind may have that kind's hint (a drone turn's
  // toast card, answered on the festival board).
  const kindsHere = new Set(actions.map((a) => a.json.kind));
  const single = kindsHere.size === 1 ? [...kindsHere][0] : "";
  const hint = texts.t("table.hint." + pending.kind + view, {}, "")
    || texts.t("table.hint." + pending.kind, {}, "")
    || (single ? texts.t("table.hint." + single, {}, "") : "");
  const isButton = (a) => Boolean(((kinds || {})[a.json.kind] || {}).button);
  const buttons = actions.filter(isButton);
  const rest = actions.filter((a) => !isButton(a));
  if (buttons.length > MAX_BUTTONS) return { hint, buttons: [], more: actions };
  // Buttons here and other answers on the table (e.g. a festival card's Toast): say where.
  const elsewhere = !hint && buttons.length && rest.length
    ? texts.t("table.hint.elsewhere", {}, "") : "";
  return { hint: hint || elsewhere, buttons, more: rest };
}

// Highlights from Python as a set of keys the parts look up.
export function highlightKeys(items) {
  const out = new Set();
  for (const h of items || []) {
    switch (h.area) {
      case "box":
        out.add("box:" + h.name);
        break;
      case "space":
        out.add("space:" + h.space[0] + "," + h.space[1]);
        break;
      case "market":
        out.add("market:" + h.resource);
        break;
      case "order":
        out.add("order:" + h.stack);
        break;
      case "contest":
        out.add("contest:" + h.index);
        break;
      case "hex":
        out.add("hex:" + h.player + ":" + h.hex[0] + "," + h.hex[1]);
        break;
      case "action":
        out.add("action:" + h.kind);
        break;
      case "player":
        out.add("player:" + h.player);
        break;
      default: // a module's page part, by its name ({ area: "caps" })
        out.add(h.area);
        break;
    }
  }
  return out;
}

// The hexes of one player's hive to outline (for that player's board).
export function hexHighlights(items, seat) {
  return (items || []).filter((h) => h.area === "hex" && h.player === seat).map((h) => h.hex);
}

// The key of the last action's place on the table ("box:produce" for a beeline: the
// whole box lights up).
export function lastKey(last) {
  if (!last || !last.target) return "";
  if (last.target[0] === "box") return "box:" + last.target[1];
  return targetKey(last.target);
}

// The score chart: one bar per player, stacked by category, scaled to `width`.
export const SCORE_CATEGORIES = ["coins", "resources", "contests", "orders"];

// A score category's name (table.category.<key>).
export function categoryLabel(key, texts) {
  return texts.t("table.category." + key);
}

export function scoreBars(scores, width, texts) {
  const players = scores.players || [];
  const top = Math.max(1, ...players.map((p) => p.total));
  const order = scores.ranking && scores.ranking.length ? scores.ranking :
    players.map((p) => p.seat);
  return order.map((seat) => {
    const p = players.find((e) => e.seat === seat);
    let x = 0;
    const parts = SCORE_CATEGORIES.map((key) => {
      const value = p.categories[key];
      const w = (value / top) * width;
      const part = { key, label: categoryLabel(key, texts), value, x, w };
      x += w;
      return part;
    });
    return { seat, total: p.total, parts, width: x, winner: (scores.winners || []).includes(seat) };
  });
}

// A sub-model value only changes when its JSON does (the board redraws less).
export function sameJson(a, b) {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
