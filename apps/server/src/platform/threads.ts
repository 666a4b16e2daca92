import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the thread whose module is `name` beside the module at `from` (its `import.meta.url`). From the sources
 * (tests, `npm run dev`) the server runs through tsx and the thread needs it too; the built server has each thread's
 * bundle beside its own (scripts/bundle.ts).
 */
export function startThread(name: string, from: string, options: WorkerOptions): Worker {
  const fromSources = from.endsWith('.ts');
  return new Worker(new URL(`./${name}.${fromSources ? 'ts' : 'js'}`, from), { ...options, execArgv: fromSources ? ['--import', 'tsx'] : [] });
}
