/**
 * A raw-deflate reader that can stop at a block boundary and be started again there later
 * (from a `DeflateCheckpoint`: where the block starts, in bits, and the 32 KB of output before
 * it, which later blocks may copy from). The platform's `DecompressionStream` can only start at
 * the beginning of a stream, so a workbook step that wants rows from the middle of a sheet
 * would inflate everything before them again; with a checkpoint stored by the step before, a
 * step inflates only its own rows (and at most one block before them).
 *
 * Input is pushed in pieces (`push`), output is taken in pieces (`next`), each ending at a
 * block's end or after `OUT_PIECE` bytes. The deflate format is RFC 1951; a stream that breaks
 * its rules throws `DeflateError`.
 */

export class DeflateError extends Error {}

/** Where a later reader can start: the block at bit `bit` of the compressed data, `out` bytes inflated before it. */
export type DeflateCheckpoint = { bit: number; out: number; window: Uint8Array };

const WINDOW = 32 * 1024;
/** Output handed over at a time (at most). */
const OUT_PIECE = 256 * 1024;
/** Input a symbol may need at most (48 bits), and a block header (a dynamic one is < 300 bytes). */
const SYMBOL_MARGIN = 8;
const HEADER_MARGIN = 1024;

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

const FAST_BITS = 10;

/** A Huffman code: a table for codes up to FAST_BITS long, and canonical counts for the rest. */
type Code = { fast: Int32Array; count: Uint16Array; symbol: Uint16Array };

function buildCode(lengths: ArrayLike<number>, n: number): Code {
  const count = new Uint16Array(16);
  for (let i = 0; i < n; i++) count[lengths[i]!]!++;
  count[0] = 0;
  let left = 1;
  for (let len = 1; len < 16; len++) {
    left = (left << 1) - count[len]!;
    if (left < 0) throw new DeflateError("over-subscribed code");
  }
  const offs = new Uint16Array(16);
  for (let len = 1; len < 15; len++) offs[len + 1] = offs[len]! + count[len]!;
  const symbol = new Uint16Array(n);
  for (let s = 0; s < n; s++) if (lengths[s]) symbol[offs[lengths[s]!]!++] = s;
  // Fast table: indexed by the next FAST_BITS input bits (LSB first), value symbol << 4 | length.
  const fast = new Int32Array(1 << FAST_BITS);
  let code = 0;
  let k = 0;
  for (let len = 1; len <= FAST_BITS; len++) {
    for (let i = 0; i < count[len]!; i++) {
      let rev = 0;
      for (let b = 0; b < len; b++) rev |= ((code >>> b) & 1) << (len - 1 - b);
      const entry = (symbol[k]! << 4) | len;
      for (let j = rev; j < 1 << FAST_BITS; j += 1 << len) fast[j] = entry;
      code++;
      k++;
    }
    code <<= 1;
  }
  return { fast, count, symbol };
}

const FIXED_LIT = (() => {
  const l = new Uint8Array(288);
  l.fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288);
  return buildCode(l, 288);
})();
const FIXED_DIST = buildCode(new Uint8Array(30).fill(5), 30);

type Mode = "header" | "stored" | "codes" | "end";

export class RawInflater {
  private input: Uint8Array = new Uint8Array(0);
  private pos = 0;
  /** Input bytes dropped before `input[0]`. */
  private dropped = 0;
  private bits = 0;
  private count = 0;
  private final = false;
  private mode: Mode = "header";
  private last = false;
  private storedLeft = 0;
  private lit: Code = FIXED_LIT;
  private dist: Code = FIXED_DIST;
  /** Output: the window (up to 32 KB already handed over) then the new bytes from `handed`. */
  private out = new Uint8Array(WINDOW + OUT_PIECE + 258);
  private at = 0;
  private handed = 0;
  /** Output bytes before `out[0]`. */
  private outBase = 0;
  /** True when the last piece from `next` ended where a new block starts. */
  atBoundary = false;

  /** Bits to pass over at the start of the first input (a checkpoint inside a byte). */
  private skipBits = 0;

  /** Starts at a checkpoint; the caller pushes the compressed data from byte `bit >> 3` on. */
  constructor(from?: DeflateCheckpoint) {
    if (from) {
      if (from.window.length > WINDOW) throw new DeflateError("window too large");
      this.out.set(from.window);
      this.at = this.handed = from.window.length;
      this.outBase = from.out - from.window.length;
      this.skipBits = from.bit & 7;
      this.dropped = from.bit >>> 3;
    }
  }

  /** Bytes inflated so far. */
  get total() {
    return this.outBase + this.at;
  }

  get done() {
    return this.mode === "end";
  }

  /** More compressed data; `final` when it is the last. */
  push(bytes: Uint8Array, final = false) {
    const rest = this.input.subarray(this.pos);
    if (rest.length) {
      const joined = new Uint8Array(rest.length + bytes.length);
      joined.set(rest);
      joined.set(bytes, rest.length);
      this.input = joined;
    } else this.input = bytes;
    this.dropped += this.pos;
    this.pos = 0;
    if (final) this.final = true;
    if (this.skipBits) {
      this.need(this.skipBits);
      this.drop(this.skipBits);
      this.skipBits = 0;
    }
  }

  /** The input position in bits (of the compressed data as a whole). */
  private get bitPos() {
    return (this.dropped + this.pos) * 8 - this.count;
  }

  /** Where a reader could start now (only when `atBoundary`). */
  checkpoint(): DeflateCheckpoint {
    if (!this.atBoundary) throw new Error("not at a block boundary");
    const from = Math.max(0, this.at - WINDOW);
    return { bit: this.bitPos, out: this.total, window: this.out.slice(from, this.at) };
  }

  private need(n: number): boolean {
    while (this.count < n) {
      if (this.pos >= this.input.length) return false;
      this.bits |= this.input[this.pos++]! << this.count;
      this.count += 8;
    }
    return true;
  }

  private take(n: number): number {
    if (!this.need(n)) throw new DeflateError("unexpected end of data");
    const v = this.bits & ((1 << n) - 1);
    this.drop(n);
    return v;
  }

  private drop(n: number) {
    this.bits >>>= n;
    this.count -= n;
  }

  private decode(code: Code): number {
    this.need(15);
    const e = code.fast[this.bits & ((1 << FAST_BITS) - 1)]!;
    if (e && (e & 15) <= this.count) {
      this.drop(e & 15);
      return e >>> 4;
    }
    // Longer codes (or the last bits of the stream): canonical decoding, one bit at a time.
    let c = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len < 16; len++) {
      c |= this.take(1);
      const n = code.count[len]!;
      if (c - n < first) return code.symbol[index + (c - first)]!;
      index += n;
      first = (first + n) << 1;
      c <<= 1;
    }
    throw new DeflateError("invalid code");
  }

  private available() {
    return this.input.length - this.pos;
  }

  /** The next piece of output, or null when more input is needed (or the stream has ended: `done`). */
  next(): Uint8Array | null {
    this.atBoundary = false;
    this.slide();
    const limit = this.handed + OUT_PIECE;
    for (;;) {
      if (this.mode === "end") return this.hand();
      if (this.mode === "header") {
        if (this.at > this.handed) {
          // A block ended: its output goes first, so the caller sees the boundary.
          const piece = this.hand();
          this.atBoundary = true;
          return piece;
        }
        if (!this.final && this.available() < HEADER_MARGIN) return null;
        this.readHeader();
        continue;
      }
      if (this.at >= limit) return this.hand();
      if (this.mode === "stored") {
        if (!this.storedLeft) {
          this.endBlock();
          continue;
        }
        // Bits in hand are whole bytes after the alignment.
        while (this.count >= 8 && this.storedLeft && this.at < limit) {
          this.out[this.at++] = this.bits & 255;
          this.drop(8);
          this.storedLeft--;
        }
        const n = Math.min(this.storedLeft, this.available(), limit - this.at);
        if (n === 0 && this.storedLeft && this.at < limit) {
          if (this.final) throw new DeflateError("unexpected end of data");
          return this.at > this.handed ? this.hand() : null;
        }
        this.out.set(this.input.subarray(this.pos, this.pos + n), this.at);
        this.at += n;
        this.pos += n;
        this.storedLeft -= n;
        continue;
      }
      // Huffman-coded symbols: the common case (input to spare, short codes) in local variables.
      if (this.fastCodes(limit)) continue;
      const out = this.out;
      while (this.at < limit) {
        if (!this.final && this.available() < SYMBOL_MARGIN)
          return this.at > this.handed ? this.hand() : null;
        const sym = this.decode(this.lit);
        if (sym < 256) {
          out[this.at++] = sym;
          continue;
        }
        if (sym === 256) {
          this.endBlock();
          break;
        }
        const li = sym - 257;
        if (li >= 29) throw new DeflateError("invalid length");
        const length = LENGTH_BASE[li]! + this.take(LENGTH_EXTRA[li]!);
        const di = this.decode(this.dist);
        if (di >= 30) throw new DeflateError("invalid distance");
        const extra = DIST_EXTRA[di]!;
        const distance =
          DIST_BASE[di]! + (extra > 8 ? this.take(8) | (this.take(extra - 8) << 8) : this.take(extra));
        if (distance > this.at) throw new DeflateError("distance too far back");
        let from = this.at - distance;
        for (let i = 0; i < length; i++) out[this.at++] = out[from++]!;
      }
    }
  }

  /**
   * Symbols while at least SYMBOL_MARGIN bytes of input are left and every code is in the fast
   * table; true when the block ended (the caller goes on with the next). Anything else is left
   * to the general loop, with the state written back.
   */
  private fastCodes(limit: number): boolean {
    const input = this.input;
    const out = this.out;
    const litFast = this.lit.fast;
    const distFast = this.dist.fast;
    // A symbol reads at most 48 bits beyond the 16 in hand: 12 bytes to spare is enough.
    const stop = input.length - 12;
    const mask = (1 << FAST_BITS) - 1;
    let pos = this.pos;
    let bits = this.bits;
    let count = this.count;
    let at = this.at;
    let ended = false;
    while (at < limit && pos <= stop) {
      while (count < 16) {
        bits |= input[pos++]! << count;
        count += 8;
      }
      const e = litFast[bits & mask]!;
      if (!e) break;
      const sym = e >>> 4;
      if (sym < 256) {
        bits >>>= e & 15;
        count -= e & 15;
        out[at++] = sym;
        continue;
      }
      if (sym === 256) {
        bits >>>= e & 15;
        count -= e & 15;
        ended = true;
        break;
      }
      const li = sym - 257;
      if (li >= 29) break;
      // The length's extra bits (at most 5: 6 or more are in hand), then the distance's code and
      // extra bits, each after a refill; committed only when the distance's code is a short one.
      let p = pos;
      let b = bits >>> (e & 15);
      let c = count - (e & 15);
      const le = LENGTH_EXTRA[li]!;
      const length = LENGTH_BASE[li]! + (b & ((1 << le) - 1));
      b >>>= le;
      c -= le;
      while (c < 16) {
        b |= input[p++]! << c;
        c += 8;
      }
      const d = distFast[b & mask]!;
      if (!d || d >>> 4 >= 30) break;
      const di = d >>> 4;
      b >>>= d & 15;
      c -= d & 15;
      while (c < 16) {
        b |= input[p++]! << c;
        c += 8;
      }
      const de = DIST_EXTRA[di]!;
      const distance = DIST_BASE[di]! + (b & ((1 << de) - 1));
      b >>>= de;
      c -= de;
      if (distance > at) throw new DeflateError("distance too far back");
      pos = p;
      bits = b;
      count = c;
      let from = at - distance;
      for (let i = 0; i < length; i++) out[at++] = out[from++]!;
    }
    this.pos = pos;
    this.bits = bits;
    this.count = count;
    this.at = at;
    if (ended) this.endBlock();
    return ended;
  }

  private endBlock() {
    this.mode = this.last ? "end" : "header";
  }

  private readHeader() {
    this.last = this.take(1) === 1;
    const type = this.take(2);
    if (type === 0) {
      this.drop(this.count & 7);
      const len = this.take(16);
      const nlen = this.take(16);
      if ((len ^ 0xffff) !== nlen) throw new DeflateError("stored block length");
      this.storedLeft = len;
      this.mode = "stored";
    } else if (type === 1) {
      this.lit = FIXED_LIT;
      this.dist = FIXED_DIST;
      this.mode = "codes";
    } else if (type === 2) {
      const nlen = this.take(5) + 257;
      const ndist = this.take(5) + 1;
      const ncode = this.take(4) + 4;
      if (nlen > 286 || ndist > 30) throw new DeflateError("bad counts");
      const lengths = new Uint8Array(320);
      for (let i = 0; i < ncode; i++) lengths[CODE_LENGTH_ORDER[i]!] = this.take(3);
      const lencode = buildCode(lengths, 19);
      const all = new Uint8Array(nlen + ndist);
      for (let i = 0; i < nlen + ndist;) {
        const sym = this.decode(lencode);
        if (sym < 16) all[i++] = sym;
        else {
          let value = 0;
          let repeat: number;
          if (sym === 16) {
            if (i === 0) throw new DeflateError("repeat with no first length");
            value = all[i - 1]!;
            repeat = 3 + this.take(2);
          } else if (sym === 17) repeat = 3 + this.take(3);
          else repeat = 11 + this.take(7);
          if (i + repeat > nlen + ndist) throw new DeflateError("too many lengths");
          all.fill(value, i, i + repeat);
          i += repeat;
        }
      }
      if (!all[256]) throw new DeflateError("no end-of-block code");
      this.lit = buildCode(all.subarray(0, nlen), nlen);
      this.dist = buildCode(all.subarray(nlen), ndist);
      this.mode = "codes";
    } else throw new DeflateError("invalid block type");
  }

  /** The new output since the last piece (a copy: the buffer is reused). */
  private hand(): Uint8Array | null {
    if (this.at === this.handed) return null;
    const piece = this.out.slice(this.handed, this.at);
    this.handed = this.at;
    return piece;
  }

  /** Keeps only the window before new output. */
  private slide() {
    if (this.at <= WINDOW) return;
    this.out.copyWithin(0, this.at - WINDOW, this.at);
    this.outBase += this.at - WINDOW;
    this.handed -= this.at - WINDOW;
    this.at = WINDOW;
  }
}
