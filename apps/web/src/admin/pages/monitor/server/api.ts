import type { DataReply } from '../../../../shared/request/reply';
import { http } from '../../../request';

interface Probe { ok: boolean; pingMs: number; error?: string }

/** RuoYi's Server shape (CPU in percent, memory in GB, the Node process where RuoYi has the JVM, in MB; disks as text), and the database and store beside it. */
export interface ServerStatus {
  cpu: { cpuNum: number; model: string; loadAverage: number[]; used: number; sys: number; free: number };
  mem: { total: number; used: number; free: number; usage: number };
  jvm: { version: string; pid: number; uptimeSeconds: number; startTime: string; rss: number; total: number; used: number; free: number; usage: number };
  sys: { computerName: string; osName: string; osArch: string; uptimeSeconds: number };
  sysFiles: { dirName: string; total: string; free: string; used: string; usage: number }[];
  database: Probe & { kind: string; version: string };
  store: Probe & { kind: string; keys: number };
}

export const serverApi = {
  status: async () => (await http.get<DataReply<ServerStatus>>('/monitor/server')).data,
};
