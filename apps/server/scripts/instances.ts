import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** The built server's arguments, as `npm run serve` gives them (run `npm run build` first). */
export const builtServerArgs = ['--max-old-space-size=1024', '--max-semi-space-size=8', 'apps/server/dist/main.js'];

/**
 * Starts a Node process (a server instance, or the bench's bare server) and waits until `readyUrl`
 * answers; returns it with the milliseconds that took. The server's own output is dropped unless asked.
 */
export async function startProcess(
  args: string[], env: NodeJS.ProcessEnv, readyUrl: string, stdout: 'ignore' | 'inherit' = 'ignore',
): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'inherit'] });
  for (let i = 0; i < 2400; i++) {
    const ready = await fetch(readyUrl, { method: readyUrl.endsWith('/bare') ? 'POST' : 'GET', signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok, () => false);
    if (ready) return { child, ms: performance.now() - started };
    if (child.exitCode !== null || child.signalCode !== null) break;
    await sleep(25);
  }
  const ended = child.exitCode ?? child.signalCode;
  child.kill('SIGKILL');
  const why = ended !== null ? `exited (${ended})` : `did not answer in ${Math.round((performance.now() - started) / 1000)} s`;
  throw new Error(`${args.join(' ')} did not become ready: it ${why}`);
}

/**
 * `count` ports free on 127.0.0.1, as the system hands them out; a port picked at random can be another
 * process's listener or the local end of one of its connections.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer().listen(0, '127.0.0.1'));
  await Promise.all(servers.map((server) => once(server, 'listening')));
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** SIGTERM, then waits for the exit (SIGKILL after ten seconds). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
