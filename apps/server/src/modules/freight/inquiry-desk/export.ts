import { messages, moneyText, seaContainersText, seaQuoteTotals, round2, translate, type SeaQuotationLineBody, type InquiryDeskFilter, type InquiryPricing, type Language, type QuoteStatus } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import type { AppContext } from '../../../platform/context';
import { inArray } from 'drizzle-orm';
import { seaQuotationLine } from '../../../db/schema/index';
import { dayCell } from '../../../platform/excel/cells';
import type { SheetColumn, WorkbookSpec } from '../../../platform/excel/workbook';
import { deskLists, type FclDeskRow, type RailDeskRow, type SeaDeskRow } from './lists';

const yesNo = (language: Language, what: 'handled' | 'quoted') => (value: boolean) =>
  translate(adminCatalogue, language, value ? `inquiryDesk.${what}.yes` : `inquiryDesk.${what}.no`);

/** Buy, sell and margin of the freight as quoted (empty for inquiries from before customer pricing), last. */
const pricingColumns = <R extends { pricing: InquiryPricing | null }>(): SheetColumn<R>[] => [
  { header: 'inquiryDesk.pricing.currency', value: (r) => r.pricing?.currencycode ?? '', width: 10 },
  { header: 'markup.buy', format: 'money', value: (r) => r.pricing?.buy ?? '', width: 12 },
  { header: 'markup.sell', format: 'money', value: (r) => r.pricing?.sell ?? '', width: 12 },
  { header: 'markup.margin', format: 'money', value: (r) => (r.pricing ? round2(r.pricing.sell - r.pricing.buy) : ''), width: 12 },
];

interface QuoteState {
  quotestatus: QuoteStatus;
  quotevaliduntil: string | null;
  quotername: string;
}

/** Where the quote stands (a label in the caller's language), until when it holds and who gave it. */
const quoteColumns = <R extends QuoteState>(language: Language): SheetColumn<R>[] => [
  { header: 'inquiryDesk.quotestatus', value: (r) => translate(messages, language, `quoteStatus.${r.quotestatus}`), width: 12 },
  { header: 'inquiryDesk.validUntil', format: 'day', value: (r) => dayCell(r.quotevaliduntil), width: 12 },
  { header: 'inquiryDesk.quotername', value: (r) => r.quotername },
];

/** A rail quote's one price for the whole cargo, its currency, and the quote's state. */
const railQuoteColumns = <R extends QuoteState & { quotedprice: number | null; quotedcurrency: string }>(language: Language): SheetColumn<R>[] => [
  { header: 'inquiryDesk.quotedprice', format: 'money', value: (r) => r.quotedprice, width: 12 },
  { header: 'inquiryDesk.quotedcurrency', value: (r) => r.quotedcurrency, width: 10 },
  ...quoteColumns<R>(language),
];

/** The rail LCL desk export: the list's columns and the quote, statuses in the caller's language. */
export function railWorkbook(ctx: AppContext, filter: InquiryDeskFilter, language: Language): WorkbookSpec<RailDeskRow> {
  const handled = yesNo(language, 'handled');
  return {
    name: 'rail_lcl_inquiry',
    sheet: 'inquiryDesk.rail.sheet',
    columns: [
      { header: 'inquiryDesk.inquiryno', value: (r) => r.inquiryno },
      { header: 'inquiryDesk.customer', value: (r) => r.customerName, width: 30 },
      { header: 'inquiryDesk.quotationdate', format: 'day', value: (r) => dayCell(r.quotationdate), width: 12 },
      { header: 'inquiryDesk.portofloadingcode', value: (r) => r.portofloadingcode, width: 12 },
      { header: 'inquiryDesk.portofdischargecode', value: (r) => r.portofdischargecode, width: 12 },
      { header: 'inquiryDesk.destination', value: (r) => r.finaldestinationcode, width: 12 },
      { header: 'inquiryDesk.senddatetime', format: 'day', value: (r) => dayCell(r.senddatetime), width: 12 },
      { header: 'inquiryDesk.loadingarea', value: (r) => r.loadingarea },
      { header: 'inquiryDesk.commodity', value: (r) => r.commodity, width: 30 },
      { header: 'inquiryDesk.weight', value: (r) => r.weight, width: 12 },
      { header: 'inquiryDesk.measurement', value: (r) => r.measurement, width: 12 },
      { header: 'inquiryDesk.chargeablevolume', value: (r) => r.chargeablevolume, width: 12 },
      { header: 'inquiryDesk.refprice', format: 'money', value: (r) => r.refprice, width: 12 },
      { header: 'inquiryDesk.refprice.currency', value: (r) => r.currencycode, width: 10 },
      { header: 'inquiryDesk.sendstatus', value: (r) => translate(adminCatalogue, language, r.sendstatus === 'Y' ? 'inquiryDesk.sendstatus.Y' : 'inquiryDesk.sendstatus.N'), width: 12 },
      { header: 'inquiryDesk.handled', value: (r) => handled(r.handled), width: 12 },
      ...railQuoteColumns<RailDeskRow>(language),
      ...pricingColumns<RailDeskRow>(),
    ],
    batches: deskLists(ctx).rail.batches(filter),
  };
}

/** The full-container desk export. */
export function fclWorkbook(ctx: AppContext, filter: InquiryDeskFilter, language: Language): WorkbookSpec<FclDeskRow> {
  const handled = yesNo(language, 'handled');
  return {
    name: 'fcl_inquiry',
    sheet: 'inquiryDesk.fcl.sheet',
    columns: [
      { header: 'inquiryDesk.inquiryno', value: (r) => r.inquiryno },
      { header: 'inquiryDesk.customer', value: (r) => r.customerName, width: 30 },
      { header: 'inquiryDesk.quotationdate', format: 'day', value: (r) => dayCell(r.quotationdate), width: 12 },
      { header: 'inquiryDesk.portofloadingcode', value: (r) => r.portofloadingcode, width: 12 },
      { header: 'inquiryDesk.destination', value: (r) => r.finaldestinationcode, width: 12 },
      { header: 'inquiryDesk.senddatetime', format: 'day', value: (r) => dayCell(r.senddatetime), width: 12 },
      { header: 'inquiryDesk.vesselname', value: (r) => r.vesselname, width: 24 },
      { header: 'inquiryDesk.tradeterm', value: (r) => r.tradeterm, width: 10 },
      { header: 'inquiryDesk.transportmode', value: (r) => r.transportmode, width: 12 },
      { header: 'inquiryDesk.cocQty', value: (r) => r.gp20qty, width: 10 },
      { header: 'inquiryDesk.socQty', value: (r) => r.hq40qty, width: 10 },
      { header: 'inquiryDesk.total', format: 'money', value: (r) => r.total, width: 12 },
      { header: 'inquiryDesk.total.currency', value: (r) => r.currencycode, width: 10 },
      { header: 'inquiryDesk.handled', value: (r) => handled(r.handled), width: 12 },
      ...railQuoteColumns<FclDeskRow>(language),
      ...pricingColumns<FclDeskRow>(),
    ],
    batches: deskLists(ctx).fcl.batches(filter),
  };
}

type QuotedSeaRow = SeaDeskRow & { lines: SeaQuotationLineBody[] };

/** Each batch of sea inquiries with its quote's lines, read in one query per batch. */
async function* withQuoteLines(ctx: AppContext, batches: AsyncIterable<SeaDeskRow[]>): AsyncGenerator<QuotedSeaRow[]> {
  for await (const batch of batches) {
    const lines = await ctx.db.select().from(seaQuotationLine)
      .where(inArray(seaQuotationLine.inquiryId, batch.map((row) => row.inquiryId))).orderBy(seaQuotationLine.sort);
    yield batch.map((row) => ({ ...row, lines: lines.filter((line) => line.inquiryId === row.inquiryId) }));
  }
}

/**
 * A sea quote's price for the containers asked: a number in its currency, as the rail exports give it; a quote in
 * several currencies (rare) names each total in the cell, since no one number is its price.
 */
const seaQuotedColumns: SheetColumn<QuotedSeaRow>[] = [
  { header: 'inquiryDesk.quotedLines', value: (r) => r.lines.map((l) => `${l.containertype} ${l.currencycode} ${moneyText(l.price)}`).join('; '), width: 30 },
  {
    header: 'inquiryDesk.quotedprice', format: 'money', width: 14,
    value: (r) => {
      const totals = seaQuoteTotals(r, r.lines);
      return totals.length === 1 ? totals[0]!.amount : totals.map((t) => `${t.currencycode} ${moneyText(t.amount)}`).join('; ');
    },
  },
  { header: 'inquiryDesk.quotedcurrency', value: (r) => (new Set(r.lines.map((l) => l.currencycode)).size === 1 ? r.lines[0]!.currencycode : ''), width: 10 },
];

/** The sea desk export, with who quoted, when, what and where the quote stands. */
export function seaWorkbook(ctx: AppContext, filter: InquiryDeskFilter, language: Language): WorkbookSpec<QuotedSeaRow> {
  const quoted = yesNo(language, 'quoted');
  return {
    name: 'sea_inquiry',
    sheet: 'inquiryDesk.sea.sheet',
    columns: [
      { header: 'inquiryDesk.inquiryno', value: (r) => r.inquiryno },
      { header: 'inquiryDesk.customer', value: (r) => r.customerName, width: 30 },
      { header: 'inquiryDesk.inquirer', value: (r) => r.inquirer },
      { header: 'inquiryDesk.quotationdate', format: 'day', value: (r) => dayCell(r.quotationdate), width: 12 },
      { header: 'inquiryDesk.portofloadingcode', value: (r) => r.portofloadingcode, width: 12 },
      { header: 'inquiryDesk.destination', value: (r) => r.placeofdeliverycode, width: 12 },
      { header: 'inquiryDesk.etddate', format: 'day', value: (r) => dayCell(r.etddate), width: 12 },
      { header: 'inquiryDesk.carriercode', value: (r) => r.carriercode, width: 12 },
      { header: 'inquiryDesk.vesselname', value: (r) => r.vesselname, width: 24 },
      { header: 'inquiryDesk.voyno', value: (r) => r.voyno, width: 12 },
      { header: 'inquiryDesk.containers', value: seaContainersText },
      { header: 'inquiryDesk.quoted', value: (r) => quoted(r.quoted), width: 12 },
      { header: 'inquiryDesk.quotedate', format: 'day', value: (r) => dayCell(r.quotedate), width: 12 },
      ...seaQuotedColumns,
      ...quoteColumns<QuotedSeaRow>(language),
      ...pricingColumns<QuotedSeaRow>(),
    ],
    batches: withQuoteLines(ctx, deskLists(ctx).sea.batches(filter)),
  };
}
