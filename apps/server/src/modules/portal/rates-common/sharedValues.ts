/**
 * Equal values kept once: a lane's rates read as JSON repeat their carrier's, trade lane's and charges' names in three
 * languages, their dates and codes, rate after rate and lane after lane (on a forwarder's book 120,000 rates in force
 * carry some 2,000 different charges). Each string, object and array read again is replaced by the one already kept,
 * so a lane held in memory costs its rates' own fields, not their text.
 * Values are told apart by content: a string by itself, an object or array by its keys and its values' numbers here
 * (or their text, for numbers and literals).
 * The table holds about `maxBytes` (as V8 lays the values out, roughly; one reading's values may pass it): when full
 * it starts again before the next reading, which costs memory only until the lanes that hold the old values go.
 */
export class SharedValues {
  private canonical: unknown[] = [];
  private numbers = new Map<unknown, number>();
  private byContent = new Map<string, object>();
  private heldBytes = 0;
  private addedBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * The rows of a JSON array with every field's value shared (rows themselves are not: each is its own rate); frozen,
   * since a kept value may be in many rows. Taken as JSON text, so every value is one JSON makes (a Date or other class
   * instance would have no content to be told apart by). `bytes`: what the rows take, their own objects and the values
   * they were the first to bring (so what a lane holds is charged to a lane).
   */
  rowsOf<R extends object>(json: string): { rows: R[]; bytes: number } {
    const rows = JSON.parse(json) as R[];
    // Only between readings: a value's content names its parts by their numbers in this table.
    if (this.heldBytes > this.maxBytes) this.clear();
    this.addedBytes = 0;
    let bytes = 16 + 8 * rows.length;
    for (const row of rows) {
      const fields = row as Record<string, unknown>;
      const keys = Object.keys(fields);
      for (const key of keys) fields[key] = this.share(fields[key]);
      Object.freeze(row);
      bytes += 40 + 8 * keys.length;
    }
    return { rows, bytes: bytes + this.addedBytes };
  }

  private share(value: unknown): unknown {
    if (typeof value === 'string') return this.kept(value) ?? this.keep(value, 16 + 2 * value.length);
    if (value === null || typeof value !== 'object') return value;
    let content: string;
    let slots: number;
    if (Array.isArray(value)) {
      content = '[';
      for (let i = 0; i < value.length; i++) content += `${this.numberOf(value[i] = this.share(value[i]))},`;
      slots = value.length;
    } else {
      const fields = value as Record<string, unknown>;
      const keys = Object.keys(fields);
      content = '{';
      for (const key of keys) content += `${key}:${this.numberOf(fields[key] = this.share(fields[key]))},`;
      slots = keys.length;
    }
    const found = this.byContent.get(content);
    if (found) return found;
    this.byContent.set(content, Object.freeze(value));
    return this.keep(value, 24 + 8 * slots + 2 * content.length);
  }

  /** A kept string's or object's number ("@" before it), or a number's or other literal's text. */
  private numberOf(value: unknown): string {
    return typeof value === 'string' || (typeof value === 'object' && value !== null) ? `@${this.numbers.get(value)}` : String(value);
  }

  private kept<T>(value: T): T | undefined {
    const number = this.numbers.get(value);
    return number === undefined ? undefined : this.canonical[number] as T;
  }

  private keep<T>(value: T, bytes: number): T {
    this.numbers.set(value, this.canonical.length);
    this.canonical.push(value);
    this.heldBytes += bytes + 48;
    this.addedBytes += bytes + 48;
    return value;
  }

  private clear(): void {
    this.canonical = [];
    this.numbers = new Map();
    this.byContent = new Map();
    this.heldBytes = 0;
  }
}
