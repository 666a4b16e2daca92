import type { DictDataBody, DictTypeBody } from '@freight/domain';
import type { DataReply, Reply } from '../../../../shared/request/reply';
import { crudApi } from '../../../components/list';
import { http } from '../../../request';

export interface DictType {
  dictId: number;
  dictName: string;
  dictType: string;
  status: string;
  remark: string | null;
  createTime: string;
}

export interface DictData {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictLabelEn: string | null;
  dictLabelRu: string | null;
  dictValue: string;
  dictType: string;
  cssClass: string | null;
  listClass: string | null;
  status: string;
  remark: string | null;
  createTime: string;
}

export type DictTypeOption = Pick<DictType, 'dictId' | 'dictName' | 'dictType' | 'status'>;

/** Dictionary types: the resource calls plus options for pickers and refreshing the server's cache. */
export const dictTypeApi = {
  ...crudApi<DictType, DictTypeBody>('/system/dict/type', 'type'),
  options: async () => (await http.get<DataReply<DictTypeOption[]>>('/system/dict/type/optionselect')).data,
  refreshCache: () => http.delete<Reply>('/system/dict/type/refreshCache'),
};

/** Dictionary entries: /system/dict/data/list, /{code}, POST and PUT, DELETE /{codes}, export. */
export const dictDataApi = crudApi<DictData, DictDataBody>('/system/dict/data', 'data');
