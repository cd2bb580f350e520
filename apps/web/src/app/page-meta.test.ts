import { describe, expect, it } from 'vitest';
import { breadcrumbs, layoutFor, pageTitle, resolveRoute } from './page-meta';
import { routeTable } from './route-table';

describe('page titles', () => {
  it.each([
    ['/', 'HR 대시보드'],
    ['/hr-dashboard', 'HR 대시보드'],
    ['/hr-dashboard/', 'HR 대시보드'],
    ['/dashboard', '대시보드'],
    ['/manager-dashboard', '매니저 대시보드'],
    ['/employees', '직원 관리'],
    ['/employees/register', '직원 등록'],
    ['/employees/123', '직원 상세'],
    ['/employees/123/hr-card', '인사기록카드'],
    ['/organization', '조직도 설정'],
    ['/common-types', '공통 코드 관리'],
    ['/checklist-templates', '체크리스트 템플릿 관리'],
    ['/checklist-management', '체크리스트 템플릿 관리'],
    ['/checklist-builder/new', '체크리스트 빌더'],
    ['/checklist-builder/42', '체크리스트 빌더'],
    ['/new-employees', '수습 평가 대상자'],
    ['/new-employees/7', '수습 평가 대상자 상세'],
    ['/job-notices', '채용 공고'],
    ['/job-notices/create', '채용 공고 등록'],
    ['/job-notices/detail', '채용 공고 상세'],
    ['/job-notices/detail/15', '채용 공고 상세'],
    ['/reports', 'Report Center'],
    ['/reports/executive-dashboard', '경영진 요약'],
    ['/reports/department-performance', '부서 성과'],
    ['/reports/edit/3', '리포트 편집'],
    ['/rbac', '시스템 권한 관리'],
    ['/role-assignment-rules', '역할 배정 규칙'],
    ['/admin-management', '관리자 ID 관리'],
    ['/token-management', 'API 토큰 관리'],
    ['/webhook-management', '웹훅 관리'],
    ['/unauthorized', '접근 권한 없음'],
    ['/search', '통합 검색'],
    ['/coming-soon', '준비 중'],
    ['/resignation-request', '사직서 제출'],
    ['/resignation-management', '사직서 관리'],
    ['/retired-employees', '퇴직자 관리'],
    ['/eval/templates/new', '평가 템플릿 만들기'],
    ['/eval/templates/9/edit', '평가 템플릿 편집'],
    ['/evaluations', '평가자 포털'],
    ['/eval/cycles/5/status', '평가 진행 현황'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it('ranks static segments above ids (/employees/register is not an employee)', () => {
    expect(resolveRoute('/employees/register')?.path).toBe('/employees/register');
    expect(resolveRoute('/employees/register/')?.path).toBe('/employees/register');
    expect(resolveRoute('/employees/abc')?.path).toBe('/employees/:id');
  });

  it('gives any job-notice detail path the detail title', () => {
    expect(pageTitle('/job-notices/detail/15/applicants')).toBe('채용 공고 상세');
  });

  it('uses the capitalised last segment for unknown paths, or the generic title', () => {
    expect(pageTitle('/no-such-page')).toBe('No-such-page');
    expect(pageTitle('/employees/123/payslips')).toBe('Payslips');
    expect(pageTitle('/reports/%ED%95%9C%EA%B8%80')).toBe('한글');
    expect(pageTitle('/widgets/123')).toBe('페이지');
    expect(pageTitle('/widgets/3f2b8c1e-9a4d-4e2f-8c7b-1d2e3f4a5b6c')).toBe('페이지');
  });

  it('has exactly one entry per path, each with a title and a page or a placeholder text', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of routeTable) {
      expect(entry.title.trim()).not.toBe('');
      expect(Boolean(entry.page) || Boolean(entry.upcoming), entry.path).toBe(true);
    }
  });

  it('writes placeholder texts with the particle their last word takes, never 을(를); the ten reports are real pages', () => {
    expect(resolveRoute('/reports/department-performance')?.page).toBeDefined();
    expect(resolveRoute('/reports/individual-progress')?.upcoming).toBeUndefined();
    for (const entry of routeTable) expect(entry.upcoming ?? '', entry.path).not.toMatch(/\(를\)|\(가\)|\(는\)|\(과\)/);
  });

  it('gives 내 정보 to every signed-in user', () => {
    expect(pageTitle('/my-profile')).toBe('내 정보');
    expect(resolveRoute('/my-profile')?.permission).toBeUndefined();
  });
});

describe('breadcrumbs', () => {
  it('has no home link on the dashboard', () => {
    expect(breadcrumbs('/')).toEqual([{ label: 'HR 대시보드' }]);
    expect(breadcrumbs('/hr-dashboard')).toEqual([{ label: 'HR 대시보드' }]);
  });

  it('starts with the home link elsewhere and ends with the current page', () => {
    expect(breadcrumbs('/employees')).toEqual([{ label: '홈', href: '/' }, { label: '직원 관리' }]);
    expect(breadcrumbs('/employees/register')).toEqual([
      { label: '홈', href: '/' },
      { label: '직원 관리', href: '/employees' },
      { label: '직원 등록' },
    ]);
  });

  it('shows ids as they are', () => {
    expect(breadcrumbs('/employees/123')).toEqual([
      { label: '홈', href: '/' },
      { label: '직원 관리', href: '/employees' },
      { label: '123' },
    ]);
    expect(breadcrumbs('/employees/123/hr-card')).toEqual([
      { label: '홈', href: '/' },
      { label: '직원 관리', href: '/employees' },
      { label: '123', href: '/employees/123' },
      { label: '인사기록카드' },
    ]);
  });

  it("leads a job notice's trail back to the list, past the placeholder page (issue 29)", () => {
    expect(breadcrumbs('/job-notices/detail/15', { '15': '2027 백엔드 개발자' })).toEqual([
      { label: '홈', href: '/' },
      { label: '채용 공고', href: '/job-notices' },
      { label: '2027 백엔드 개발자' },
    ]);
    expect(breadcrumbs('/job-notices/detail').at(-1)).toEqual({ label: '채용 공고 상세' });
  });

  it('names ids with the labels given for them (an employee: name and 사번)', () => {
    const id = '3f2b8c1e-9a4d-4e2f-8c7b-1d2e3f4a5b6c';
    expect(breadcrumbs(`/employees/${id}/hr-card`, { [id]: '김민수 (E2026001)' })).toEqual([
      { label: '홈', href: '/' },
      { label: '직원 관리', href: '/employees' },
      { label: '김민수 (E2026001)', href: `/employees/${id}` },
      { label: '인사기록카드' },
    ]);
    expect(breadcrumbs(`/employees/${id}`, { [id]: '김민수 (E2026001)' }).at(-1)).toEqual({ label: '김민수 (E2026001)' });
  });

  it('labels sections that are not pages, and skips other non-page prefixes', () => {
    expect(breadcrumbs('/eval/cycles/5/status')).toEqual([
      { label: '홈', href: '/' },
      { label: '성과 평가' },
      { label: '평가 주기', href: '/eval/cycles' },
      { label: '5' },
      { label: '평가 진행 현황' },
    ]);
    expect(breadcrumbs('/checklist-builder/new')).toEqual([
      { label: '홈', href: '/' },
      { label: '체크리스트 템플릿 관리', href: '/checklist-templates' },
      { label: '체크리스트 빌더' },
    ]);
    expect(breadcrumbs('/reports/edit/3')).toEqual([
      { label: '홈', href: '/' },
      { label: 'Report Center', href: '/reports' },
      { label: '리포트 편집' },
      { label: '3' },
    ]);
  });

  it("labels an unknown page 'page'", () => {
    expect(breadcrumbs('/no-such-page')).toEqual([{ label: '홈', href: '/' }, { label: 'page' }]);
    expect(breadcrumbs('/employees/123/payslips')).toEqual([
      { label: '홈', href: '/' },
      { label: '직원 관리', href: '/employees' },
      { label: '123', href: '/employees/123' },
      { label: 'page' },
    ]);
  });
});

describe('layouts', () => {
  it('gives the template editor and checklist builder the full-height layout', () => {
    for (const path of ['/eval/templates/new', '/eval/templates/12/edit', '/checklist-builder/new', '/checklist-builder/4']) {
      expect(layoutFor(path), path).toBe('full');
    }
    for (const path of ['/', '/employees', '/eval/templates', '/checklist-templates', '/no-such-page']) {
      expect(layoutFor(path), path).toBe('padded');
    }
  });
});
