// Texts from the catalogue Python sends (honeybuzz_lab/games/honeybuzz/i18n/*/<language>.toml): the
// same template rules as honeybuzz_lab/games/honeybuzz/i18n/format.py, so the page says exactly what
// Python says. A message is {key, params}; params are text, numbers, messages or lists.

const HU_VOWELS = "aáeéiíoóöőuúüű";
const LEADING_PUNCTUATION = "(\"'„“‘«[";
// Capital letters whose Hungarian names start with a vowel (a, e, ..., ef, el, em, en, ...).
const VOWEL_LETTER_NAMES = "AEIOUFLMNRSXY";
const templateCache = new Map();

export function capitalize(text) {
  return text.slice(0, 1).toUpperCase() + text.slice(1);
}

// "an" before a word starting with a vowel letter, else "a".
export function englishArticle(word) {
  const c = word.slice(0, 1);
  return c && "AEIOU".includes(c.toUpperCase()) ? "an" : "a";
}

// "Anna's"; "your" for a player named You ("Your" at a sentence's start).
export function englishPossessive(name, start = false) {
  if (name.trim().toLowerCase() === "you") return start ? "Your" : "your";
  return name + "'s";
}

// "Anna köre": the name and the possessed noun (third person); for a player named Te the
// second person's, "a te köröd" ("A te köröd" at a sentence's start).
export function hungarianPossessive(name, third, second, start = false) {
  if (name.trim().toLowerCase() === "te") return (start ? "A" : "a") + " te " + second;
  return name + " " + third;
}

// A Hungarian possessive spec: birt=köre/köröd (Birt= at a sentence's start).
const POSSESSIVE_SPEC = /^(birt|Birt)=([^/{}]+)\/([^/{}]+)$/;

// "az" before a vowel sound, else "a" (numbers count as they are read: az 1, az 5, a 10;
// a capital letter alone or before a digit by its name: az F2, a C2).
export function hungarianArticle(word) {
  let i = 0;
  while (i < word.length && LEADING_PUNCTUATION.includes(word[i])) i += 1;
  const s = word.slice(i);
  if (!s) return "a";
  if (/^[A-Z](?![A-Za-zÀ-ž])/.test(s)) return VOWEL_LETTER_NAMES.includes(s[0]) ? "az" : "a";
  const c = s[0].toLowerCase();
  if (HU_VOWELS.includes(c)) return "az";
  const digits = /^[0-9]+/.exec(s);
  if (digits) {
    const d = digits[0];
    if (d[0] === "5" || (d[0] === "1" && d.length % 3 === 1)) return "az";
  }
  return "a";
}

// Literal strings and [name, spec] fields, alternating (as format.parse in Python).
export function parseTemplate(template) {
  const hit = templateCache.get(template);
  if (hit) return hit;
  const parts = [];
  let buf = "";
  let i = 0;
  while (i < template.length) {
    const c = template[i];
    if (c === "{" && template[i + 1] === "{") {
      buf += "{";
      i += 2;
    } else if (c === "}" && template[i + 1] === "}") {
      buf += "}";
      i += 2;
    } else if (c === "{") {
      const j = template.indexOf("}", i);
      if (j < 0) throw new Error("unclosed field in template: " + template);
      const field = template.slice(i + 1, j);
      const k = field.indexOf(":");
      parts.push(buf, k < 0 ? [field, ""] : [field.slice(0, k), field.slice(k + 1)]);
      buf = "";
      i = j + 1;
    } else {
      buf += c;
      i += 1;
    }
  }
  parts.push(buf);
  templateCache.set(template, parts);
  return parts;
}

function joinWords(items, comma, last) {
  if (items.length <= 1) return items.join("");
  return items.slice(0, -1).join(comma) + last + items[items.length - 1];
}

function applySpec(spec, text) {
  switch (spec) {
    case "":
      return text;
    case "cap":
      return capitalize(text);
    case "an":
      return englishArticle(text) + " " + text;
    case "An":
      return capitalize(englishArticle(text) + " " + text);
    case "s":
    case "S":
      return englishPossessive(text, spec === "S");
    case "az":
      return hungarianArticle(text) + " " + text;
    case "Az":
      return capitalize(hungarianArticle(text) + " " + text);
    default: {
      const possessive = POSSESSIVE_SPEC.exec(spec);
      if (possessive) {
        const [, capital, third, second] = possessive;
        return hungarianPossessive(text, third, second, capital === "Birt");
      }
      throw new Error("unknown spec " + spec);
    }
  }
}

// `template` with each {name:spec} field replaced by `field(name, spec)`'s text.
function fillFields(template, field) {
  let out = "";
  for (const part of parseTemplate(template)) {
    out += typeof part === "string" ? part : field(part[0], part[1]);
  }
  return out;
}

// `template` with the `fields` given filled in, their specs applied ("{name:S}" -> "Your"); a
// field without a value stays as written.
export function fillTemplate(template, fields = {}) {
  return fillFields(template, (name, spec) => (name in fields
    ? applySpec(spec, String(fields[name])) : "{" + name + (spec ? ":" + spec : "") + "}"));
}

// A message: the key of a text and the values of its fields.
export function msg(key, params = {}) {
  return { key, params };
}

function isMessage(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) &&
    typeof value.key === "string";
}

// The texts of one language: {language, has(key), t(key, params), render(message)}.
// A missing text shows as "[missing text: key]" (and is logged), so the board keeps
// working; tests check that no key the page uses is missing.
export function makeTexts(entries, language) {
  const texts = entries || {};
  const missing = (key) => {
    console.error("honeybuzz_lab: the " + language + " catalogue has no text " + key);
    return "[missing text: " + key + "]";
  };
  const value = (v) => {
    if (isMessage(v)) return render(v);
    if (typeof v === "number") return String(v);
    if (typeof v === "string") return v;
    throw new Error("a field value must be text, a number or a message: " + JSON.stringify(v));
  };
  const t = (key, params = {}, fallback = null) => {
    let entry = texts[key];
    if (entry === undefined) return fallback === null ? missing(key) : fallback;
    if (typeof entry !== "string") entry = params.n === 1 ? entry.one : entry.other;
    return fillFields(entry, (name, spec) => {
      if (!(name in params)) throw new Error("text " + key + " needs a value for {" + name + "}");
      const v = params[name];
      if (spec === "list") return joinWords(v.map(value), ", ", ", ");
      if (spec === "and") {
        return joinWords(v.map(value), texts["core.list.comma"], texts["core.list.and"]);
      }
      return applySpec(spec, value(v));
    });
  };
  function render(m) {
    return t(m.key, m.params || {}, m.default === undefined ? null : m.default);
  }
  return { language, has: (key) => key in texts, t, render };
}
