import { describe, expect, it } from 'vitest';
import { addedLoad, budgetProblems, buildProblems, firstLoad, measure, type Manifest } from './bundle-budget';

/** A build with an entry, a shell and two screens; sizes in bytes per file. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-aaaaaaaa.js',
    isEntry: true,
    imports: ['_vendor-react-bbbbbbbb.js'],
    dynamicImports: ['src/app/app-layout.tsx', 'src/features/employees/employees-page.tsx', 'src/features/organization/organization-page.tsx'],
    css: ['assets/index-cccccccc.css'],
    assets: ['assets/pretendard-latin-dddddddd.woff2', 'assets/pretendard-signin-eeeeeeee.woff2', 'assets/pretendard-ui-ffffffff.woff2'],
  },
  '_vendor-react-bbbbbbbb.js': { file: 'assets/vendor-react-bbbbbbbb.js' },
  'src/app/app-layout.tsx': { file: 'assets/app-layout-gggggggg.js', imports: ['index.html', '_vendor-react-bbbbbbbb.js'] },
  'src/features/employees/employees-page.tsx': { file: 'assets/employees-page-hhhhhhhh.js', imports: ['index.html', '_table-iiiiiiii.js'] },
  '_table-iiiiiiii.js': { file: 'assets/table-iiiiiiii.js' },
  'src/features/organization/organization-page.tsx': { file: 'assets/organization-page-jjjjjjjj.js', imports: ['_vendor-org-chart-kkkkkkkk.js'], css: ['assets/vendor-org-chart-llllllll.css'] },
  '_vendor-org-chart-kkkkkkkk.js': { file: 'assets/vendor-org-chart-kkkkkkkk.js' },
};
const sizes: Record<string, number> = {
  'assets/index-aaaaaaaa.js': 20 * 1024,
  'assets/vendor-react-bbbbbbbb.js': 80 * 1024,
  'assets/index-cccccccc.css': 12 * 1024,
  'assets/pretendard-latin-dddddddd.woff2': 12 * 1024,
  'assets/pretendard-signin-eeeeeeee.woff2': 11 * 1024,
  'assets/pretendard-ui-ffffffff.woff2': 57 * 1024,
  'assets/app-layout-gggggggg.js': 9 * 1024,
  'assets/employees-page-hhhhhhhh.js': 5 * 1024,
  'assets/table-iiiiiiii.js': 7 * 1024,
  'assets/organization-page-jjjjjjjj.js': 22 * 1024,
  'assets/vendor-org-chart-kkkkkkkk.js': 50 * 1024,
};
const packages: Record<string, string[]> = { 'assets/vendor-org-chart-kkkkkkkk.js': ['@xyflow/react'], 'assets/vendor-react-bbbbbbbb.js': ['react', 'react-dom'] };
const sizeOf = (file: string) => sizes[file] ?? 0;
const packagesOf = (file: string) => packages[file] ?? [];

const login = { path: '/login', roots: [], fonts: ['latin', 'signin'], budgetKb: 150, forbidden: ['@xyflow/react'] };
const employees = {
  path: '/employees',
  roots: ['src/app/app-layout.tsx', 'src/features/employees/employees-page.tsx'],
  fonts: ['latin', 'signin', 'ui'],
  budgetKb: 250,
  forbidden: ['@xyflow/react'],
};

describe('bundle budget', () => {
  it("follows static imports from the entry and the screen's chunks, never dynamic ones", () => {
    const load = firstLoad(manifest, employees);
    expect(load.js.sort()).toEqual([
      'assets/app-layout-gggggggg.js',
      'assets/employees-page-hhhhhhhh.js',
      'assets/index-aaaaaaaa.js',
      'assets/table-iiiiiiii.js',
      'assets/vendor-react-bbbbbbbb.js',
    ]);
    expect(load.css).toEqual(['assets/index-cccccccc.css']);
    expect(load.fonts).toEqual(['assets/pretendard-latin-dddddddd.woff2', 'assets/pretendard-signin-eeeeeeee.woff2', 'assets/pretendard-ui-ffffffff.woff2']);
  });

  it('passes a screen within its budget', () => {
    const measured = measure(firstLoad(manifest, login), sizeOf, packagesOf);
    expect(measured.kb).toEqual({ js: 100, css: 12, font: 23, total: 135 });
    expect(budgetProblems(login, measured)).toEqual([]);
  });

  it('fails a screen that grows past its budget', () => {
    const measured = measure(firstLoad(manifest, employees), sizeOf, packagesOf);
    expect(measured.kb.total).toBe(213);
    expect(budgetProblems({ ...employees, budgetKb: 212.9 }, measured)).toEqual([
      '/employees: first load 213 KB > budget 212.9 KB (JS 121, CSS 12, fonts 80)',
    ]);
  });

  it("fails a screen that loads another feature's library", () => {
    const withChart = { ...employees, roots: [...employees.roots, 'src/features/organization/organization-page.tsx'], budgetKb: 1000 };
    const measured = measure(firstLoad(manifest, withChart), sizeOf, packagesOf);
    expect(budgetProblems(withChart, measured)).toEqual(['/employees: loads @xyflow/react, which this screen must not load']);
  });

  it('fails a build that holds Preact or the UI gallery', () => {
    expect(buildProblems(manifest, packages)).toEqual([]);
    expect(buildProblems(manifest, { ...packages, 'assets/vendor-react-bbbbbbbb.js': ['preact', 'react-router'] })).toEqual(['the build holds Preact: assets/vendor-react-bbbbbbbb.js']);
    const withGallery = { ...manifest, 'src/features/dev/ui-demo-page.tsx': { file: 'assets/ui-demo-page-mmmmmmmm.js' } };
    expect(buildProblems(withGallery, packages)).toEqual(['the build holds the UI gallery: src/features/dev/ui-demo-page.tsx']);
  });

  it('counts what a second screen adds to the first: only the files the first has not fetched', () => {
    const organization = { roots: ['src/app/app-layout.tsx', 'src/features/organization/organization-page.tsx'], fonts: ['latin', 'signin'] };
    const added = addedLoad(firstLoad(manifest, employees), firstLoad(manifest, organization));
    expect(added.js.sort()).toEqual(['assets/organization-page-jjjjjjjj.js', 'assets/vendor-org-chart-kkkkkkkk.js']);
    expect(added.css).toEqual(['assets/vendor-org-chart-llllllll.css']);
    expect(added.fonts).toEqual([]);
    const measured = measure(added, sizeOf, packagesOf);
    expect(measured.kb.total).toBe(72);
    expect(budgetProblems({ path: '/employees → /organization', budgetKb: 60, forbidden: [] }, measured, 'adds')).toEqual([
      '/employees → /organization: adds 72 KB > budget 60 KB (JS 72, CSS 0, fonts 0)',
    ]);
  });

  it('stops on a screen or font the build does not have', () => {
    expect(() => firstLoad(manifest, { roots: ['src/features/gone.tsx'], fonts: [] })).toThrow(/not in the build manifest/);
    expect(() => firstLoad(manifest, { roots: [], fonts: ['names'] })).toThrow(/font slice names/);
  });
});
