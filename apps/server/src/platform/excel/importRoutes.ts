import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { BusinessType } from '../operationLog';
import { ok } from '../reply';
import { describeProblems, importTemplate, ImportRejected, runImport, type ImportSpec } from './import';
import { sendWorkbook } from './workbook';

/** Largest import file in MB (a 100,000-row rate workbook is about 6 MB). */
export const importFileMb = 30;
/** At most this many problems go back to the screen; the message still counts them all. */
const reportedProblems = 500;

export interface ImportRoutesOptions<R> {
  /** Path of the resource, e.g. `/freight/port`: the routes are `<base>/importTemplate` and `<base>/importData`. */
  base: string;
  permission: string;
  /** Operation-log title. */
  title: string;
  /** The import of a caller (`by` is the signed-in user name the rows are written under). */
  spec: (by: string) => ImportSpec<R>;
}

/**
 * The import calls of a maintained resource: the template, and the upload of a filled-in file.
 * A file with problems answers code 500 with `errors` (row, column, reason) and writes nothing.
 */
export async function registerImportRoutes<R>(app: FastifyInstance, options: ImportRoutesOptions<R>): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: importFileMb * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  const access = { permission: options.permission };

  app.post(`${options.base}/importTemplate`, { config: { access } }, async (req, reply) => sendWorkbook(req, reply, importTemplate(options.spec(''))));

  app.post(`${options.base}/importData`, { config: { access, log: { title: options.title, businessType: BusinessType.import } } }, async (req) => {
    const part = await req.file().catch(() => undefined);
    if (!part) throw new AppError('freight.import.empty');
    const file = await part.toBuffer().catch(() => {
      throw new AppError('request.tooLarge');
    });
    const spec = options.spec(req.session!.userName);
    try {
      const count = await runImport(spec, file);
      return ok(req, { msg: req.t('freight.import.done', { count }), data: { imported: count } });
    } catch (error) {
      if (!(error instanceof ImportRejected)) throw error;
      const rows = new Set(error.problems.map((p) => p.row)).size;
      return { code: 500, msg: req.t('freight.import.failed', { count: rows }), errors: describeProblems(spec, error.problems.slice(0, reportedProblems), req.language) };
    }
  });
}
