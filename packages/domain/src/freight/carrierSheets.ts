import { z } from 'zod';
import { adminCatalogue } from '../i18n/admin';
import { languages } from '../i18n/languages';
import { translate } from '../i18n/translate';
import { freightName, freightText } from './fields';
import { surchargeTypes } from './seaRates';

/**
 * A carrier's own rate sheet, imported as it comes: staff say which sheet and header row hold the rates, which of its
 * columns fill which field of a sea rate, values every row shares (the currency, the validity printed in the title),
 * and which columns are surcharges. The mapping is kept per carrier and offered for its next sheet.
 */

/** The fields of a sea rate a carrier's sheet fills, by a column or by one value for every row. */
export const carrierSheetFields = [
  'carriercode', 'portofloadingcode', 'portoftranshipped', 'portoftranshipped2', 'finaldestination', 'carriertradelane', 'space',
  'transferdirect', 'transittime', 'transittimeinfo', 'etddate', 'currencycode', 'price20', 'price40', 'pricehc', 'price45', 'price40nor',
  'effectdate', 'expireddate', 'remark', 'englishremark', 'russianremark', 'contactnumber', 'status',
] as const;
export type CarrierSheetField = (typeof carrierSheetFields)[number];

/** Fields a mapping must fill (by a column or a value): the others have a default, or follow from the carrier or destination. */
export const carrierSheetRequired: readonly CarrierSheetField[] = ['portofloadingcode', 'finaldestination', 'etddate', 'transittime', 'effectdate', 'expireddate'];

/** Fields whose cells name a port: by its code (UN/LOCODE) or its name in any of the three languages. */
export const carrierSheetPortFields: readonly CarrierSheetField[] = ['portofloadingcode', 'portoftranshipped', 'portoftranshipped2', 'finaldestination'];

/** The sheet's rows offered for choosing the header row (and shown while mapping). */
export const carrierSheetTopRows = 20;
/** Rows of a preview. */
export const carrierSheetPreviewRows = 20;

const FieldName = z.enum(carrierSheetFields, { error: 'field.invalid' });
const headerText = freightName(200);

/** A column of surcharges: each row's amount in it is a surcharge of that row's rate. */
export const CarrierSheetSurcharge = z.object({
  header: headerText,
  ratetype: z.enum(surchargeTypes, { error: 'freight.surcharge.type' }),
  /** The charge's name as stored; the column's header when left empty. */
  freightname: freightText(100),
  /** Per container type (20GP, 40GP, 40HC, …) or empty for per bill. */
  unit: freightText(10),
});
export type CarrierSheetSurcharge = z.infer<typeof CarrierSheetSurcharge>;

/** How one carrier's sheet is read (what is saved for the carrier, and sent with its file to preview and import). */
export const CarrierSheetMapping = z.object({
  carrierId: z.number().int().positive(),
  sheet: freightName(100),
  headerRow: z.number().int().min(1).max(carrierSheetTopRows),
  /** Our field → the header of the carrier's column that fills it. */
  columns: z.partialRecord(FieldName, headerText).default({}),
  /** Our field → the value of every row (a column, when both are given, wins). */
  constants: z.partialRecord(FieldName, freightText(200)).default({}),
  surcharges: z.array(CarrierSheetSurcharge).max(30).default([]),
});
export type CarrierSheetMapping = z.infer<typeof CarrierSheetMapping>;

/** A header as compared: full-width forms as usual, any case, letters and digits only ("40'HC" and "40 hc" alike). */
export const headerWords = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** What carriers print above their columns, besides our own headers in the three languages. */
const carrierHeaders: Partial<Record<CarrierSheetField, readonly string[]>> = {
  carriercode: ['carrier', 'shipping line', 'line', '船东'],
  portofloadingcode: ['POL', 'port of loading', 'loading port', 'origin', 'origin port', 'from', '装货港', '起始港', 'порт отправления'],
  portoftranshipped: ['via', 'T/S port', 'transshipment', 'transhipment', 'transshipment port', '中转港', 'порт перевалки'],
  finaldestination: ['POD', 'port of discharge', 'discharge port', 'destination port', 'to', '卸货港', '目的地'],
  carriertradelane: ['lane', 'trade', 'trade lane', 'service'],
  transittime: ['T/T', 'TT', 'transit', 'transit time', 'transit days', 'T/T (days)', '航程', '航程天数', 'транзит', 'время в пути'],
  etddate: ['ETD', 'sailing', 'sailing date', 'departure', '开航日期', '船期', 'дата выхода'],
  currencycode: ['currency', 'curr', 'cur', 'ccy'],
  price20: ['20', "20'", '20GP', '20DC', '20DV', '20FT', '20ST', "20'GP"],
  price40: ['40', "40'", '40GP', '40DC', '40DV', '40FT', "40'GP"],
  pricehc: ['40HC', '40HQ', "40'HC", "40'HQ", '40 high cube'],
  price45: ['45', "45'", '45HC', '45HQ', "45'HC"],
  price40nor: ['40NOR', '40RH NOR', "40'NOR"],
  effectdate: ['valid from', 'effective', 'effective date', 'validity from', '有效期自', '生效', 'действует с', 'начало действия'],
  expireddate: ['valid to', 'valid till', 'valid until', 'expiry', 'expiry date', 'expires', 'validity to', '有效期至', '失效', 'окончание действия'],
  remark: ['remark', 'remarks', 'note', 'notes', 'comment', '备注', 'примечание'],
};

const guesses: ReadonlyMap<string, CarrierSheetField> = (() => {
  const named = new Map<string, CarrierSheetField>();
  const add = (field: CarrierSheetField, header: string) => {
    const words = headerWords(header);
    if (words && !named.has(words)) named.set(words, field);
  };
  for (const field of carrierSheetFields) {
    const key = field === 'status' ? 'common.status' : `seaRate.${field}`;
    for (const language of languages) add(field, translate(adminCatalogue, language, key));
  }
  for (const [field, headers] of Object.entries(carrierHeaders)) for (const header of headers) add(field as CarrierSheetField, header);
  return named;
})();

/** The field a carrier's column header most likely names, if any. */
export const guessCarrierSheetField = (header: string): CarrierSheetField | undefined => guesses.get(headerWords(header));

/**
 * The columns of a header row mapped by guess: each field to the first header that names it (a field is taken once).
 * What staff then correct is kept with the carrier, so a guess is only ever the first offer.
 */
export function guessCarrierSheetColumns(headers: readonly (string | undefined)[]): Partial<Record<CarrierSheetField, string>> {
  const columns: Partial<Record<CarrierSheetField, string>> = {};
  for (const header of headers) {
    const field = header === undefined ? undefined : guessCarrierSheetField(header);
    if (field && !columns[field]) columns[field] = header;
  }
  return columns;
}
