import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principals, type Principal } from './authorization-matrix';
import { fieldAllowlists, responseKinds, withheld, type ResponseKind } from './field-allowlists';
import { allDataPaths } from './field-walk';
import { createWorld, type World } from './fixture';

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);
afterAll(() => w?.t.close());

type Json = Record<string, unknown>;
type Call = { method: 'GET' | 'POST'; url: (p: Principal) => string; body?: () => Json; items: (answer: Json) => unknown[] };
const whole = (answer: Json) => [answer];
const data = (answer: Json) => answer.data as unknown[];

/** The list and detail calls of each response kind; a detail call reads the caller's own record, a colleague's or another unit's. */
const calls: Record<ResponseKind, Call> = {
  'employee.list': { method: 'GET', url: () => '/api/mongo/employees/list?limit=100', items: data },
  'employee.own': { method: 'GET', url: (p) => `/api/mongo/employees/${w.employee[p]}`, items: whole },
  'employee.same': { method: 'GET', url: () => `/api/mongo/employees/${w.employee.same}`, items: whole },
  'employee.other': { method: 'GET', url: () => `/api/mongo/employees/${w.employee.other}`, items: whole },
  'employee.profile': { method: 'GET', url: () => '/api/mongo/profile', items: whole },
  'evaluation.my-tasks': { method: 'GET', url: () => '/api/v1/evaluation/evaluations/my-tasks', items: whole },
  'evaluation.own': { method: 'GET', url: (p) => `/api/evaluations/${w.evaluation[p]}`, items: whole },
  'evaluation.same': { method: 'GET', url: () => `/api/evaluations/${w.evaluation.same}`, items: whole },
  'evaluation.other': { method: 'GET', url: () => `/api/evaluations/${w.evaluation.other}`, items: whole },
  'applicant.list': { method: 'POST', url: () => '/api/recruitment/list/application', body: () => ({ recruitment_id: w.notice }), items: whole },
  'applicant.detail': { method: 'GET', url: () => `/api/applicant/${w.applicant}`, items: whole },
  'resignation.list': { method: 'GET', url: () => '/api/mongo/resignations?limit=100', items: whole },
  'resignation.own': { method: 'GET', url: (p) => `/api/mongo/resignations/${w.resignation[p]}`, items: whole },
  'resignation.same': { method: 'GET', url: () => `/api/mongo/resignations/${w.resignation.same}`, items: whole },
  'resignation.other': { method: 'GET', url: () => `/api/mongo/resignations/${w.resignation.other}`, items: whole },
};

async function answer(kind: ResponseKind, p: Principal): Promise<LightMyRequestResponse> {
  const c = calls[kind];
  return w.t.app.inject({ method: c.method, url: c.url(p), headers: w.headers[p], ...(c.body ? { payload: c.body() } : {}) });
}

describe('field allowlists (issue 32 item 2)', () => {
  it('grant no caller a path the rules withhold from it', () => {
    const granted: string[] = [];
    for (const kind of responseKinds) {
      for (const p of fieldAllowlists[kind].readers) {
        const paths = [...fieldAllowlists[kind].all, ...(fieldAllowlists[kind][p] ?? [])];
        for (const rule of withheld) {
          if (!rule.kinds.test(kind) || rule.may(p)) continue;
          for (const path of paths.filter((x) => rule.path.test(x))) granted.push(`${kind} ${p}: ${path} (${rule.why})`);
        }
      }
    }
    expect(granted).toEqual([]);
  });

  it("withhold what they should: a salary, an RRN or another party's part granted by mistake is caught", () => {
    const caught = (kind: ResponseKind, p: Principal, path: string) => withheld.some((r) => r.kinds.test(kind) && !r.may(p) && r.path.test(path));
    expect(caught('employee.same', 'hr_staff', 'salary.baseSalary')).toBe(true);
    expect(caught('employee.other', 'executive', 'personal.disability.isDisabled')).toBe(true);
    expect(caught('employee.own', 'admin', 'personal.rrn')).toBe(true);
    expect(caught('evaluation.own', 'employee', 'parts[first].comment')).toBe(true);
    expect(caught('evaluation.same', 'hr_manager', 'parts[first].score')).toBe(true);
    expect(caught('employee.same', 'hr_manager', 'salary.baseSalary')).toBe(false);
  });

  it('no answer carries a key beyond the allowlist of its kind and caller', async () => {
    const extra: string[] = [];
    for (const kind of Object.keys(calls) as ResponseKind[]) {
      for (const p of principals) {
        const res = await answer(kind, p);
        const reader = fieldAllowlists[kind].readers.includes(p);
        if (!reader) {
          if (res.statusCode !== 403 && res.statusCode !== 404) extra.push(`${kind} ${p}: not a reader, answered ${res.statusCode}`);
          continue;
        }
        if (res.statusCode !== 200) {
          extra.push(`${kind} ${p}: a reader, answered ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        const paths = allDataPaths(calls[kind].items(res.json() as Json));
        const allowed = new Set([...fieldAllowlists[kind].all, ...(fieldAllowlists[kind][p] ?? [])]);
        for (const path of paths) if (!allowed.has(path)) extra.push(`${kind} ${p}: ${path}`);
      }
    }
    expect(extra).toEqual([]);
  }, 60_000);
});
