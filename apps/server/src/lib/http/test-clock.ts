import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobRunner } from '../jobs/jobs';

/**
 * The browser tests' clock (SARAM_TEST_CLOCK=1, set only by e2e/playwright.config.ts): the time the
 * job runner and the features see, which POST /api/test/clock moves before it runs scheduled jobs at
 * once (the e2e server checks no schedules). Without the flag neither the route nor the override exists.
 */

export type TestClock = { now: () => Date; set: (at: Date | null) => void };

export function createTestClock(base: () => Date): TestClock {
  let fixed: Date | null = null;
  return { now: () => fixed ?? base(), set: (at) => void (fixed = at) };
}

const bodySchema = z
  .object({
    /** The instant to run at (ISO 8601); null: back to the real clock, running nothing. */
    now: z.iso.datetime({ offset: true, error: 'now는 ISO 8601 시각이어야 합니다.' }).nullable(),
    /** Which scheduled jobs to run; absent: every scheduled job. */
    jobs: z.array(z.string().max(100)).max(50).optional(),
  })
  .strict();

export function registerTestClock(app: FastifyInstance, jobs: JobRunner, clock: TestClock): void {
  app.post(
    '/api/test/clock',
    {
      config: { access: 'admin:rbac' },
      schema: { tags: ['test'], summary: '테스트 전용: 시계를 옮기고 예약 작업을 바로 실행 (SARAM_TEST_CLOCK=1에서만)', body: bodySchema },
    },
    async (request) => {
      const body = request.body as z.output<typeof bodySchema>;
      clock.set(body.now ? new Date(body.now) : null);
      if (!body.now) return { now: clock.now().toISOString(), ran: [] };
      const scheduled = jobs.scheduled();
      const names = body.jobs ?? scheduled;
      const unknown = names.filter((n) => !scheduled.includes(n));
      if (unknown.length) return { now: clock.now().toISOString(), ran: [], unknown };
      for (const name of names) await jobs.runNow(name, clock.now());
      return { now: clock.now().toISOString(), ran: names };
    },
  );
}
