import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../lib/auth/actor';
import { bearer, createTestApp, createTestUser, login, type TestApp } from '../test/app';
import { seedChecklistTemplates } from './checklists';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => seedChecklistTemplates(tx, systemActor('demo')));
  await createTestUser(t, 'hr.lead', ['hr_manager']);
  token = (await login(t, 'hr.lead')).token.access_token;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(token) }).then((r) => r.json());

describe('demo checklist templates', () => {
  it('has 사무직, 개발직 and 계약직, each with several versions the API compares', async () => {
    const { data } = await get('/api/mongo/checklist/templates?feature_id=onboarding');
    expect(data.map((d: { name: string; version: number }) => [d.name, d.version])).toEqual([
      ['개발직', 4],
      ['계약직', 2],
      ['사무직', 3],
    ]);
    const versions = await get(`/api/mongo/checklist/templates/versions?name=${encodeURIComponent('사무직')}`);
    expect(versions.data.map((v: { change_summary: string }) => v.change_summary)).toEqual(['수습 평가 면담과 증명사진 추가', '직무 교육 추가', '최초 작성']);
    const diff = await get(`/api/mongo/checklist/templates/compare?name=${encodeURIComponent('개발직')}&v1=2&v2=4`);
    expect(diff.added.map((i: { id: string }) => i.id)).toEqual(['probation-review']);
    expect(diff.removed).toEqual([]);
  });
});
