import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../commands/actor';
import { AppError } from '../errors';
import { BusinessType } from '../operationLog';
import { ok } from '../reply';
import { importBounds, megabyte } from './importBounds';
import { describeProblems, importTemplate, ImportRejected, problemColumns, runImport, type ImportColumn, type ImportOptions, type ImportOutcome, type ImportSpec } from './import';
import { sendWorkbook } from './workbook';

/** At most this many problems go back to the screen; the message still counts them all. */
const reportedProblems = 500;

export interface ImportRoutesOptions<R> {
  /** Path of the resource, e.g. `/freight/port`: the routes are `<base>/importTemplate` and `<base>/importData`. */
  base: string;
  permission: string;
  /** Operation-log title (the screen's name). */
  title: string;
  /** The resource's import (the caller and their choice of updating come with each upload). */
  spec: () => ImportSpec<R>;
}

/** RuoYi's "update existing data" (是否更新已经存在的数据): `updateSupport` in the query, as its dialog sends it. */
export const ImportQuery = z.object({ updateSupport: z.enum(['true', 'false', '1', '0']).optional() });

/** Whether the caller asked to update existing data: in the query, or a form field sent before the file. */
export function updateSupportOf(query: z.infer<typeof ImportQuery>, part: MultipartFile): boolean {
  const field = part.fields.updateSupport;
  const value = query.updateSupport ?? (field && 'value' in field ? String(field.value) : undefined);
  return value === 'true' || value === '1';
}

/**
 * The reply of an import that ran: how many rows were added, changed their record, left it as it was and were
 * refused, with each refused row (row, column, reason naming the key) when there are any.
 */
export function importDone(req: FastifyRequest, columns: readonly ImportColumn[], outcome: ImportOutcome) {
  const { added, updated, unchanged, refused } = outcome;
  return ok(req, {
    msg: req.t('import.summary', { added, updated, unchanged, refused: refused.length }),
    data: { imported: added + updated, added, updated, unchanged, refused: refused.length },
    ...(refused.length ? { errors: describeProblems(columns, refused.slice(0, reportedProblems), req.language) } : {}),
  });
}

/** Takes multipart uploads of import files: a file past the bound is refused while it is received, before it is held whole. */
export async function takeImportUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: importBounds.fileMb * megabyte, files: 1, fields: 5, parts: 6 } });
}

/** The uploaded file (its part carries the form fields sent before it) and its bytes. */
export async function uploadedFile(req: FastifyRequest): Promise<{ part: MultipartFile; file: Buffer }> {
  const part = await req.file().catch(() => undefined);
  if (!part) throw new AppError('freight.import.empty');
  const file = await part.toBuffer().catch(() => {
    throw new AppError('request.tooLarge');
  });
  return { part, file };
}

/**
 * The import calls of a maintained resource: the template, and the upload of a filled-in file (with `updateSupport`).
 * A file with problems answers code 500 with `errors` (row, column, reason) and writes nothing; otherwise the reply
 * counts what was written and lists the rows refused because their record exists.
 */
export async function registerImportRoutes<R>(app: FastifyInstance, options: ImportRoutesOptions<R>): Promise<void> {
  await takeImportUploads(app);
  const access = { permission: options.permission };

  // Downloading the empty template changes nothing: logged as "other", as RuoYi's user template.
  app.post(`${options.base}/importTemplate`, { config: { access, log: { title: options.title, businessType: BusinessType.other }, writes: 'reads' } }, async (req, reply) => sendWorkbook(req, reply, importTemplate(options.spec())));

  app.post(`${options.base}/importData`, {
    config: { access, log: { title: options.title, businessType: BusinessType.import }, command: `${options.spec().commands.spec.entity}:import` },
    schema: { querystring: ImportQuery },
  }, async (req) => {
    const { part, file } = await uploadedFile(req);
    return importAnswer(req, options.spec(), file, { updateSupport: updateSupportOf(req.query as z.infer<typeof ImportQuery>, part), actor: actorOf(req) });
  });
}

/**
 * Runs an import and answers as every import does: what was written (importDone), or code 500 with the message and
 * every problem (row, column, reason) when the file was refused and nothing was written.
 */
export async function importAnswer<R>(req: FastifyRequest, spec: ImportSpec<R>, file: Buffer, options: ImportOptions) {
  // The import runs between other users' calls, never inside them: their replies keep their pace.
  req.server.foreground.inBackground(req);
  try {
    return importDone(req, problemColumns(spec), await runImport(spec, file, { ...options, pause: req.server.foreground.pacer() }));
  } catch (error) {
    if (!(error instanceof ImportRejected)) throw error;
    const rows = new Set(error.problems.map((p) => p.row)).size;
    return { code: 500, msg: req.t('freight.import.failed', { count: rows }), errors: describeProblems(problemColumns(spec), error.problems.slice(0, reportedProblems), req.language) };
  }
}
