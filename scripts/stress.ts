import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, constants, loadavg } from 'node:os';

/**
 * `npm run test:stress`: the unit suite, then the browser suite (build, then Playwright without retries), each run
 * once while busy processes spin at the same priority as the tests, so that a test waiting for time rather than
 * for a state shows here before it fails on a loaded CI machine. Prints each stage's time and the load seen, stops
 * the busy processes however the run ends, and exits non-zero when a stage failed.
 *   STRESS_BUSY=8          how many busy processes (0 for none)
 *   STRESS_ONLY=unit|e2e   one suite only (e2e builds first)
 *   STRESS_FILTER="a b"    file filters handed to Vitest or Playwright, to try the run on a few files
 */
const busyCount = Number(process.env.STRESS_BUSY ?? 8);
const only = process.env.STRESS_ONLY;
const filters = (process.env.STRESS_FILTER ?? '').split(/\s+/).filter(Boolean);

if (!Number.isInteger(busyCount) || busyCount < 0 || busyCount > 64) fail(`STRESS_BUSY must be a whole number from 0 to 64, not "${process.env.STRESS_BUSY}"`);
if (only !== undefined && only !== 'unit' && only !== 'e2e') fail(`STRESS_ONLY must be "unit" or "e2e", not "${only}"`);

interface Stage {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  suite: 'unit' | 'e2e';
  /** The rest of its suite needs it: when it fails, the run stops there. */
  prepares?: boolean;
}

// Retries would hide exactly the failures this run looks for; CI set would turn Playwright's one retry on.
const { CI: _ci, ...withoutCi } = process.env;
const allStages = [
  { name: 'unit', suite: 'unit', command: 'npx', args: ['vitest', 'run', ...filters] },
  { name: 'chromium', suite: 'e2e', prepares: true, command: 'bash', args: ['e2e/ensure-chromium.sh'] },
  { name: 'build', suite: 'e2e', prepares: true, command: 'npm', args: ['run', 'build'] },
  { name: 'browser', suite: 'e2e', command: 'npx', args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--retries=0', ...filters], env: withoutCi },
] satisfies Stage[];
const stages: Stage[] = allStages.filter((stage) => only === undefined || stage.suite === only);

const busy: ChildProcess[] = [];
let running: ChildProcess | undefined;

function stopAll() {
  for (const child of busy) child.kill('SIGKILL');
  // A stage runs in its own process group, so its workers, browsers and server stop with it.
  if (running?.pid !== undefined) {
    try {
      process.kill(-running.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the busy processes and the running stage`);
    stopAll();
    process.exit(128 + constants.signals[signal]);
  });
}

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  maxLoad: number;
  endLoad: number;
}

/** Runs one stage to its end, sampling the one-minute load average meanwhile. */
function runStage(stage: Stage): Promise<Result> {
  return new Promise((resolve) => {
    const started = performance.now();
    let maxLoad = loadavg()[0]!;
    const sampler = setInterval(() => (maxLoad = Math.max(maxLoad, loadavg()[0]!)), 2000);
    const child = spawn(stage.command, stage.args, { stdio: 'inherit', env: stage.env ?? process.env, detached: true });
    running = child;
    const finish = (ok: boolean) => {
      clearInterval(sampler);
      running = undefined;
      const endLoad = loadavg()[0]!;
      resolve({ name: stage.name, ok, seconds: (performance.now() - started) / 1000, maxLoad: Math.max(maxLoad, endLoad), endLoad });
    };
    child.once('error', (error) => {
      console.error(`${stage.name}: ${error.message}`);
      finish(false);
    });
    child.once('exit', (code) => finish(code === 0));
  });
}

for (let i = 0; i < busyCount; i++) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
console.log(`${busyCount} busy processes on ${availableParallelism()} cores; stages: ${stages.map((s) => s.name).join(', ')}`);

const results: Result[] = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name}: ${stage.command} ${stage.args.join(' ')}`);
  const result = await runStage(stage);
  results.push(result);
  if (!result.ok && stage.prepares) break;
}
stopAll();

console.log(`\nstage      result  seconds  load 1m max  load 1m at end   (${busyCount} busy, ${availableParallelism()} cores)`);
for (const r of results) {
  console.log(`${r.name.padEnd(10)} ${(r.ok ? 'ok' : 'FAILED').padEnd(7)} ${r.seconds.toFixed(1).padStart(7)}  ${r.maxLoad.toFixed(2).padStart(11)}  ${r.endLoad.toFixed(2).padStart(14)}`);
}
const failed = results.length < stages.length || results.some((r) => !r.ok);
process.exit(failed ? 1 : 0);
