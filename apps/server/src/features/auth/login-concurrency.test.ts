import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testPassword, type TestApp } from '../../test/app';
import { throttle } from './sign-in-throttle';

/**
 * One account signed in from many tabs or people at once (bench/security/load.mjs found it): every
 * sign-in succeeds. The throttle counters are locked in one order by every transaction that touches
 * them, so parallel sign-ins wait for each other instead of deadlocking (a 409 on PostgreSQL).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t, 'shared.desk', ['hr_manager']);
}, 60_000);
afterAll(() => t.close());

describe('parallel sign-ins of one account', () => {
  it('all succeed, each with its own session', async () => {
    // As many in flight as the throttle lets one address have (each counts as a failure until it succeeds),
    // each starting its next sign-in as soon as the last one is answered.
    const statuses: number[] = [];
    const sessions = new Set<string>();
    await Promise.all(
      Array.from({ length: throttle.maxPairFailures }, async () => {
        for (let i = 0; i < 6; i++) {
          const res = await t.app.inject({ method: 'POST', url: '/api/mongo/admin/login', payload: { loginId: 'shared.desk', password: testPassword } });
          statuses.push(res.statusCode);
          if (res.statusCode === 200) sessions.add(res.json().token.refresh_token);
        }
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(sessions.size).toBe(throttle.maxPairFailures * 6);
  });
});
