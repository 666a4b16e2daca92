/**
 * Reads a table in batches ordered by its key, each batch starting after the last key of the one before
 * (keyset paging: every batch is one indexed range scan, however deep into the table). Batches are small: rows of a
 * batch of 1,000 stayed alive while the workbook writer made several young collections' worth of garbage, so V8
 * moved them to the old generation, and a 125,000-row export peaked 90 MB higher than with batches of 100.
 */
export async function* keysetBatches<R>(
  load: (afterKey: number, limit: number) => Promise<R[]>,
  keyOf: (row: R) => number,
  size = 100,
): AsyncGenerator<R[]> {
  let after = 0;
  for (;;) {
    const batch = await load(after, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    after = keyOf(batch[batch.length - 1]!);
  }
}
