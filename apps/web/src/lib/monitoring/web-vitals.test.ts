import { describe, expect, it, vi } from 'vitest';
import { startWebVitals, toWebVitalPayload, type WebVitalPayload } from './web-vitals';

describe('web vitals (spec 9)', () => {
  it('rates with the shared thresholds and strips the query from the path', () => {
    expect(toWebVitalPayload({ name: 'LCP', value: 2500 }, '/employees?page=2')).toEqual({ name: 'LCP', value: 2500, rating: 'good', path: '/employees' });
    expect(toWebVitalPayload({ name: 'FCP', value: 3000.04 }, '/')).toMatchObject({ value: 3000, rating: 'needs-improvement' });
    expect(toWebVitalPayload({ name: 'CLS', value: 0.251234 }, '/')).toMatchObject({ value: 0.2512, rating: 'poor' });
    expect(toWebVitalPayload({ name: 'TTFB', value: 100 }, '/')?.rating).toBe('good');
    expect(toWebVitalPayload({ name: 'INP', value: 600 }, '/')?.rating).toBe('poor');
    expect(toWebVitalPayload({ name: 'FID', value: 1 }, '/')).toBeNull();
  });

  it('subscribes to FCP, LCP, CLS, TTFB and INP and sends each report', async () => {
    const sent: WebVitalPayload[] = [];
    const subscribe = (name: string, value: number) => vi.fn((cb: (m: { name: string; value: number }) => void) => cb({ name, value }));
    const load = vi.fn(async () => ({
      onFCP: subscribe('FCP', 900),
      onLCP: subscribe('LCP', 1200),
      onCLS: subscribe('CLS', 0.01),
      onTTFB: subscribe('TTFB', 50),
      onINP: subscribe('INP', 80),
    }));
    await startWebVitals({ send: (p) => sent.push(p), load, path: () => '/login' });
    expect(sent.map((p) => `${p.name}:${p.rating}`)).toEqual(['FCP:good', 'LCP:good', 'CLS:good', 'TTFB:good', 'INP:good']);
  });

  it('posts with fetch keepalive to /api/web-vitals', async () => {
    const { sendWebVital } = await import('./web-vitals');
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    sendWebVital({ name: 'CLS', value: 0, rating: 'good', path: '/' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/web-vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'CLS', value: 0, rating: 'good', path: '/' });
  });
});
