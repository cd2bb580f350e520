import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { wrapPool, type Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { createTestApp } from '../../test/app';
import { waitFor } from '../../test/wait-for';
import { createJobRunner, latestSlot, type JobContext } from './jobs';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

/** On PostgreSQL a second pool to the same database, as another instance would have; PGlite has one. */
async function otherInstance(): Promise<Database> {
  const template = inject('pgTemplate');
  if (database.kind !== 'postgres' || !template) return database;
  const { rows } = (await database.executeSql('select current_database() as name')) as { rows: { name: string }[] };
  const url = new URL(template.url);
  url.pathname = `/${rows[0]!.name}`;
  return wrapPool(new pg.Pool({ connectionString: url.toString(), max: 3 }));
}

describe('job runner', () => {
  it('runs an enqueued job once, with the data and the clock it was given', async () => {
    const fixedNow = new Date('2026-03-02T00:00:00Z');
    const runner = createJobRunner(database, { pollSeconds: 0.5, clock: () => fixedNow });
    const seen: { data: unknown; ctx: JobContext }[] = [];
    runner.defineJob<{ who: string }>('test-once', async (data, ctx) => void seen.push({ data, ctx }));
    await runner.start();
    try {
      const id = await runner.enqueue('test-once', { who: '김민수' });
      expect(id).toBeTruthy();
      await waitFor(async () => (await runner.counts('test-once')).completed === 1);
      await new Promise((r) => setTimeout(r, 1200)); // two more polls: nothing runs again
      expect(seen).toHaveLength(1);
      expect(seen[0]!.data).toEqual({ who: '김민수' });
      expect(seen[0]!.ctx.now).toEqual(fixedNow);
    } finally {
      await runner.stop();
    }
  }, 60_000);

  it('starts a queued job at once and works through a backlog back to back, not one per polling interval', async () => {
    // A reminder run queues a mail per person: at one job per 30 s poll these three would take a minute and a half.
    const runner = createJobRunner(database, { pollSeconds: 30 });
    const done: number[] = [];
    runner.defineJob<{ n: number }>('test-backlog', async ({ n }) => void done.push(n));
    await runner.start();
    try {
      for (const n of [1, 2, 3]) await runner.enqueue('test-backlog', { n });
      await waitFor(async () => (await runner.counts('test-backlog')).completed === 3, 10_000);
      expect(done.toSorted()).toEqual([1, 2, 3]);
    } finally {
      await runner.stop();
    }
  }, 60_000);

  it('retries a failing handler', async () => {
    const runner = createJobRunner(database, { pollSeconds: 0.5 });
    let calls = 0;
    const lastAttempts: boolean[] = [];
    runner.defineJob(
      'test-retry',
      async (_data, ctx) => {
        calls += 1;
        lastAttempts.push(ctx.lastAttempt);
        if (calls === 1) throw new Error('SMTP 서버 응답 없음');
      },
      { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
    );
    await runner.start();
    try {
      await runner.enqueue('test-retry', {});
      await waitFor(async () => (await runner.counts('test-retry')).completed === 1);
      expect(calls).toBe(2);
      expect(lastAttempts).toEqual([false, true]);
    } finally {
      await runner.stop();
    }
  }, 60_000);

  it('reads cron slots in Asia/Seoul', () => {
    // 09:00 KST on Monday 2 March 2026 is 00:00 UTC.
    expect(latestSlot('0 9 * * 1-5', new Date('2026-03-02T00:00:00Z'))).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(latestSlot('0 9 * * 1-5', new Date('2026-03-01T23:59:59Z'))).toEqual(new Date('2026-02-27T00:00:00Z'));
    // Remembered slots end where the next slot starts, whichever way the clock moves.
    expect(latestSlot('0 9 * * 1-5', new Date('2026-03-02T00:00:00Z'))).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(latestSlot('0 9 * * 1-5', new Date('2026-03-02T23:59:59Z'))).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(latestSlot('0 9 * * 1-5', new Date('2026-03-03T00:00:00Z'))).toEqual(new Date('2026-03-03T00:00:00Z'));
    expect(latestSlot('0 9 * * 1-5', new Date('2026-02-28T12:00:00Z'))).toEqual(new Date('2026-02-27T00:00:00Z'));
  });

  it('runs a scheduled job at its due time, once, however many runners look', async () => {
    let now = new Date('2026-03-02T08:59:00+09:00');
    const clock = () => now;
    const runs: JobContext[] = [];
    const second = await otherInstance();
    const make = (db: Database) => {
      const runner = createJobRunner(db, { pollSeconds: 0.5, clock });
      runner.defineJob('test-daily', async (_data, ctx) => void runs.push(ctx), { schedule: '0 9 * * *' });
      return runner;
    };
    const a = make(database);
    const b = make(second);
    await a.start();
    await b.start();
    try {
      // 08:59: yesterday's slot is past the catch-up hour, so nothing is due yet.
      expect([...(await a.runDue()), ...(await b.runDue())]).toEqual([]);
      now = new Date('2026-03-02T09:00:30+09:00');
      const due = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
      expect(due.flat()).toEqual(['test-daily']);
      await waitFor(() => runs.length === 1);
      await new Promise((r) => setTimeout(r, 1200));
      expect(runs).toHaveLength(1);
      expect(runs[0]!.slot).toEqual(new Date('2026-03-02T00:00:00Z'));
      expect(runs[0]!.now).toEqual(now);
      // Later the same day: the slot is already claimed.
      now = new Date('2026-03-02T09:30:00+09:00');
      expect([...(await a.runDue()), ...(await b.runDue())]).toEqual([]);
    } finally {
      await a.stop();
      await b.stop();
      if (second !== database) await second.close();
    }
  }, 60_000);

  it('keeps its own slot claim: pg-boss schedule() drops a slot over a minute old, the runner still runs it', async () => {
    // pg-boss 10's timekeeper queues a schedule only while its newest slot is under 60 s old (by Date.now()).
    const require = createRequire(import.meta.url);
    type Timekeeper = { prototype: { shouldSendIt(this: { clockSkew: number }, cron: string, tz: string): boolean } };
    const { prototype: timekeeper } = require('pg-boss/src/timekeeper.js') as Timekeeper;
    const pgBossSends = (at: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
      try {
        return timekeeper.shouldSendIt.call({ clockSkew: 0 }, '0 9 * * *', 'Asia/Seoul');
      } finally {
        vi.useRealTimers();
      }
    };
    expect(pgBossSends('2026-03-03T09:00:30+09:00')).toBe(true);
    expect(pgBossSends('2026-03-03T09:05:00+09:00')).toBe(false);
    // Every instance was down from 08:59 to 09:05: the runner still queues the 09:00 slot, once.
    const runner = createJobRunner(database);
    runner.defineJob('test-catch-up', async () => {}, { schedule: '0 9 * * *' });
    expect(await runner.runDue(new Date('2026-03-03T09:05:00+09:00'))).toEqual(['test-catch-up']);
    expect(await runner.runDue(new Date('2026-03-03T09:06:00+09:00'))).toEqual([]);
  });

  it('runs in the app when JOBS_ENABLED, with the clock the test gives, and stops with it', async () => {
    const now = new Date('2026-03-09T09:00:00+09:00');
    const seen: JobContext[] = [];
    const t = await createTestApp(
      { JOBS_ENABLED: '1', JOBS_POLL_SECONDS: '0.5', JOBS_SCHEDULE_CHECK_SECONDS: '3600' },
      (app) => app.jobs.defineJob('test-weekly', async (_data, ctx) => void seen.push(ctx), { schedule: '0 9 * * 1' }),
      { clock: () => now },
    );
    try {
      expect(t.app.jobs.running).toBe(true);
      // The start-up check and this call race for this Monday's slot: one of them claims it.
      await t.app.jobs.runDue(now);
      await waitFor(() => seen.length === 1);
      await new Promise((r) => setTimeout(r, 1200));
      expect(seen).toHaveLength(1);
      expect(seen[0]!.slot).toEqual(now);
    } finally {
      await t.close();
    }
    expect(t.app.jobs.running).toBe(false);
  }, 60_000);
});
