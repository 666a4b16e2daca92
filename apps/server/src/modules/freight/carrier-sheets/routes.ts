import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { carrierSheetPreviewRows, CarrierSheetMapping, IdParam, translate, type SeaRateFileRow } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import { actorOf } from '../../../platform/commands/actor';
import { AppError } from '../../../platform/errors';
import { describeProblems, problemColumns, type ImportSpec } from '../../../platform/excel/import';
import { previewImport, type PreviewRow } from '../../../platform/excel/importPreview';
import { importAnswer, takeImportUploads, updateSupportOf, uploadedFile } from '../../../platform/excel/importRoutes';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { okData } from '../../../platform/reply';
import { carrierSheetCommands, savedMapping, sheetCarriers } from './mapping';
import { carrierSheetImport } from './sheetImport';
import { surveyCarrierSheet } from './survey';

const base = '/freight/seaRate/carrierSheet';
/** Reading and importing a carrier's sheet is importing sea rates: the same permission and log title. */
const access = { permission: 'freight:seaRate:import' };
const title = '海运整箱运价';

/** The mapping sent as a form field (JSON) before the file. */
function mappingOf(part: MultipartFile): CarrierSheetMapping {
  const field = part.fields.mapping;
  const text = field && 'value' in field ? String(field.value) : '';
  let parsed: ReturnType<typeof CarrierSheetMapping.safeParse> | undefined;
  try {
    parsed = CarrierSheetMapping.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) throw new AppError('carrierSheet.mapping.invalid');
  return parsed.data;
}

/** The rows of a preview as the screen shows them: each column's value as it would be stored (or as read, for a row refused), and every problem. */
function previewReply(req: FastifyRequest, spec: ImportSpec<SeaRateFileRow>, rows: PreviewRow<SeaRateFileRow>[]) {
  const columns = spec.columns.map((c) => ({ field: c.field, title: c.label ?? translate(adminCatalogue, req.language, c.header) }));
  return {
    columns,
    rows: rows.map(({ row, record, cells, problems }) => ({
      row,
      values: Object.fromEntries(columns.map(({ field }) => [field, record && field in record ? (record as Record<string, unknown>)[field] : cells[field] ?? null])),
      surcharges: record?.surcharges ?? null,
      errors: describeProblems(problemColumns(spec), problems, req.language).map(({ column, reason }) => ({ column, reason })),
    })),
  };
}

/**
 * A carrier's own rate sheet, imported as it comes: `inspect` answers the workbook's sheets with their top rows and
 * likely header row; `preview` the first rows as the mapping would store them, with every problem; `import` runs the
 * sea-rate import by the mapping (all or nothing, the sea-rate commands) and, when it was not refused, keeps the
 * mapping for the carrier, which `mapping/:carrierId` offers next time (`carriers` says which carriers have one).
 */
export const carrierSheetRoutes: RouteModule = (ctx) => async (app) => {
  await takeImportUploads(app);

  app.post(`${base}/inspect`, { config: { access, log: { title, businessType: BusinessType.other }, writes: 'reads' } }, async (req) => {
    const { file } = await uploadedFile(req);
    return okData(req, await surveyCarrierSheet(file));
  });

  app.post(`${base}/preview`, { config: { access, log: { title, businessType: BusinessType.other }, writes: 'reads' } }, async (req) => {
    const { part, file } = await uploadedFile(req);
    const spec = await carrierSheetImport(ctx, mappingOf(part));
    const rows = await previewImport(spec, file, { updateSupport: updateSupportOf({}, part), actor: actorOf(req) }, carrierSheetPreviewRows);
    return okData(req, previewReply(req, spec, rows));
  });

  app.post(`${base}/import`, { config: { access, log: { title, businessType: BusinessType.import }, command: 'freight:seaRate:import' } }, async (req) => {
    const { part, file } = await uploadedFile(req);
    const mapping = mappingOf(part);
    const actor = actorOf(req);
    const reply = await importAnswer(req, await carrierSheetImport(ctx, mapping), file, { updateSupport: updateSupportOf({}, part), actor });
    if (reply.code === 200) await carrierSheetCommands.save(ctx, actor, mapping);
    return reply;
  });

  app.get(`${base}/carriers`, { config: { access } }, async (req) => okData(req, await sheetCarriers(ctx)));

  app.get(`${base}/mapping/:carrierId`, { config: { access }, schema: { params: z.object({ carrierId: IdParam }) } },
    async (req) => okData(req, await savedMapping(ctx, req.params.carrierId)));

  app.put(`${base}/mapping`, { config: { access, log: { title, businessType: BusinessType.edit }, command: 'freight:carrierSheet:save' }, schema: { body: CarrierSheetMapping } },
    async (req) => {
      await carrierSheetCommands.save(ctx, actorOf(req), req.body);
      return okData(req, await savedMapping(ctx, req.body.carrierId));
    });
};
