import { describe, expect, it } from 'vitest';
import { routeFonts, routeModules, routePreloads } from './route-preloads';

const source = `
const dashboardPage = () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage);
export const routeTable = [
  { path: '/', title: '대시보드', page: dashboardPage },
  {
    path: '/employees',
    title: '직원 관리',
    page: () => import('../features/employees/employees-page').then((m) => m.EmployeesPage),
    nav: { group: 'employees', also: ['/x'] },
  },
  { path: '/reports', title: '리포트', upcoming: '곧 제공합니다.' },
];`;

describe('route preloads', () => {
  it('reads each route page module from the route table, also through a named loader; none for a placeholder', () => {
    expect(routeModules(source)).toEqual({
      '/': '../features/dashboard/dashboard-page',
      '/employees': '../features/employees/employees-page',
      '/reports': null,
    });
  });

  it('lists the signed-in routes, frame and page chunks beyond the entry, with their own stylesheets', () => {
    const chunk = (fileName: string, id: string | null, imports: string[] = [], css: string[] = [], isEntry = false) => ({ fileName, isEntry, facadeModuleId: id, moduleIds: id ? [id] : [], imports, css });
    const chunks = [
      chunk('index.js', '/src/main.tsx', ['vendor.js'], ['index.css'], true),
      chunk('vendor.js', null),
      chunk('signed-in.js', '/src/app/signed-in-routes.tsx', ['sidebar.js']),
      chunk('layout.js', '/src/app/app-layout.tsx', ['vendor.js', 'sidebar.js']),
      chunk('sidebar.js', null),
      chunk('employees.js', '/src/features/employees/employees-page.tsx', ['table.js', 'index.js'], ['employees.css']),
      chunk('table.js', null),
      chunk('placeholder.js', '/src/app/shell/feature-placeholder.tsx'),
      { ...chunk('misc.js', null), moduleIds: ['/src/features/dashboard/dashboard-page.tsx'] },
    ];
    const resolve = (spec: string) => [spec.replace(/^\.\.\//, '/src/').replace(/^\.\//, '/src/app/') + '.tsx'];
    const out = routePreloads(routeModules(source), chunks, resolve);
    expect(out['/employees']).toEqual({ js: expect.arrayContaining(['signed-in.js', 'layout.js', 'sidebar.js', 'employees.js', 'table.js']), css: ['employees.css'], fonts: [] });
    expect(out['/employees']!.js.slice(0, 2)).toEqual(['signed-in.js', 'layout.js']);
    expect(out['/employees']!.js).not.toContain('index.js');
    expect(out['/employees']!.js).not.toContain('vendor.js');
    expect(out['/reports']!.js.sort()).toEqual(['layout.js', 'placeholder.js', 'sidebar.js', 'signed-in.js']);
    expect(out['/']!.js).toContain('misc.js');
  });

  it("preloads the slices of a screen's own words, not Latin and sign-in (every page's) nor those of names and rare syllables", () => {
    const files = ['latin', 'signin', 'shell', 'lists', 'screen-employees', 'names-1', 'units-2', 'rest-3'].map((slice) => `assets/pretendard-${slice}-Ab3_x-9Z.woff2`);
    expect(routeFonts(['latin', 'signin', 'shell', 'lists', 'screen-employees', 'names-1', 'units-2', 'rest-3'], files)).toEqual([
      'assets/pretendard-shell-Ab3_x-9Z.woff2',
      'assets/pretendard-lists-Ab3_x-9Z.woff2',
      'assets/pretendard-screen-employees-Ab3_x-9Z.woff2',
    ]);
    expect(routeFonts(undefined, files)).toEqual([]);
  });
});
