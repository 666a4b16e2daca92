import { ExchangeRateBody, ExchangeRateFilter, ExchangeRateQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { exchangeRateCommands } from './commands';
import { exchangeRateWorkbook } from './export';
import { exchangeRateImport } from './import';
import { getExchangeRate, listExchangeRates } from './service';

/** Exchange rates (the portal header shows the latest per pair): list, export, import, read, add, edit, delete. */
export const freightExchangeRateRoutes = recordRoutes({
  name: 'exchangeRate', title: '汇率管理', id: 'exchangeRateId',
  query: ExchangeRateQuery, filter: ExchangeRateFilter, body: ExchangeRateBody,
  list: listExchangeRates, workbook: exchangeRateWorkbook, importSpec: exchangeRateImport,
  get: getExchangeRate, commands: exchangeRateCommands,
});
