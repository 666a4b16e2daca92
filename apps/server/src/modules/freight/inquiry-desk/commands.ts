import type { Edited, HandledBody, RailQuoteBody, SeaQuoteBody } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { markHandled } from './handled';
import { quoteRailInquiry, quoteSeaInquiry } from './quote';

/** A quote of the desk's form: a sea inquiry's prices per container type, or a rail inquiry's one price. */
export type DeskQuote = { mode: 'sea'; body: Edited<SeaQuoteBody> } | { mode: 'rail' | 'fcl'; body: Edited<RailQuoteBody> };

/**
 * The desk's changes to customers' inquiries, whatever the door: quoting one (its bounds, the status machine and the
 * version staff read are checked in quote.ts), and marking rail ones handled or open again.
 */
export const inquiryDeskCommands = {
  quote: staffCommand('freight:inquiry:quote', (ctx, actor, quote: DeskQuote) =>
    quote.mode === 'sea' ? quoteSeaInquiry(ctx, quote.body, actor) : quoteRailInquiry(ctx, quote.mode, quote.body, actor)),
  handled: staffCommand('freight:inquiry:handle', (ctx, actor, mode: 'rail' | 'fcl', body: HandledBody) => markHandled(ctx, actor, mode, body)),
};
