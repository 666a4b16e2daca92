import { z } from 'zod';
import { PageQuery, Status, filterText } from '../system/list';
import { freightCode, freightName, freightText, statusFilter } from './fields';

export const CarrierFilter = z.object({
  carriercode: filterText(20),
  carriername: filterText(100),
  status: statusFilter,
});
export type CarrierFilter = z.infer<typeof CarrierFilter>;
export const CarrierQuery = PageQuery.extend(CarrierFilter.shape);
export type CarrierQuery = z.infer<typeof CarrierQuery>;

/** A carrier; `logo` is the stored name the upload call returned. A disabled carrier's rates leave the portal. */
export const CarrierBody = z.object({
  carrierId: z.number().int().positive().optional(),
  carriercode: freightCode(20),
  carriername: freightName(100),
  localname: freightText(100),
  logo: freightText(200),
  contactnumber: freightText(40),
  status: Status.default('0'),
});
export type CarrierBody = z.infer<typeof CarrierBody>;
