import { z } from 'zod';
import {
  blankAsAbsent, carrierSheetFields, carrierSheetPortFields, price, SeaRateImportRow, type CarrierSheetField, type CarrierSheetMapping, type SeaRateFileRow,
  type SurchargeBody,
} from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { Cell } from '../../../platform/excel/book';
import type { ImportColumn, ImportSpec } from '../../../platform/excel/import';
import { mappedRows } from '../../../platform/excel/importSheet';
import { getCarrier } from '../carriers/service';
import { seaRateCommands } from '../sea-rates/commands';
import { seaRateColumns } from '../sea-rates/import';
import { sheetNames } from './names';

/** Fields that follow from others when the mapping leaves them out: the carrier chosen, the destination's lane, via ports. */
const derivedFields = ['carriercode', 'carriertradelane', 'transferdirect'] as const;

const surchargeField = (index: number) => `surcharge${index}`;
const optionalAmount = blankAsAbsent(price.nullish());

/**
 * A rate of the sheet: the sea-rate row's own schema, and each surcharge column's amount (an empty cell is no charge).
 * A mapping with surcharge columns replaces a rate's surcharges with the row's; one without leaves them as they are.
 */
function sheetSchema(mapping: CarrierSheetMapping): z.ZodType<SeaRateFileRow, unknown> {
  if (mapping.surcharges.length === 0) return SeaRateImportRow;
  const amounts = z.object(Object.fromEntries(mapping.surcharges.map((_, i) => [surchargeField(i), optionalAmount])));
  return z.intersection(SeaRateImportRow, amounts).transform((row): SeaRateFileRow => {
    const rate = { ...row } as Record<string, unknown>;
    const surcharges = mapping.surcharges.flatMap((column, i): SurchargeBody[] => {
      const amount = rate[surchargeField(i)] as number | null | undefined;
      delete rate[surchargeField(i)];
      if (amount === null || amount === undefined) return [];
      return [{
        ratetype: column.ratetype, freightname: (column.freightname || column.header).slice(0, 100), englishname: '', russianname: '',
        currencycode: row.currencycode, amount, unit: column.unit, remark: '', englishremark: '', russianremark: '', sort: i + 1,
      }];
    });
    return { ...(rate as SeaRateImportRow), surcharges };
  });
}

/**
 * The import of one carrier's own sheet by its mapping: the sea-rate import (the same commands, rules, bounds and
 * all-or-nothing) whose rows are read from the sheet and header row the mapping names, in the thread every import
 * reads in. Each of our fields comes from its column, else the mapping's value for every row, else what follows from
 * the rest (the carrier chosen, the destination's trade lane, transshipped when a via port is given). Ports and the
 * carrier may be written by name; problems name our columns, and a surcharge column by its header.
 */
export async function carrierSheetImport(ctx: AppContext, mapping: CarrierSheetMapping): Promise<ImportSpec<SeaRateFileRow>> {
  const { carriercode } = await getCarrier(ctx, mapping.carrierId);
  const columnOf = new Map<string, ImportColumn>(seaRateColumns.map((c) => [c.field, c]));
  const given = (field: CarrierSheetField) => mapping.constants[field]?.trim() ?? '';
  const mapped = carrierSheetFields.filter((field) => mapping.columns[field]);
  const fixed = carrierSheetFields.filter((field) => !mapping.columns[field] && given(field) !== '');
  const derived = derivedFields.filter((field) => !mapping.columns[field] && given(field) === '');
  const columns: ImportColumn[] = [
    ...[...mapped, ...fixed, ...derived].map((field) => columnOf.get(field)!),
    ...mapping.surcharges.map((s, i): ImportColumn => ({ header: 'seaRate.surcharges', label: s.header, field: surchargeField(i), holds: 'money' })),
  ];
  const layout = {
    sheet: mapping.sheet,
    headerRow: mapping.headerRow,
    columns: [
      ...mapped.map((field) => ({ header: mapping.columns[field]!, times: columnOf.get(field)!.holds === 'day' })),
      ...mapping.surcharges.map((s) => ({ header: s.header })),
    ],
  };

  // Loaded before the import's transaction: the rows are read inside it, where another connection may not be free.
  const names = await sheetNames(ctx);
  async function* rows(file: Buffer) {
    const named = (field: string, cell: Cell): Cell => {
      if (typeof cell !== 'string') return cell;
      if (carrierSheetPortFields.includes(field as CarrierSheetField)) return names.port(cell);
      return field === 'carriercode' ? names.carrier(cell) : cell;
    };
    for await (const { row, cells } of mappedRows(file, layout)) {
      const byField = new Map<string, Cell>();
      mapped.forEach((field, i) => byField.set(field, named(field, cells[i])));
      for (const field of fixed) byField.set(field, named(field, given(field)));
      const destination = byField.get('finaldestination');
      const via = byField.get('portoftranshipped');
      const follows: Record<(typeof derivedFields)[number], Cell> = {
        carriercode,
        carriertradelane: typeof destination === 'string' ? names.laneOf(destination) || undefined : undefined,
        transferdirect: via === undefined || via === '' ? 'D' : 'T',
      };
      for (const field of derived) byField.set(field, follows[field]);
      yield { row, cells: [...[...mapped, ...fixed, ...derived].map((field) => byField.get(field)), ...cells.slice(mapped.length)] };
    }
  }

  return {
    db: ctx.db, ctx, name: 'sea_rate', sheet: 'seaRate.sheet', columns, schema: sheetSchema(mapping), commands: seaRateCommands, rows,
    unread: seaRateColumns.filter((c) => !columns.includes(c)),
  };
}
