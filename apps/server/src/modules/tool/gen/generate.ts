import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { checkGenNames } from './names';
import { genOutputDir, genTarget, writeFeature, zipFeatures } from './output';
import { findGenTableByName, getGenTable } from './service';
import { genModelOf, renderFeature, type GeneratedFile } from './templates/index';

/**
 * The files a generator table produces (with its sub-table for the master-detail template). The names are
 * checked again here, as rows saved before the checks existed may still hold others.
 */
export async function renderGenTable(ctx: AppContext, tableId: number): Promise<GeneratedFile[]> {
  const table = await getGenTable(ctx, tableId);
  checkGenNames(table);
  const sub = table.tplCategory === 'sub' && table.subTableName ? await findGenTableByName(ctx, table.subTableName) : undefined;
  if (table.tplCategory === 'sub' && !sub) throw new AppError('gen.sub.missing', { name: table.subTableName ?? '' });
  if (sub) checkGenNames(sub);
  return renderFeature(genModelOf(table, sub));
}

/** Preview: each file's text by its template (RuoYi's reply), and the path each goes to (our screen shows it). */
export async function previewGenTable(ctx: AppContext, tableId: number) {
  const files = await renderGenTable(ctx, tableId);
  return {
    data: Object.fromEntries(files.map((f) => [f.template, f.content])),
    paths: Object.fromEntries(files.map((f) => [f.template, f.path])),
  };
}

export async function zipGenTables(ctx: AppContext, tableIds: number[]): Promise<Buffer> {
  const files: GeneratedFile[] = [];
  for (const tableId of tableIds) files.push(...(await renderGenTable(ctx, tableId)));
  return zipFeatures(files);
}

/** Writes a table's files into its genPath inside the configured output folder. */
export async function writeGenTable(ctx: AppContext, tableId: number): Promise<void> {
  const table = await getGenTable(ctx, tableId);
  const outputDir = genOutputDir(ctx.config);
  const target = genTarget(outputDir, table.genPath);
  await writeFeature(outputDir, target, await renderGenTable(ctx, tableId));
}
