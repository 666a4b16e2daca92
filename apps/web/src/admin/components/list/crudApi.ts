import type { DataReply, Reply, TableReply } from '../../../shared/request/reply';
import { http } from '../../request';

/** Query parameters of a list: filters, the date range as `params`, pageNum and pageSize. */
export type ListParams = Record<string, unknown>;

/** The calls every maintained resource answers (back-office.md §7): list, read, add, edit, delete, export. */
export interface CrudApi<T, B> {
  list(params: ListParams): Promise<TableReply<T>>;
  get(id: number): Promise<T>;
  add(body: B): Promise<Reply>;
  update(body: B): Promise<Reply>;
  remove(ids: readonly number[]): Promise<Reply>;
  /** Downloads the filtered list as `<name>_<timestamp>.xlsx`. */
  exportFile(params: ListParams): Promise<void>;
}

/** Export file names: `<name>_<timestamp>.xlsx`, as the server names them too. */
export const exportFileName = (name: string) => `${name}_${Date.now()}.xlsx`;

/** The calls of a resource at `base` (e.g. `/system/post`): `base/list`, `base/{id}`, `base` (POST, PUT), `base/{ids}`, `base/export`. */
export function crudApi<T, B>(base: string, exportName: string): CrudApi<T, B> {
  return {
    list: (params) => http.get<TableReply<T>>(`${base}/list`, { params }),
    get: async (id) => (await http.get<DataReply<T>>(`${base}/${id}`)).data,
    add: (body) => http.post<Reply>(base, body),
    update: (body) => http.put<Reply>(base, body),
    remove: (ids) => http.delete<Reply>(`${base}/${ids.join(',')}`),
    exportFile: (params) => http.download(`${base}/export`, params, exportFileName(exportName)),
  };
}
