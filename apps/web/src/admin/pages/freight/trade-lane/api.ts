import type { TradeLaneBody } from '@freight/domain';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';

export interface TradeLane {
  tradeLaneId: number;
  tradelanecode: string;
  moduletype: string;
  tradelanename: string;
  englishname: string;
  russianname: string;
  isforbid: string;
  sort: number;
  remark: string | null;
}

/** Trade lanes: /freight/tradeLane list, read, add, edit, delete, export, import. */
export const tradeLaneApi = crudApi<TradeLane, TradeLaneBody>('/freight/tradeLane', 'trade_lane');
export const tradeLaneImportApi = importApi('/freight/tradeLane', 'trade_lane');
