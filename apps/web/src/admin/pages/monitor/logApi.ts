import type { Reply, TableReply } from '../../../shared/request/reply';
import { exportFileName, type ListParams } from '../../components/list';
import { http } from '../../request';

export interface OperLog {
  operId: number;
  title: string;
  businessType: number;
  method: string;
  requestMethod: string;
  operName: string;
  deptName: string;
  operUrl: string;
  operIp: string;
  operParam: string;
  jsonResult: string;
  /** 0 success, 1 failure: an Integer, as RuoYi's SysOperLog writes it. */
  status: number;
  errorMsg: string;
  operTime: string;
  costTime: number;
}

export interface LoginLog {
  infoId: number;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  status: string;
  msg: string;
  loginTime: string;
}

export interface OnlineSession {
  tokenId: string;
  userName: string;
  deptName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  loginTime: number;
}

/** A log resource: list, delete, clean, export. */
function logApi<T>(base: string, exportName: string) {
  return {
    list: (params: ListParams) => http.get<TableReply<T>>(`${base}/list`, { params }),
    remove: (ids: readonly number[]) => http.delete<Reply>(`${base}/${ids.join(',')}`),
    clean: () => http.delete<Reply>(`${base}/clean`),
    exportFile: (params: ListParams) => http.download(`${base}/export`, params, exportFileName(exportName)),
  };
}

export const operlogApi = logApi<OperLog>('/monitor/operlog', 'operlog');
export const logininforApi = {
  ...logApi<LoginLog>('/monitor/logininfor', 'logininfor'),
  unlock: (userName: string) => http.get<Reply>(`/monitor/logininfor/unlock/${encodeURIComponent(userName)}`),
};
export const onlineApi = {
  list: (params: ListParams) => http.get<TableReply<OnlineSession>>('/monitor/online/list', { params }),
  forceLogout: (tokenId: string) => http.delete<Reply>(`/monitor/online/${tokenId}`),
};
