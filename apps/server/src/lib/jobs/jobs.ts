import cronParser from 'cron-parser';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { claimSlot, jobCounts } from './jobs.repo';

/**
 * The one background job runner: a pg-boss queue in the app's own database (schema `pgboss`;
 * PostgreSQL through the app's pool, embedded PGlite through the same PGlite instance).
 *
 * Features register a named handler once, at start (`defineJob`), optionally with a cron schedule
 * read in Asia/Seoul, and put work on the queue with `enqueue`. A failing handler is retried by
 * pg-boss (retryLimit, retryDelaySeconds, backoff). Schedules: every `scheduleCheckSeconds` each
 * instance asks `runDue(clock())`; the newest cron slot not older than an hour is claimed in
 * `job_schedule_runs` (primary key name + slot), so each slot runs once across all instances and a
 * slot missed during a restart still runs. Tests call `runDue(now)` with any instant and give the
 * runner a `clock`, whose time handlers receive as `ctx.now`: nothing waits for the wall clock.
 *
 * Why not pg-boss's own `schedule()`: it does send each slot once across instances (one instance a
 * monitor interval, a singleton per minute), but only while the slot is under a minute old, by
 * Date.now(): a slot missed while every instance restarted is lost (jobs.test.ts shows it), tests would
 * wait for real minutes, and handlers would not learn their slot. The claim table costs one insert per
 * schedule and slot.
 */

export const SCHEDULE_TIMEZONE = 'Asia/Seoul';
const CATCH_UP_MS = 60 * 60 * 1000;

export type JobContext = {
  jobId: string;
  /** The runner's clock (injectable in tests). */
  now: Date;
  /** Retries so far; `lastAttempt` when a failure now is final. */
  retryCount: number;
  lastAttempt: boolean;
  /** For a scheduled job: the cron slot it runs for. */
  slot?: Date;
};
export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<void>;
export type JobOptions = {
  /** Five-field cron read in Asia/Seoul, e.g. '0 9 * * 1-5' (weekdays 09:00 KST). */
  schedule?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
};
export type EnqueueOptions = { startAfter?: Date; singletonKey?: string };

type Definition = { name: string; handler: JobHandler<never>; options: JobOptions };
type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type JobRunnerOptions = {
  pollSeconds?: number;
  scheduleCheckSeconds?: number;
  clock?: () => Date;
  log?: Log;
};

export type JobRunner = ReturnType<typeof createJobRunner>;

const silent: Log = { info: () => {}, warn: () => {}, error: () => {} };

export function createJobRunner(database: Database, opts: JobRunnerOptions = {}) {
  const clock = opts.clock ?? (() => new Date());
  const log = opts.log ?? silent;
  const definitions = new Map<string, Definition>();
  let boss: PgBoss | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** Each job name's worker here. */
  const workerIds = new Map<string, string>();

  /** Has the job's worker fetch at once: pg-boss waits out its polling interval after every fetch, even one that found a job. */
  function wake(name: string) {
    const workerId = workerIds.get(name);
    if (boss && workerId) boss.notifyWorker(workerId);
  }

  function defineJob<T>(name: string, handler: JobHandler<T>, options: JobOptions = {}) {
    if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    if (boss) throw new Error(`job ${name} defined after the runner started`);
    if (!/^[\w-]+$/.test(name)) throw new Error(`job name ${name}: letters, digits, _ and - only`);
    if (options.schedule) cronParser.parseExpression(options.schedule, { tz: SCHEDULE_TIMEZONE });
    definitions.set(name, { name, handler: handler as JobHandler<never>, options });
  }

  /** Puts one job on the queue; null when the runner is off (the caller's record stays as it is). */
  async function enqueue(name: string, data: object = {}, options: EnqueueOptions = {}): Promise<string | null> {
    if (!definitions.has(name)) throw new Error(`job ${name} is not defined`);
    if (!boss) {
      log.warn({ job: name }, 'job runner is off: job not queued');
      return null;
    }
    const id = await boss.send(name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
    if (!options.startAfter) wake(name);
    return id;
  }

  /** The newest slot of each schedule at `now` (within the catch-up hour), claimed once, then queued. */
  async function runDue(now: Date = clock()): Promise<string[]> {
    const queued: string[] = [];
    for (const def of definitions.values()) {
      if (!def.options.schedule) continue;
      const slot = latestSlot(def.options.schedule, now);
      if (!slot || now.getTime() - slot.getTime() >= CATCH_UP_MS) continue;
      if (!(await claimSlot(database.db, def.name, slot))) continue;
      await enqueue(def.name, { slot: slot.toISOString() }, { singletonKey: slot.toISOString() });
      queued.push(def.name);
    }
    return queued;
  }

  /** Runs a defined job's handler here and now, off the queue (the test clock, SARAM_TEST_CLOCK=1). */
  async function runNow(name: string, now: Date = clock()): Promise<void> {
    const def = definitions.get(name);
    if (!def) throw new Error(`job ${name} is not defined`);
    await def.handler({} as never, { jobId: `inline-${name}`, now, retryCount: 0, lastAttempt: true });
  }

  async function start() {
    if (boss) return;
    const instance = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> },
      schema: 'pgboss',
      schedule: false, // cron slots are claimed by runDue, with an injectable clock
      supervise: true,
      migrate: true,
    });
    instance.on('error', (err: Error) => log.error({ err }, 'job runner error'));
    await instance.start();
    for (const def of definitions.values()) {
      const { retryLimit = 3, retryDelaySeconds = 30, retryBackoff = true, expireInSeconds = 15 * 60 } = def.options;
      await instance.createQueue(def.name, { name: def.name, retryLimit, retryDelay: retryDelaySeconds, retryBackoff, expireInSeconds });
      await instance.updateQueue(def.name, { name: def.name, retryLimit, retryDelay: retryDelaySeconds, retryBackoff, expireInSeconds });
      const work = { pollingIntervalSeconds: opts.pollSeconds ?? 2, batchSize: 1, includeMetadata: true as const };
      const workerId = await instance.work<object>(def.name, work, async ([job]) => {
        if (!job) return;
        const data = job.data as { slot?: string };
        const ctx: JobContext = {
          jobId: job.id,
          now: clock(),
          retryCount: job.retryCount,
          lastAttempt: job.retryCount >= job.retryLimit,
          ...(data.slot ? { slot: new Date(data.slot) } : {}),
        };
        await def.handler(job.data as never, ctx);
        // The next one at once: a reminder run queues a mail per person, one every poll would take minutes.
        wake(def.name);
      });
      workerIds.set(def.name, workerId);
    }
    boss = instance;
    if (opts.scheduleCheckSeconds && [...definitions.values()].some((d) => d.options.schedule)) {
      const tick = () => void runDue().catch((err: unknown) => log.error({ err }, 'schedule check failed'));
      timer = setInterval(tick, opts.scheduleCheckSeconds * 1000);
      timer.unref();
      tick();
    }
    log.info({ jobs: [...definitions.keys()] }, 'job runner started');
  }

  /** Waits for running handlers (up to 10 s), then stops polling; queued jobs stay for the next start. */
  async function stop() {
    if (timer) clearInterval(timer);
    timer = undefined;
    const instance = boss;
    boss = undefined;
    workerIds.clear();
    if (!instance) return;
    await new Promise<void>((resolve) => {
      instance.once('stopped', () => resolve());
      void instance.stop({ graceful: true, wait: false, close: false, timeout: 10_000 });
    });
  }

  return {
    defineJob,
    enqueue,
    runDue,
    runNow,
    /** The names of the jobs with a schedule. */
    scheduled: () => [...definitions.values()].filter((d) => d.options.schedule).map((d) => d.name),
    start,
    stop,
    get running() {
      return boss !== undefined;
    },
    /** Jobs of one name by state (tests and diagnostics). */
    counts: (name: string) => jobCounts(database, name),
  };
}

/**
 * Each schedule's latest slot and the instant its next slot starts: runDue asks every 30 s, and
 * cron-parser takes up to ~0.8 s of CPU to walk back to a slot in a time zone.
 */
const slotCache = new Map<string, { slot: Date | undefined; from: number; until: number }>();

/** The newest cron slot at or before `now`, read in Asia/Seoul. */
export function latestSlot(cron: string, now: Date): Date | undefined {
  const t = now.getTime();
  const cached = slotCache.get(cron);
  if (cached && t >= cached.from && t < cached.until) return cached.slot;
  const back = cronParser.parseExpression(cron, { tz: SCHEDULE_TIMEZONE, currentDate: new Date(t + 1) });
  const slot = back.hasPrev() ? back.prev().toDate() : undefined;
  const until = cronParser.parseExpression(cron, { tz: SCHEDULE_TIMEZONE, currentDate: now }).next().toDate().getTime();
  slotCache.set(cron, { slot, from: slot ? slot.getTime() : t, until });
  return slot;
}
