import { z } from 'zod';
import { PageQuery, Status, filterText } from '../system/list';
import { contactNumber, freightCode, freightName, freightText, statusFilter } from './fields';

export const CarrierFilter = z.object({
  carriercode: filterText(20),
  carriername: filterText(100),
  /** The code or any name contains it (the dialogs' pickers search by it). */
  keyword: filterText(100),
  status: statusFilter,
});
export type CarrierFilter = z.infer<typeof CarrierFilter>;
export const CarrierQuery = PageQuery.extend(CarrierFilter.shape);
export type CarrierQuery = z.infer<typeof CarrierQuery>;

/**
 * A logo is a picture the upload call stored (its public address, `/api/profile/upload/...png`), so the
 * portal shows only checked images from the upload store; '' for none.
 */
const storedPicture = /^\/api\/profile\/upload\/(?:[\p{L}\p{N}_-]+\/)*[\p{L}\p{N}_-]+\.(?:png|jpe?g)$/iu;

/** A carrier; `logo` is the stored picture the upload call returned. A disabled carrier's rates leave the portal. */
export const CarrierBody = z.object({
  carrierId: z.number().int().positive().optional(),
  carriercode: freightCode(20),
  carriername: freightName(100),
  localname: freightText(100),
  logo: freightText(200).refine((logo) => logo === '' || storedPicture.test(logo), { error: 'carrier.logo.invalid' }),
  contactnumber: contactNumber,
  status: Status.default('0'),
});
export type CarrierBody = z.infer<typeof CarrierBody>;
