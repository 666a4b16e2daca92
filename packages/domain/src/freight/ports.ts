import { z } from 'zod';
import { PageQuery, Status, filterText, remark } from '../system/list';
import { freightCode, freightName, freightText, FreightMode, statusFilter, YesNo } from './fields';

export const PortFilter = z.object({
  portcode: filterText(10),
  portname: filterText(100),
  /** The code or any name contains it (the dialogs' pickers search by it). */
  keyword: filterText(100),
  moduletype: FreightMode.optional(),
  tradelanecode: filterText(20),
  ishot: YesNo.optional(),
  status: statusFilter,
});
export type PortFilter = z.infer<typeof PortFilter>;
export const PortQuery = PageQuery.extend(PortFilter.shape);
export type PortQuery = z.infer<typeof PortQuery>;

/** A sea port or rail station as the dialog and the import send it; `portId` present means update. */
export const PortBody = z.object({
  portId: z.number().int().positive().optional(),
  portcode: freightCode(10),
  moduletype: FreightMode,
  portname: freightName(100),
  localname: freightName(100),
  russianname: freightText(100),
  cityname: freightText(100),
  countrycode: z.string({ error: 'freight.required' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: 'freight.country.invalid' }),
  countryname: freightName(100),
  isborder: YesNo.default('N'),
  ishot: YesNo.default('N'),
  /** Empty: the port belongs to no lane. */
  tradelanecode: freightText(20).transform((s) => s.toUpperCase()),
  status: Status.default('0'),
  remark,
});
export type PortBody = z.infer<typeof PortBody>;
