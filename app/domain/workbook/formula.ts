/**
 * A small spreadsheet formula evaluator for cells the file stores without a computed result
 * (some generators write formulas only). It knows arithmetic, comparisons, '&', cell and
 * range references (also on other sheets) and the common functions below; anything else
 * gives `undefined` — the cell stays unknown rather than guessed.
 */

export type Scalar = number | string | boolean | null;
/** A cell's value; `undefined` when it cannot be known. */
export type Lookup = (sheet: string, r: number, c: number) => Scalar | undefined;

type Ref = { sheet: string; r: number; c: number };
type Node =
  | { t: "num"; v: number }
  | { t: "str"; v: string }
  | { t: "bool"; v: boolean }
  | { t: "ref"; ref: Ref }
  | { t: "range"; from: Ref; to: Ref }
  | { t: "un"; op: string; a: Node }
  | { t: "bin"; op: string; a: Node; b: Node }
  | { t: "pct"; a: Node }
  | { t: "call"; name: string; args: Node[] };

const MAX_RANGE_CELLS = 20_000;
const MAX_FORMULA_LENGTH = 2_000;

class Unsupported extends Error {}

function colIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const REF =
  /^(?:(?:'((?:[^']|'')+)'|([A-Za-z_\u00c0-\uffff][\w.\u00c0-\uffff]*))!)?\$?([A-Za-z]{1,3})\$?(\d{1,7})/;

function tokenize(src: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '"') {
      let j = i + 1;
      let s = "";
      while (j < src.length) {
        if (src[j] === '"' && src[j + 1] === '"') {
          s += '"';
          j += 2;
        } else if (src[j] === '"') break;
        else s += src[j++];
      }
      out.push(`"${s}`);
      i = j + 1;
      continue;
    }
    const two = src.slice(i, i + 2);
    if (two === "<>" || two === "<=" || two === ">=") {
      out.push(two);
      i += 2;
      continue;
    }
    if ("+-*/^&=<>(),:%{};".includes(ch)) {
      out.push(ch);
      i++;
      continue;
    }
    const ref = REF.exec(src.slice(i));
    if (ref && !/^[A-Za-z_.(]/.test(src.slice(i + ref[0].length, i + ref[0].length + 1))) {
      out.push(`@${ref[0]}`);
      i += ref[0].length;
      continue;
    }
    const num = /^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|^\.\d+/.exec(src.slice(i));
    if (num) {
      out.push(num[0]);
      i += num[0].length;
      continue;
    }
    const word = /^[A-Za-z_][\w.]*/.exec(src.slice(i));
    if (word) {
      out.push(word[0]);
      i += word[0].length;
      continue;
    }
    throw new Unsupported(`token at ${i}`);
  }
  return out;
}

function parseRef(token: string, sheet: string): Ref {
  const m = REF.exec(token.slice(1))!;
  const name = m[1] !== undefined ? m[1].replace(/''/g, "'") : (m[2] ?? sheet);
  return { sheet: name, c: colIndex(m[3]!), r: Number(m[4]) - 1 };
}

const PRECEDENCE: Record<string, number> = {
  "=": 1,
  "<>": 1,
  "<": 1,
  ">": 1,
  "<=": 1,
  ">=": 1,
  "&": 2,
  "+": 3,
  "-": 3,
  "*": 4,
  "/": 4,
  "^": 5,
};

function parse(tokens: string[], sheet: string): Node {
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];
  const expect = (t: string) => {
    if (next() !== t) throw new Unsupported(`expected ${t}`);
  };

  function primary(): Node {
    const tok = next();
    if (tok === undefined) throw new Unsupported("end");
    if (tok === "-" || tok === "+") return { t: "un", op: tok, a: unaryOperand() };
    if (tok === "(") {
      const e = expr(0);
      expect(")");
      return e;
    }
    if (tok.startsWith('"')) return { t: "str", v: tok.slice(1) };
    if (tok.startsWith("@")) {
      const from = parseRef(tok, sheet);
      if (peek() === ":" && tokens[pos + 1]?.startsWith("@")) {
        pos++;
        const to = parseRef(next()!, from.sheet);
        return { t: "range", from, to: { ...to, sheet: from.sheet } };
      }
      return { t: "ref", ref: from };
    }
    if (/^[\d.]/.test(tok)) return { t: "num", v: Number(tok) };
    const upper = tok.toUpperCase();
    if (peek() === "(") {
      pos++;
      const args: Node[] = [];
      if (peek() !== ")") {
        for (;;) {
          args.push(expr(0));
          if (peek() === ",") {
            pos++;
            continue;
          }
          break;
        }
      }
      expect(")");
      return { t: "call", name: upper, args };
    }
    if (upper === "TRUE" || upper === "FALSE") return { t: "bool", v: upper === "TRUE" };
    throw new Unsupported(`name ${tok}`);
  }

  function unaryOperand(): Node {
    let node = primary();
    while (peek() === "%") {
      pos++;
      node = { t: "pct", a: node };
    }
    if (peek() === "^") {
      pos++;
      node = { t: "bin", op: "^", a: node, b: unaryOperand() };
    }
    return node;
  }

  function expr(min: number): Node {
    let left = unaryOperand();
    for (;;) {
      const op = peek();
      const p = op === undefined ? undefined : PRECEDENCE[op];
      if (p === undefined || p < min || op === "^") break;
      pos++;
      const right = expr(p + 1);
      left = { t: "bin", op: op!, a: left, b: right };
    }
    return left;
  }

  const node = expr(0);
  if (pos !== tokens.length) throw new Unsupported("trailing");
  return node;
}

type Value = Scalar | Scalar[];

function num(v: Scalar | undefined): number {
  if (v === undefined) throw new Unsupported("unknown cell");
  if (v === null || v === "") return 0;
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  const n = Number(v);
  if (Number.isFinite(n)) return n;
  throw new Unsupported("text in arithmetic");
}

const scalar = (v: Value): Scalar => {
  if (Array.isArray(v)) throw new Unsupported("range as value");
  return v;
};

/** Evaluates a formula (with or without its leading '='); `undefined` when it cannot. */
export function evaluateFormula(formula: string, sheet: string, lookup: Lookup): Scalar | undefined {
  const src = formula.replace(/^=/, "");
  if (src.length > MAX_FORMULA_LENGTH || /#REF!|\[|\{/.test(src)) return undefined;
  try {
    const tree = parse(tokenize(src), sheet);
    const out = scalar(evalNode(tree, lookup));
    return typeof out === "number" && !Number.isFinite(out) ? undefined : out;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

function cell(ref: Ref, lookup: Lookup): Scalar {
  const v = lookup(ref.sheet, ref.r, ref.c);
  if (v === undefined) throw new Unsupported("unknown cell");
  return v;
}

function range(from: Ref, to: Ref, lookup: Lookup): Scalar[] {
  const r0 = Math.min(from.r, to.r);
  const r1 = Math.max(from.r, to.r);
  const c0 = Math.min(from.c, to.c);
  const c1 = Math.max(from.c, to.c);
  if ((r1 - r0 + 1) * (c1 - c0 + 1) > MAX_RANGE_CELLS) throw new Unsupported("range too large");
  const out: Scalar[] = [];
  for (let r = r0; r <= r1; r++)
    for (let c = c0; c <= c1; c++) out.push(cell({ sheet: from.sheet, r, c }, lookup));
  return out;
}

const numbersOf = (values: Value[]): number[] => {
  const out: number[] = [];
  for (const v of values) {
    if (Array.isArray(v)) {
      for (const x of v) if (typeof x === "number") out.push(x);
    } else out.push(num(v));
  }
  return out;
};

function truthy(v: Scalar): boolean {
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v !== 0;
  if (v === null || v === "") return false;
  const u = v.toUpperCase();
  if (u === "TRUE") return true;
  if (u === "FALSE") return false;
  throw new Unsupported("text as condition");
}

function compare(op: string, a: Scalar, b: Scalar): boolean {
  const x = a === null ? (typeof b === "string" ? "" : 0) : a;
  const y = b === null ? (typeof a === "string" ? "" : 0) : b;
  let d: number;
  if (typeof x === "string" && typeof y === "string")
    d = x.toLowerCase() < y.toLowerCase() ? -1 : x.toLowerCase() > y.toLowerCase() ? 1 : 0;
  else if (typeof x === typeof y) d = Number(x) - Number(y);
  else d = typeof x === "string" ? 1 : -1; // text sorts after numbers
  switch (op) {
    case "=":
      return d === 0;
    case "<>":
      return d !== 0;
    case "<":
      return d < 0;
    case ">":
      return d > 0;
    case "<=":
      return d <= 0;
    default:
      return d >= 0;
  }
}

function evalNode(node: Node, lookup: Lookup): Value {
  switch (node.t) {
    case "num":
    case "str":
    case "bool":
      return node.v;
    case "ref":
      return cell(node.ref, lookup);
    case "range":
      return range(node.from, node.to, lookup);
    case "pct":
      return num(scalar(evalNode(node.a, lookup))) / 100;
    case "un": {
      const v = num(scalar(evalNode(node.a, lookup)));
      return node.op === "-" ? -v : v;
    }
    case "bin": {
      const a = scalar(evalNode(node.a, lookup));
      const b = scalar(evalNode(node.b, lookup));
      switch (node.op) {
        case "+":
          return num(a) + num(b);
        case "-":
          return num(a) - num(b);
        case "*":
          return num(a) * num(b);
        case "/": {
          const d = num(b);
          if (d === 0) throw new Unsupported("division by zero");
          return num(a) / d;
        }
        case "^":
          return num(a) ** num(b);
        case "&":
          return `${a ?? ""}${b ?? ""}`;
        default:
          return compare(node.op, a, b);
      }
    }
    case "call":
      return call(node.name, node.args, lookup);
  }
}

function call(name: string, args: Node[], lookup: Lookup): Value {
  const all = () => args.map((a) => evalNode(a, lookup));
  const arg = (i: number) => {
    const a = args[i];
    if (!a) throw new Unsupported("missing argument");
    return scalar(evalNode(a, lookup));
  };
  switch (name) {
    case "SUM":
      return numbersOf(all()).reduce((s, x) => s + x, 0);
    case "AVERAGE": {
      const xs = numbersOf(all());
      if (xs.length === 0) throw new Unsupported("empty average");
      return xs.reduce((s, x) => s + x, 0) / xs.length;
    }
    case "MIN":
    case "MAX": {
      const xs = numbersOf(all());
      if (xs.length === 0) return 0;
      let m = xs[0]!;
      for (const x of xs) m = name === "MIN" ? Math.min(m, x) : Math.max(m, x);
      return m;
    }
    case "COUNT":
      return numbersOf(all()).length;
    case "PRODUCT":
      return numbersOf(all()).reduce((s, x) => s * x, 1);
    case "IF": {
      const cond = truthy(arg(0));
      if (cond) return args[1] ? arg(1) : true;
      return args[2] ? arg(2) : false;
    }
    case "IFERROR":
      try {
        return arg(0);
      } catch (error) {
        if (error instanceof Unsupported && args[1]) return arg(1);
        throw error;
      }
    case "AND":
      return args.every((_, i) => truthy(arg(i)));
    case "OR":
      return args.some((_, i) => truthy(arg(i)));
    case "NOT":
      return !truthy(arg(0));
    case "ABS":
      return Math.abs(num(arg(0)));
    case "ROUND":
    case "ROUNDUP":
    case "ROUNDDOWN": {
      const x = num(arg(0));
      const f = 10 ** (args[1] ? num(arg(1)) : 0);
      const scaled = x * f;
      const r =
        name === "ROUND"
          ? Math.sign(scaled) * Math.round(Math.abs(scaled))
          : name === "ROUNDUP"
            ? Math.sign(scaled) * Math.ceil(Math.abs(scaled))
            : Math.trunc(scaled);
      return r / f;
    }
    case "INT":
      return Math.floor(num(arg(0)));
    case "MOD": {
      const d = num(arg(1));
      if (d === 0) throw new Unsupported("mod by zero");
      const x = num(arg(0));
      return x - d * Math.floor(x / d);
    }
    default:
      throw new Unsupported(`function ${name}`);
  }
}
