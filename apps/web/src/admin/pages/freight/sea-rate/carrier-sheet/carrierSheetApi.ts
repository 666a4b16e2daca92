import type { CarrierSheetMapping, SurchargeBody } from '@freight/domain';
import type { DataReply } from '../../../../../shared/request/reply';
import type { ImportReply } from '../../../../components/import';
import { http } from '../../../../request';

const base = '/freight/seaRate/carrierSheet';

/** A cell of a sheet as the server read it: text (a date as YYYY-MM-DD), a number, or null when empty. */
export type SheetCell = string | number | null;

/** A sheet of the workbook: its name, its top rows and the row that most likely holds its header. */
export interface SurveyedSheet {
  name: string;
  headerRow: number;
  rows: { row: number; cells: SheetCell[] }[];
}

/** The workbook's sheets, and the one most likely holding the rates. */
export interface Survey {
  sheet?: string;
  sheets: SurveyedSheet[];
}

/** The first rows as they would be stored: our columns, each row's values and surcharges, and every problem of the row. */
export interface Preview {
  columns: { field: string; title: string }[];
  rows: { row: number; values: Record<string, unknown>; surcharges: SurchargeBody[] | null; errors: { column: string; reason: string }[] }[];
}

/** A carrier to choose, and whether a mapping of its sheets is saved. */
export interface SheetCarrier {
  carrierId: number;
  carriercode: string;
  carriername: string;
  mapped: boolean;
}

/** A mapping as the dialog edits it (what the server parses with `CarrierSheetMapping`). */
export type Mapping = CarrierSheetMapping;

const form = (file: File, mapping?: Mapping, updateSupport = false) => {
  const body = new FormData();
  // The fields go before the file: the server reads them as it meets the file.
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  body.append('updateSupport', String(updateSupport));
  body.append('file', file);
  return body;
};

/** A carrier's own rate sheet: read its sheets, preview by a mapping, import by it; the mapping saved for a carrier. */
export const carrierSheetApi = {
  inspect: async (file: File) => (await http.post<DataReply<Survey>>(`${base}/inspect`, form(file))).data,
  preview: async (file: File, mapping: Mapping, updateSupport: boolean) =>
    (await http.post<DataReply<Preview>>(`${base}/preview`, form(file, mapping, updateSupport))).data,
  /** Read as a blob: the client turns a refusal into a bare error, and the refusal carries the report of every row. */
  import: async (file: File, mapping: Mapping, updateSupport: boolean) => {
    const blob = await http.post(`${base}/import`, form(file, mapping, updateSupport), { responseType: 'blob' });
    return JSON.parse(await blob.text()) as ImportReply;
  },
  saved: async (carrierId: number) => (await http.get<DataReply<Mapping | null>>(`${base}/mapping/${carrierId}`)).data,
  carriers: async () => (await http.get<DataReply<SheetCarrier[]>>(`${base}/carriers`)).data,
};
