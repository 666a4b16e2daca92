import type { DeptBody } from '@freight/domain';
import type { DataReply, Reply, TableReply } from '../../../../shared/request/reply';
import type { ListParams } from '../../../components/list';
import { http } from '../../../request';

export interface Dept {
  deptId: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: string;
  createTime: string;
}

const asTable = (reply: DataReply<Dept[]>): TableReply<Dept> => ({ ...reply, rows: reply.data, total: reply.data.length });

/** Departments: the whole tree as a flat list (no pages), parents a department may move under, read, add, edit, delete. */
export const deptApi = {
  list: async (params: ListParams) => asTable(await http.get<DataReply<Dept[]>>('/system/dept/list', { params })),
  parents: async (excludeId?: number) =>
    (await http.get<DataReply<Dept[]>>(excludeId ? `/system/dept/list/exclude/${excludeId}` : '/system/dept/list')).data,
  get: async (deptId: number) => (await http.get<DataReply<Dept>>(`/system/dept/${deptId}`)).data,
  add: (body: DeptBody) => http.post<Reply>('/system/dept', body),
  update: (body: DeptBody) => http.put<Reply>('/system/dept', body),
  remove: (ids: readonly number[]) => http.delete<Reply>(`/system/dept/${ids[0]}`),
};
