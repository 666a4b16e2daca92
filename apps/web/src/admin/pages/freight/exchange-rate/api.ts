import type { ExchangeRateBody } from '@freight/domain';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';

export interface ExchangeRate {
  exchangeRateId: number;
  srccurrency: string;
  destcurrency: string;
  exchangerate: number;
  fromdate: string;
  remark: string | null;
}

/** Exchange rates: /freight/exchangeRate list, read, add, edit, delete, export, import. */
export const exchangeRateApi = crudApi<ExchangeRate, ExchangeRateBody>('/freight/exchangeRate', 'exchange_rate');
export const exchangeRateImportApi = importApi('/freight/exchangeRate', 'exchange_rate');
