import { CustomerBody, CustomerFilter, CustomerQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { customerCommands } from './commands';
import { customerWorkbook } from './export';
import { customerImport } from './import';
import { getCustomer, listCustomers } from './service';

/** Customer companies: list, export, import, read, add, edit, delete. */
export const freightCustomerRoutes = recordRoutes({
  name: 'customer', title: '客户管理', id: 'customerId',
  query: CustomerQuery, filter: CustomerFilter, body: CustomerBody,
  list: listCustomers, workbook: customerWorkbook, importSpec: customerImport,
  get: getCustomer, commands: customerCommands,
});
