import type { z } from 'zod';
import { IdParam, messages, RecordVersion, type MessageKey } from '@freight/domain';
import type { ImportColumn, ImportedRow, ImportSpec, RowProblem } from './import';
import type { CellReader } from './cellReading';
import type { SheetRow } from './sheetReader';

const isMessageKey = (s: string): s is MessageKey => s in messages;

/** Every problem of a row the schema refused, one for each field at fault (the first the schema names for it). */
export function schemaProblems(row: number, columns: readonly ImportColumn[], issues: readonly z.core.$ZodIssue[]): RowProblem[] {
  const byField = new Map<string, RowProblem>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? columns[0]!.field);
    if (!byField.has(field)) byField.set(field, { row, field, reason: isMessageKey(issue.message) ? issue.message : 'field.invalid' });
  }
  return [...byField.values()];
}

/** The first problem of a row the schema refused. */
export const schemaProblem = (row: number, columns: readonly ImportColumn[], issues: readonly z.core.$ZodIssue[]): RowProblem =>
  schemaProblems(row, columns, issues)[0]!;

/** The fields where the record wants text and the sheet has a number: a code of digits, a remark of "2026". */
const numbersForText = (issues: readonly z.core.$ZodIssue[], input: Record<string, unknown>) => issues
  .filter((issue) => issue.code === 'invalid_type' && issue.expected === 'string' && typeof input[String(issue.path[0])] === 'number')
  .map((issue) => String(issue.path[0]));

/**
 * One row of a file as its record, or every problem it has: each cell read as its column holds it (cellReading.ts), the
 * record's schema for the other fields, the id and version an export carries. The problems come in column order.
 */
export function rowRecord<R>(spec: Pick<ImportSpec<R>, 'columns' | 'schema' | 'commands'>, readers: readonly CellReader[], { row, cells }: SheetRow) {
  const problems: RowProblem[] = [];
  const input: Record<string, unknown> = {};
  spec.columns.forEach((column, i) => {
    const read = readers[i]!(cells[i]);
    if ('problem' in read) problems.push({ row, field: column.field, reason: read.problem, ...(read.params ? { params: read.params } : {}) });
    else input[column.field] = read.value;
  });
  let parsed = spec.schema.safeParse(input);
  const asText = parsed.success ? [] : numbersForText(parsed.error.issues, input);
  if (asText.length) {
    for (const field of asText) input[field] = String(input[field]);
    parsed = spec.schema.safeParse(input);
  }
  if (!parsed.success) {
    const unread = new Set(problems.map((p) => p.field));
    problems.push(...schemaProblems(row, spec.columns, parsed.error.issues).filter((p) => !unread.has(p.field)));
  }
  const idField = spec.commands.spec.store.idField;
  const [idCell, versionCell] = cells.slice(spec.columns.length);
  const id = idCell === undefined ? undefined : IdParam.safeParse(idCell);
  if (id && !id.success) problems.push({ row, field: idField, reason: 'field.invalid' });
  const version = versionCell === undefined ? undefined : RecordVersion.safeParse(typeof versionCell === 'string' && /^\d{1,9}$/.test(versionCell) ? Number(versionCell) : versionCell);
  if (version && !version.success) problems.push({ row, field: 'version', reason: 'field.invalid' });
  if (!parsed.success || problems.length) {
    const order = [...spec.columns.map((c) => c.field), idField, 'version'];
    return { problems: problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)) };
  }
  const imported: ImportedRow<R> = { row, record: parsed.data, ...(id?.success ? { id: id.data } : {}), ...(version?.success ? { version: version.data } : {}) };
  return { problems, imported };
}
