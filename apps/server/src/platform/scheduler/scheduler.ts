import type { Cron } from 'croner';
import { firesMoreOftenThan, firingsBetween, parseCron } from './cron';

/** What the scheduler needs to know of a job. */
export interface ScheduledJob {
  jobId: number;
  cronExpression: string;
  /** '1' fire every missed firing now, '2' fire once now, '3' skip missed firings. */
  misfirePolicy: string;
}

/** The record every instance shares: where each schedule stood, and which firings were taken. */
export interface FiringLedger {
  /** Notes that the jobs' schedules were looked at `now`; answers when each was looked at before (absent the first time). */
  checkpoint(jobIds: number[], now: Date): Promise<Map<number, Date>>;
  /** True for exactly one caller per job and firing time, whichever instance asks. */
  claim(jobId: number, fireTime: Date): Promise<boolean>;
  /** Forgets where a job's schedule stood (paused or edited), so the next look starts counting afresh. */
  forget(jobId: number): Promise<void>;
}

export interface SchedulerOptions<J extends ScheduledJob> {
  ledger: FiringLedger;
  /** The jobs that are running (not paused), read on every tick. */
  jobs: () => Promise<J[]>;
  /** Runs one firing; only the instance that claimed the firing calls it. */
  fire: (job: J, fireTime: Date) => Promise<void>;
  /**
   * The shortest gap in seconds allowed between two firings of a job, read on every tick. A job whose cron fires
   * more often (a row written straight into the table) is not fired at all, as it could not have been saved.
   */
  minIntervalSeconds: () => Promise<number>;
  /** Told once per job, cron and minimum that a job is not fired because its cron fires too often. */
  onRefused: (job: J, minSeconds: number) => void;
  onError: (error: unknown) => void;
  clock?: () => Date;
  tickMs?: number;
  /** A firing later than this is a misfire (Quartz's default threshold: one minute). */
  misfireThresholdMs?: number;
}

/** Missed firings looked at after a long stop; older ones are forgotten. */
const backlogLimit = 100;

/** Which due firings run: the on-time ones, plus the missed ones as the job's misfire policy says. */
export function firingsToRun(policy: string, due: Date[], now: Date, thresholdMs: number): Date[] {
  const onTime = due.filter((t) => now.getTime() - t.getTime() <= thresholdMs);
  const missed = due.filter((t) => now.getTime() - t.getTime() > thresholdMs);
  if (policy === '1') return due;
  if (policy === '2' && missed.length) return [missed.at(-1)!, ...onTime];
  return onTime;
}

/**
 * A tick loop over the jobs' cron expressions. Every instance ticks; each firing is claimed in the
 * ledger, so it runs on exactly one instance even when several share it.
 */
export class Scheduler<J extends ScheduledJob> {
  private readonly clock: () => Date;
  private readonly tickMs: number;
  private readonly thresholdMs: number;
  private readonly runs = new Set<Promise<void>>();
  /** Per job, the cron and minimum it was last refused under, so each refusal is told once. */
  private readonly refused = new Map<number, string>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: SchedulerOptions<J>) {
    this.clock = options.clock ?? (() => new Date());
    this.tickMs = options.tickMs ?? 1000;
    this.thresholdMs = options.misfireThresholdMs ?? 60_000;
  }

  start(): void {
    this.stopped = false;
    this.next();
  }

  /** Stops ticking and waits for the runs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    await this.idle();
  }

  /** Resolves when every run started so far has finished. */
  async idle(): Promise<void> {
    while (this.runs.size) await Promise.allSettled([...this.runs]);
  }

  /** One pass: finds each job's due firings since the last pass and starts those this instance claims. */
  async tick(): Promise<void> {
    const now = this.clock();
    const scheduled = (await this.options.jobs()).flatMap((job) => {
      const cron = parseCron(job.cronExpression);
      return cron ? [{ job, cron }] : [];
    });
    if (!scheduled.length) return;
    const min = await this.options.minIntervalSeconds();
    // Refused jobs are looked at too, so their firings refused now are not misfires once they are allowed.
    const lastSeen = await this.options.ledger.checkpoint(scheduled.map(({ job }) => job.jobId), now);
    for (const { job, cron } of scheduled) {
      const last = lastSeen.get(job.jobId);
      if (this.refuses(job, cron, now, min) || !last) continue;
      const due = firingsBetween(cron, last, now, backlogLimit);
      for (const fireTime of firingsToRun(job.misfirePolicy, due, now, this.thresholdMs)) {
        if (await this.options.ledger.claim(job.jobId, fireTime)) this.track(this.options.fire(job, fireTime));
      }
    }
  }

  private refuses(job: J, cron: Cron, now: Date, min: number): boolean {
    if (!firesMoreOftenThan(cron, now, min)) {
      this.refused.delete(job.jobId);
      return false;
    }
    const why = `${job.cronExpression}|${min}`;
    if (this.refused.get(job.jobId) !== why) {
      this.refused.set(job.jobId, why);
      this.options.onRefused(job, min);
    }
    return true;
  }

  private track(run: Promise<void>): void {
    const tracked = run.catch(this.options.onError).finally(() => this.runs.delete(tracked));
    this.runs.add(tracked);
  }

  private next(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick().catch(this.options.onError).finally(() => {
        this.ticking = undefined;
        this.next();
      });
    }, this.tickMs - (Date.now() % this.tickMs));
    this.timer.unref();
  }
}
