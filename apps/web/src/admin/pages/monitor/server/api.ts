import type { DataReply } from '../../../../shared/request/reply';
import { http } from '../../../request';

interface Probe { ok: boolean; pingMs: number; error?: string }

export interface ServerStatus {
  cpu: { cores: number; model: string; loadAverage: number[]; user: number; sys: number; idle: number };
  memory: { total: number; used: number; free: number; usage: number };
  node: { version: string; pid: number; uptimeSeconds: number; startTime: string; rss: number; heapTotal: number; heapUsed: number; heapUsage: number };
  system: { hostName: string; osName: string; osArch: string; uptimeSeconds: number };
  disks: { path: string; total: number; free: number; used: number; usage: number }[];
  database: Probe & { kind: string; version: string };
  store: Probe & { kind: string; keys: number };
}

export const serverApi = {
  status: async () => (await http.get<DataReply<ServerStatus>>('/monitor/server')).data,
};
