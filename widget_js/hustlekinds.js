// The Honeycomb Hustle table's decision controls, built from its action kinds: the table
// syncs how the page answers each kind (`kinds`, from the specs in
// honeybuzz_lab/games/hustle/game/kinds.py: {on, param, label, prompt, primary, prices, key}) and the
// legal answers (`answers`: {kind, act, args, said}). These pure functions turn them into
// control descriptions that hustle.js draws; no kind is named here, so a kind registered
// in Python gets its control without a change to the page.

// A kind nobody described answers with a button (its sentence as the label).
const PLAIN = { on: "button", param: null, label: "", prompt: "", primary: false, prices: {},
  key: "" };

export function specOf(kinds, kind) {
  return (kinds || {})[kind] || PLAIN;
}

// The legal answers grouped by kind, in the registry's order: [[kind, spec, answers]].
export function byKind(answers, kinds) {
  const groups = new Map();
  for (const a of answers || []) {
    if (!groups.has(a.kind)) groups.set(a.kind, []);
    groups.get(a.kind).push(a);
  }
  const order = [...Object.keys(kinds || {}).filter((k) => groups.has(k)),
    ...[...groups.keys()].filter((k) => !(k in (kinds || {})))];
  return order.map((k) => [k, specOf(kinds, k), groups.get(k)]);
}

// The answers placed on a honeycomb spot (their args have q, r and turn).
export function spotAnswers(answers, kinds) {
  return (answers || []).filter((a) => specOf(kinds, a.kind).on === "spot");
}

// The answer a key gives (a kind whose spec names the key, when it has a single answer
// now), or null: D draws a token.
export function keyAnswer(answers, kinds, key) {
  if (!key) return null;
  for (const [, spec, list] of byKind(answers, kinds)) {
    if (spec.key && spec.key === key && list.length === 1) return list[0];
  }
  return null;
}

// The page text said over the decision: the first answered kind's prompt, {key} or null.
export function promptOf(answers, kinds) {
  for (const [, spec] of byKind(answers, kinds)) {
    if (spec.on !== "spot" && spec.prompt) return { key: spec.prompt };
  }
  return null;
}

// What a control does: a list of {type, kind, spec, items} with type "pool" (a token per
// answer: item.token), "seats" (a player per answer: item.seat), "amounts" (item per
// answer with its counts: the page steps through them) and "buttons" (every plain button
// of every kind, the primary ones first). Answers on a spot are the honeycomb's.
export function controls(answers, kinds) {
  const out = [];
  const buttons = [];
  for (const [kind, spec, list] of byKind(answers, kinds)) {
    if (spec.on === "spot") continue;
    if (spec.on === "pool") {
      out.push({ type: "pool", kind, spec, items: list.map((a) => ({ answer: a,
        token: a.args[spec.param] })) });
    } else if (spec.on === "seat") {
      out.push({ type: "seats", kind, spec, items: list.map((a) => ({ answer: a,
        seat: a.args[spec.param] })) });
    } else if (spec.on === "amounts") {
      out.push({ type: "amounts", kind, spec, items: list.map((a) => ({ answer: a })) });
    } else {
      for (const a of list) buttons.push({ answer: a, kind, spec });
    }
  }
  if (buttons.length) {
    buttons.sort((x, y) => Number(y.spec.primary) - Number(x.spec.primary));
    out.push({ type: "buttons", items: buttons });
  }
  return out;
}

// The fields of amounts a kind counts (its priced fields, in order).
export function amountFields(spec) {
  return Object.keys(spec.prices || {});
}

// The counts to start from: the most of the first field, then of the next, among answers.
export function amountStart(items, spec) {
  const names = amountFields(spec);
  const later = (v, w) => {
    for (let i = 0; i < v.length; i++) if (v[i] !== w[i]) return v[i] > w[i];
    return false;
  };
  let best = null;
  for (const { answer } of items) {
    const v = names.map((n) => answer.args[n]);
    if (!best || later(v, best)) best = v;
  }
  const out = {};
  names.forEach((n, i) => { out[n] = best ? best[i] : 0; });
  return out;
}

// The answer with exactly these counts, or null (not legal).
export function amountAnswer(items, spec, counts) {
  const names = amountFields(spec);
  const found = items.find(({ answer }) => names.every((n) => answer.args[n] === counts[n]));
  return found ? found.answer : null;
}

// What the counts cost in flower points.
export function amountCost(spec, counts) {
  return amountFields(spec).reduce((sum, n) => sum + spec.prices[n] * (counts[n] || 0), 0);
}

// A button's label: the kind's page text filled with the answer's fields and `extra`
// (the deciding player's cubes and points, a seat's name), else the answer's sentence.
export function labelOf(t, spec, answer, extra = {}) {
  if (spec.label) return t(spec.label, { ...answer.args, ...extra });
  return answer.said || answer.act;
}
