/**
 * Reads a table in batches ordered by its key, each batch starting after the last key of the one before
 * (keyset paging: every batch is one indexed range scan, however deep into the table).
 */
export async function* keysetBatches<R>(
  load: (afterKey: number, limit: number) => Promise<R[]>,
  keyOf: (row: R) => number,
  size = 1000,
): AsyncGenerator<R[]> {
  let after = 0;
  for (;;) {
    const batch = await load(after, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    after = keyOf(batch[batch.length - 1]!);
  }
}
