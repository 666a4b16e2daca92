import type { ConfigBody } from '@freight/domain';
import type { Reply } from '../../../../shared/request/reply';
import { crudApi } from '../../../components/list';
import { http } from '../../../request';

export interface Config {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: string;
  remark: string | null;
  createTime: string;
}

/** Parameters: the resource calls plus refreshing the server's parameter cache. */
export const configApi = {
  ...crudApi<Config, ConfigBody>('/system/config', 'config'),
  refreshCache: () => http.delete<Reply>('/system/config/refreshCache'),
};
