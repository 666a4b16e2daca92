import type { CustomerBody, CustomerUserBody } from '@freight/domain';
import type { DataReply, Reply } from '../../../../shared/request/reply';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';
import { http } from '../../../request';

export interface Customer {
  customerId: number;
  customerLocalCode: string;
  customerLocalName: string;
  customerEnglishCode: string;
  customerEnglishName: string;
  languageId: number;
  contactPhone: string;
  contactEmail: string;
  customergroup: string;
  status: string;
  remark: string | null;
}

export interface CustomerUser {
  userId: number;
  customerId: number;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  status: string;
  loginDate: string | null;
}

/** Customers: /freight/customer list, read, add, edit, delete, export, import. */
export const customerApi = crudApi<Customer, CustomerBody>('/freight/customer', 'customer');
export const customerImportApi = importApi('/freight/customer', 'customer');

/** A customer's portal users: list, add, edit, enable / disable, reset the password, delete. */
export const customerUserApi = {
  list: async (customerId: number) => (await http.get<DataReply<CustomerUser[]>>(`/freight/customer/${customerId}/users`)).data,
  get: async (userId: number) => (await http.get<DataReply<CustomerUser>>(`/freight/customer/user/${userId}`)).data,
  add: (body: CustomerUserBody) => http.post<Reply>('/freight/customer/user', body),
  update: (body: CustomerUserBody) => http.put<Reply>('/freight/customer/user', body),
  changeStatus: (userId: number, status: string) => http.put<Reply>('/freight/customer/user/changeStatus', { userId, status }),
  resetPassword: (userId: number, password: string) => http.put<Reply>('/freight/customer/user/resetPwd', { userId, password }),
  remove: (userId: number) => http.delete<Reply>(`/freight/customer/user/${userId}`),
};
