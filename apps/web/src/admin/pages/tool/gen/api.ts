import type { GenParams, GenTableBody } from '@freight/domain';
import type { DataReply, Reply, TableReply } from '../../../../shared/request/reply';
import type { ListParams } from '../../../components/list';
import { http } from '../../../request';

export interface GenTable {
  tableId: number;
  tableName: string;
  tableComment: string;
  className: string;
  functionAuthor: string;
  tplCategory: GenTableBody['tplCategory'];
  tplWebType: string;
  packageName: string;
  moduleName: string;
  businessName: string;
  functionName: string;
  genType: '0' | '1';
  genPath: string;
  subTableName: string | null;
  subTableFkName: string | null;
  remark: string | null;
  params: GenParams;
  createTime: string;
  updateTime: string | null;
}

export type GenColumn = GenTableBody['columns'][number] & { columnName: string; columnType: string; isPk: string };

export interface CatalogueTable {
  tableName: string;
  tableComment: string;
}

export interface GenTableDetail {
  info: GenTable;
  rows: GenColumn[];
  tables: { tableId: number; tableName: string; tableComment: string }[];
}

/** Each file's text by its template (RuoYi's preview), and beside it the path each goes to in this project. */
type PreviewReply = DataReply<Record<string, string>> & { paths: Record<string, string> };

/** The code generator's calls (back-office.md §7). */
export const genApi = {
  list: (params: ListParams) => http.get<TableReply<GenTable>>('/tool/gen/list', { params }),
  catalogue: (params: ListParams) => http.get<TableReply<CatalogueTable>>('/tool/gen/db/list', { params }),
  get: async (tableId: number) => (await http.get<DataReply<GenTableDetail>>(`/tool/gen/${tableId}`)).data,
  update: (body: GenTableBody) => http.put<Reply>('/tool/gen', body),
  importTables: (tables: readonly string[]) => http.post<Reply>('/tool/gen/importTable', { tables: tables.join(',') }),
  createTable: (sql: string) => http.post<Reply>('/tool/gen/createTable', { sql }),
  preview: async (tableId: number) => {
    const { data, paths } = await http.get<PreviewReply>(`/tool/gen/preview/${tableId}`);
    return Object.entries(data).map(([template, code]) => ({ template, path: paths[template] ?? template, code }));
  },
  download: (tableIds: readonly number[]) => http.download(`/tool/gen/download/${tableIds.join(',')}`, {}, `freight-generated-${Date.now()}.zip`),
  generate: (tableId: number) => http.get<Reply>(`/tool/gen/genCode/${tableId}`),
  sync: (tableId: number) => http.get<Reply>(`/tool/gen/synchDb/${tableId}`),
  remove: (tableIds: readonly number[]) => http.delete<Reply>(`/tool/gen/${tableIds.join(',')}`),
};
