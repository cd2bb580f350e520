import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebIndex, matchesRoute, routeFor, withPreloads } from './web-index';

const html = '<!doctype html><html><head><script type="module" src="/assets/index.js"></script>\n  </head><body></body></html>';
const preloads = {
  '/employees': { js: ['assets/employees-page.js', 'assets/app-layout.js'], css: [] },
  '/employees/register': { js: ['assets/register.js'], css: [] },
  '/employees/:id': { js: ['assets/detail.js'], css: [] },
  '/organization': { js: ['assets/organization-page.js'], css: ['assets/vendor-org-chart.css'], fonts: ['assets/pretendard-screen-organization-abcd1234.woff2'] },
  '/': { js: ['assets/dashboard.js'], css: [] },
};

describe('index.html per route', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'saram-web-index-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('matches a route pattern, a literal path before a parameter, and nothing for an unknown path', () => {
    expect(matchesRoute('/employees/:id', '/employees/42')).toBe(true);
    expect(matchesRoute('/employees/:id', '/employees')).toBe(false);
    expect(matchesRoute('/employees', '/employees/')).toBe(true);
    expect(routeFor(preloads, '/employees/register')).toBe('/employees/register');
    expect(routeFor(preloads, '/employees/E-1')).toBe('/employees/:id');
    expect(routeFor(preloads, '/')).toBe('/');
    expect(routeFor(preloads, '/nowhere')).toBeUndefined();
  });

  it('adds the route stylesheets, font slices and modulepreload links before </head>', () => {
    const page = withPreloads(html, preloads['/organization']);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/vendor-org-chart.css">');
    expect(page).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/pretendard-screen-organization-abcd1234.woff2">');
    expect(page.indexOf('<link rel="modulepreload" crossorigin href="/assets/organization-page.js">')).toBeLessThan(page.indexOf('</head>'));
    expect(withPreloads(html, { js: [], css: [] })).toBe(html);
  });

  it('serves the page compressed as the browser accepts, and none without route-preloads.json', () => {
    writeFileSync(path.join(dir, 'index.html'), html);
    expect(createWebIndex(dir)).toBeNull();
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite/route-preloads.json'), JSON.stringify(preloads));
    const page = createWebIndex(dir)!;
    const br = page('/employees', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('href="/assets/employees-page.js"');
    const gz = page('/login', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(page('/organization', undefined)).toMatchObject({ encoding: null });
  });
});
