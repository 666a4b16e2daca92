import type { MenuBody } from '@freight/domain';
import type { DataReply, Reply, TableReply } from '../../../../shared/request/reply';
import type { ListParams } from '../../../components/list';
import { http } from '../../../request';

export interface Menu {
  menuId: number;
  parentId: number;
  menuName: string;
  menuNameEn: string | null;
  menuNameRu: string | null;
  /** The name in the caller's language. */
  title: string;
  orderNum: number;
  path: string;
  component: string | null;
  query: string | null;
  routeName: string;
  isFrame: string;
  isCache: string;
  menuType: 'M' | 'C' | 'F';
  visible: string;
  status: string;
  perms: string | null;
  icon: string;
  createTime: string;
}

const asTable = (reply: DataReply<Menu[]>): TableReply<Menu> => ({ ...reply, rows: reply.data, total: reply.data.length });

/** Menus: the whole tree as a flat list (no pages), read, add, edit, delete. */
export const menuApi = {
  list: async (params: ListParams) => asTable(await http.get<DataReply<Menu[]>>('/system/menu/list', { params })),
  all: async () => (await http.get<DataReply<Menu[]>>('/system/menu/list')).data,
  get: async (menuId: number) => (await http.get<DataReply<Menu>>(`/system/menu/${menuId}`)).data,
  add: (body: MenuBody) => http.post<Reply>('/system/menu', body),
  update: (body: MenuBody) => http.put<Reply>('/system/menu', body),
  remove: (ids: readonly number[]) => http.delete<Reply>(`/system/menu/${ids[0]}`),
};
