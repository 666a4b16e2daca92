import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import { ajaxData, RuoyiTime } from './replyShapes';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

const percent = z.number().min(0).max(100);
/** RuoYi's Server as server/index.vue reads it: CPU in percent, memory in GB, the runtime (JVM there, Node here) in MB, disks as text. */
const Server = z.object({
  cpu: z.object({ cpuNum: z.number().int().positive(), total: z.number(), sys: percent, used: percent, wait: percent, free: percent }).loose(),
  mem: z.object({ total: z.number().positive(), used: z.number(), free: z.number(), usage: percent }),
  jvm: z.object({
    total: z.number().positive(), max: z.number().positive(), free: z.number(), used: z.number().positive(), usage: percent,
    name: z.string().min(1), version: z.string().min(1), home: z.string().min(1), startTime: RuoyiTime, runTime: z.string().min(1), inputArgs: z.string(),
  }).loose(),
  sys: z.object({ computerName: z.string().min(1), computerIp: z.string().min(1), userDir: z.string().min(1), osName: z.string().min(1), osArch: z.string().min(1) }).loose(),
  sysFiles: z.array(z.object({
    dirName: z.string(), sysTypeName: z.string(), typeName: z.string(), total: z.string().regex(/^\d+(\.\d)? (B|KB|MB|GB)$/),
    free: z.string(), used: z.string(), usage: percent,
  })).min(1),
}).loose();

describe('monitor/server.js', () => {
  it('getServer', async () => {
    const { data } = ajaxData(Server).parse(await admin.call({ method: 'GET', url: '/monitor/server' }));
    expect(data.cpu.sys + data.cpu.used + data.cpu.wait + data.cpu.free).toBeLessThanOrEqual(100.05);
    expect(data.mem.used + data.mem.free).toBeCloseTo(data.mem.total, 1);
    // Node's facts where RuoYi shows the JVM's.
    expect(data.jvm).toMatchObject({ name: 'Node.js', version: process.version, home: process.execPath });
    expect(data.jvm.runTime).toMatch(/^\d+天\d+小时\d+分钟$/);
    expect(data.sys.userDir).toBe(process.cwd());
    expect(data.sysFiles.map((f) => f.dirName)).toContain('/');
  });
});
