import { randomInt } from 'node:crypto';

/**
 * Single-use keys (the nonces of signed calls) of one time to live, held in this process. Every signed call spends
 * one and none is read again for ten minutes: as map entries they held about 340 bytes of heap per call, enough for a
 * sustained few thousand calls a second to fill the server's old generation. Here a key is a 64-bit fingerprint in a
 * typed-array hash table, outside the collected heap, in the generation it was spent in. A generation spans a tenth
 * of the time to live and goes whole once its last key has lived its time, so a spent key is refused for at least
 * its time to live and at most a tenth longer.
 *
 * A fingerprint can only be mistaken for another key's (about once in 10^12 calls at millions of spent keys): that
 * refuses a fresh call, which its client signs again; it never lets a spent key through. The hash is seeded per
 * process, so nobody can choose keys that pile up in one place of the table.
 */
export class SpentKeys {
  private generations: Generation[] = [];
  private readonly span: number;

  constructor(private readonly ttlMs: number) {
    this.span = Math.max(1, Math.ceil(ttlMs / 10));
  }

  /** True when the key was not spent within its time to live, and is spent now. */
  spend(key: string, now = Date.now()): boolean {
    while (this.generations.length > 0 && this.generations[0]!.ends <= now) this.generations.shift();
    fingerprint(key);
    for (const generation of this.generations) if (generation.table.has(print[0]!, print[1]!)) return false;
    let current = this.generations.at(-1);
    if (!current || now >= current.opened + this.span) {
      current = { opened: now, ends: now + this.span + this.ttlMs, table: new FingerprintTable() };
      this.generations.push(current);
    }
    current.table.add(print[0]!, print[1]!);
    return true;
  }

  /** Whole seconds until the key may be spent again; -2 when it may be now. */
  ttl(key: string, now = Date.now()): number {
    fingerprint(key);
    const generation = this.generations.findLast((g) => g.ends > now && g.table.has(print[0]!, print[1]!));
    return generation ? Math.ceil((generation.ends - now) / 1000) : -2;
  }
}

interface Generation { opened: number; ends: number; table: FingerprintTable }

/** Open addressing with linear probing over pairs of 32-bit words; (0, 0) marks a free slot. */
class FingerprintTable {
  private slots = new Uint32Array(2 * 1024);
  private count = 0;

  has(a: number, b: number): boolean {
    const mask = this.slots.length / 2 - 1;
    for (let i = a & mask; ; i = (i + 1) & mask) {
      const x = this.slots[2 * i]!;
      const y = this.slots[2 * i + 1]!;
      if (x === a && y === b) return true;
      if (x === 0 && y === 0) return false;
    }
  }

  add(a: number, b: number): void {
    // At most half full, so probes stay short and there is always a free slot to end them.
    if ((this.count + 1) * 4 > this.slots.length) this.grow();
    this.place(this.slots, a, b);
    this.count++;
  }

  private place(slots: Uint32Array, a: number, b: number): void {
    const mask = slots.length / 2 - 1;
    let i = a & mask;
    while (slots[2 * i] !== 0 || slots[2 * i + 1] !== 0) i = (i + 1) & mask;
    slots[2 * i] = a;
    slots[2 * i + 1] = b;
  }

  private grow(): void {
    const old = this.slots;
    const slots = new Uint32Array(old.length * 2);
    for (let i = 0; i < old.length; i += 2) if (old[i] !== 0 || old[i + 1] !== 0) this.place(slots, old[i]!, old[i + 1]!);
    this.slots = slots;
  }
}

const seed = randomInt(2 ** 31);
/** The last fingerprint worked out, read at once: a typed array, as numbers kept in module variables cost an allocation each. */
const print = new Uint32Array(2);

const mix = (h: number) => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** Two independent 32-bit hashes of the key, never both zero. */
function fingerprint(key: string): void {
  let a = 0x811c9dc5 ^ seed;
  let b = 0x9747b28c ^ Math.imul(seed, 0x27d4eb2d);
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  print[0] = mix(a);
  print[1] = mix(b ^ key.length) || 1;
}
