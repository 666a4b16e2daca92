/** PostgreSQL's unique_violation: a unique index refused the write. */
const uniqueViolation = '23505';

/** Whether an error, or any error it was caused by, is a unique index refusing a write. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e as { code?: unknown }).code === uniqueViolation) return true;
  }
  return false;
}

/**
 * Saves a record whose name the product keeps unique. `check` refuses a name that is taken with its "already
 * exists" message; when a parallel request takes the name after the check passed, the database's unique index
 * refuses the write, and the check, run again, finds that request's record and refuses with the same message.
 * The index and the check must agree on what is equal (here: the exact text, among the records the check reads).
 */
export async function saveUnique<T>(check: () => Promise<void>, save: () => Promise<T>): Promise<T> {
  await check();
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) await check();
    throw error;
  }
}
