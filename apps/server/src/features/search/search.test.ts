import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createTestUser, login, type TestApp } from '../../test/app';
import { seedSearchWorld } from './search-fixtures';

let t: TestApp;
let w: Awaited<ReturnType<typeof seedSearchWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedSearchWorld(t);
});
afterAll(() => t.close());

type Result = { id: string; type: string; title: string; subtitle: string | null; href: string; meta: Record<string, unknown> };
async function find(headers: Record<string, string>, q: string, extra = '') {
  const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}${extra}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { results: Result[]; counts: Record<string, number>; total: number; hasNext: boolean; page: number };
  return { ...body, titles: body.results.map((r) => r.title), types: body.results.map((r) => r.type) };
}

describe('ranking', () => {
  it('puts the exact name first, then names starting with the query in 가나다 order, then partial matches', async () => {
    const r = await find(w.auth.hr, '김민', '&type=employee');
    expect(r.titles).toEqual(['김민', '김민수', '김민지', '박김민']);
    expect(r.counts.employee).toBe(4);
    expect(r.results[1]).toMatchObject({ type: 'employee', href: `/employees?id=${w.people.minsu}`, subtitle: '검색팀 · 사원', meta: { employeeNo: 'E-2026-001', status: '재직' } });
  });

  it('finds a 사번 typed without its hyphens and an e-mail exactly, ahead of everything else', async () => {
    expect((await find(w.auth.hr, 'E2026001')).titles[0]).toBe('김민수');
    expect((await find(w.auth.hr, 'e-2026')).titles[0]).toBe('김민수');
    expect((await find(w.auth.hr, 'minsu.kim@hanbit.co.kr')).results[0]).toMatchObject({ type: 'employee', title: '김민수' });
  });

  it('reads 초성 and the states of a name being typed', async () => {
    expect((await find(w.auth.hr, 'ㄱㅁㅅ', '&type=employee')).titles).toEqual(['김민수']);
    // 김ㅁ on the way to 김민…; 기민 on the way to 기미나 (its last consonant may start the next syllable).
    expect((await find(w.auth.hr, '김ㅁ', '&type=employee')).titles).toEqual(['김민', '김민수', '김민지', '박김민']);
    expect((await find(w.auth.hr, '김민', '&type=employee')).titles).not.toContain('기미나');
    expect((await find(w.auth.hr, '기민', '&type=employee')).titles).toEqual(['기미나']);
  });

  it('merges every type, best rank first, with per-type counts for the filter row and pages', async () => {
    const r = await find(w.auth.hr, '김민', '&limit=50');
    expect(r.counts).toMatchObject({ employee: 4, candidate: 2, checklist: 2, evaluation: 2, document: 4, unit: 0, notice: 0 });
    expect(r.total).toBe(14);
    expect(r.results[0]).toMatchObject({ type: 'employee', title: '김민' });
    expect(r.types).toContain('candidate');
    const page2 = await find(w.auth.hr, '김민', '&limit=5&page=2');
    expect(page2.results.map((x) => x.id)).toEqual(r.results.slice(5, 10).map((x) => x.id));
    expect(page2.hasNext).toBe(true);
  });

  it('accepts a single Hangul syllable (a family name) but refuses other single characters, in Korean', async () => {
    expect((await find(w.auth.hr, '김', '&type=employee')).counts.employee).toBe(5);
    const res = await t.app.inject({ url: '/api/search?q=a&type=people&from=2026-02-01&to=2026-01-01', headers: w.auth.hr });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toMatchObject({ q: '검색어는 2자 이상(한글은 1자 이상) 입력해주세요.', type: expect.any(String) });
    const dates = await t.app.inject({ url: '/api/search?q=김민&from=2026-02-01&to=2026-01-01', headers: w.auth.hr });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().details.fields).toMatchObject({ to: '종료일은 시작일 이후여야 합니다.' });
    const unit = await t.app.inject({ url: '/api/search?q=김민&unitId=x', headers: w.auth.hr });
    expect(unit.json().details.fields).toMatchObject({ unitId: '조직을 다시 선택해주세요.' });
  });
});

describe('sources', () => {
  it('finds units, job notices, checklist templates, saved reports and report files with links to their screens', async () => {
    expect((await find(w.auth.hr, '검색')).results.filter((r) => r.type !== 'employee')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'unit', title: '검색팀', href: `/organization?unit=${w.ids.teamA1}` }),
        expect.objectContaining({ type: 'notice', title: '검색 엔진 개발자 채용', href: `/job-notices/detail/${w.notices.noticeA}` }),
      ]),
    );
    expect((await find(w.auth.hr, '온보딩', '&type=checklist')).results[0]).toMatchObject({ title: '신입 온보딩 기본', href: `/checklist-templates?id=${w.template}`, meta: { version: 'v1', items: 2 } });
    const reports = await find(w.auth.hr, '월간');
    expect(reports.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'report', href: `/reports/edit/${w.saved}` }),
        expect.objectContaining({ type: 'document', title: '월간 인원 현황_2026-03.pdf', href: `/documents/${w.docs.reportFile}` }),
      ]),
    );
  });

  it('labels a passed applicant who has not started as 입사 예정, and a person’s checklist links to the new hire', async () => {
    const r = await find(w.auth.hr, '김민호', '&type=candidate');
    expect(r.results).toEqual([expect.objectContaining({ subtitle: '입사 예정 · 검색 엔진 개발자 채용', meta: expect.objectContaining({ status: '입사 예정' }) })]);
    const incoming = await find(w.auth.hr, '김민', `&type=candidate&status=${encodeURIComponent('입사 예정')}`);
    expect(incoming.titles).toEqual(['김민호']);
    const checklists = await find(w.auth.hr, '김민수', '&type=checklist');
    expect(checklists.results[0]).toMatchObject({ title: '김민수 · 신입 온보딩 기본', href: `/new-employees/${w.people.minsu}` });
  });

  it('narrows by corporation, unit and status facets', async () => {
    expect((await find(w.auth.hr, '김민', `&corporationId=${w.ids.corpB}`)).titles.sort()).toEqual(['김민아', '김민지', '김민지 · 2026 상반기', '김민지 · 신입 온보딩 기본', '신분증_김민지.png', '이력서_김민아.pdf'].sort());
    const inUnit = await find(w.auth.hr, '김', `&unitId=${w.ids.divA}&type=employee&status=${encodeURIComponent('재직')}`);
    // 김 is also 기미나 being typed (기 + ㅁ), ranked after the names that start with 김.
    expect(inUnit.titles).toEqual(['김민', '김민수', '기미나', '박김민']);
  });
});

describe('permissions and record scope', () => {
  it('a user scoped to one unit finds nobody and nothing outside it: people, applicants, documents, evaluations, units', async () => {
    const r = await find(w.auth.scoped, '김민', '&limit=50');
    expect(r.titles).not.toEqual(expect.arrayContaining(['김민지']));
    expect(r.results.every((x) => !x.title.includes('김민지') && !x.title.includes('김민아'))).toBe(true);
    expect(r.counts).toMatchObject({ employee: 3, candidate: 1, checklist: 1, evaluation: 1, document: 2 });
    expect((await find(w.auth.scoped, '배송')).results).toEqual([]);
    expect((await find(w.auth.scoped, '팀', '&type=unit')).titles).toEqual(['검색팀']);
  });

  it('an employee finds only the evaluations they take part in, and no people, applicants or documents without the permissions', async () => {
    const r = await find(w.auth.staff, '김민', '&limit=50');
    expect(r.types.every((type) => type === 'evaluation')).toBe(true);
    expect(r.titles.sort()).toEqual(['김민수 · 2026 상반기', '김민지 · 2026 상반기']);
  });

  it('records who saw which people', async () => {
    await find(w.auth.hr, '박김', '&type=employee');
    const rows = await queryRows<{ subject_id: string }>(t.db, sql`select subject_id from access_log where subject_type = 'employee_search' order by id desc limit 1`);
    expect(rows[0]?.subject_id).toMatch(/^1명 \(q=박김/);
  });

  it('is not open to evaluation-only users', async () => {
    await createTestUser(t, 'eval.search', ['evaluation_only']);
    const evalOnly = bearer((await login(t, 'eval.search')).token.access_token);
    expect((await t.app.inject({ url: '/api/search?q=김민', headers: evalOnly })).statusCode).toBe(403);
  });
});

describe('documents', () => {
  it('describes a document and hands out its file with an access record', async () => {
    const res = await t.app.inject({ url: `/api/documents/${w.docs.idCardA}`, headers: w.auth.hr });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: '신분증_김민수.png',
      kind: 'checklist_document',
      kindLabel: '체크리스트 증빙 서류',
      owner: { type: 'checklist', id: w.people.minsu, label: '김민수 · 신입 온보딩 기본', href: `/new-employees/${w.people.minsu}` },
      uploadedBy: '김민수',
      mime: 'image/png',
      size: 8,
      previewable: true,
    });
    const file = await t.app.inject({ url: `/api/documents/${w.docs.resumeA}/file?inline=1`, headers: w.auth.hr });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const [log] = await queryRows<{ subject_id: string; action: string }>(t.db, sql`select subject_id, action from access_log where subject_type = 'applicant' order by id desc limit 1`);
    expect(log).toEqual({ subject_id: w.applicants.kimMinho, action: 'download' });
  });

  it('answers a document the caller may not see exactly like one that does not exist', async () => {
    const strip = (body: string) => {
      const { errorId: _e, ...rest } = JSON.parse(body) as Record<string, unknown>;
      return rest;
    };
    const missing = await t.app.inject({ url: '/api/documents/00000000-0000-4000-8000-000000000000', headers: w.auth.scoped });
    expect(missing.statusCode).toBe(404);
    for (const id of [w.docs.idCardB, w.docs.resumeB, w.docs.reportFile, 'not-a-document']) {
      for (const suffix of ['', '/file']) {
        const res = await t.app.inject({ url: `/api/documents/${id}${suffix}`, headers: w.auth.scoped });
        expect(res.statusCode, `${id}${suffix}`).toBe(404);
        expect(strip(res.body)).toEqual(strip(missing.body));
      }
    }
    expect((await t.app.inject({ url: `/api/documents/${w.docs.idCardA}`, headers: w.auth.scoped })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/documents/${w.docs.reportFile}`, headers: w.auth.hr })).json()).toMatchObject({ kind: 'report_file', owner: { type: 'report', id: w.saved } });
  });
});
