import { startProcess, stopProcess } from '../apps/server/scripts/instances';
import { PortalClient } from '../apps/server/scripts/portalClient';
import { load } from './load';
const base = 'http://127.0.0.1:8383';
const env = { PORT: '8383', HOST: '127.0.0.1', PUBLIC_URL: base, CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000', NODE_ENV: '', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/freight_bench' };
const which = process.argv[2] ?? 'invoicetrans';
const server = await startProcess(['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--max-old-space-size=1024', '--import', 'tsx', 'apps/server/src/main.ts'], env, `${base}/api/ready`);
const anonymous = await PortalClient.anonymous(base);
const customer = await PortalClient.signIn(base, 'demo', 'demo123');
const calls: Record<string, () => string> = {
  invoicetrans: () => anonymous.body('callYhApi', { maxrows: 1 }, 'invoicetrans'),
  inquiryList: () => customer.body('inquiryList', { page: 2, maxrows: 10 }),
};
const action = which === 'invoicetrans' ? 'callYhApi' : which;
const client = which === 'invoicetrans' ? anonymous : customer;
const r = await load(which, { url: `${base}/api/yhApi/${action}`, connections: 100, seconds: 8, headers: client.headers(), body: calls[which] });
console.log(r);
await stopProcess(server.child);
