import type { RouteInput } from '@saram/shared/contract';
import type { telemetryRoutes } from '@saram/shared/telemetry/telemetry';
import { rateVital, type VitalName } from '@saram/shared/telemetry/vitals';

/**
 * Web vitals (spec 9): FCP, LCP, CLS, TTFB and INP from the `web-vitals` package, rated with the
 * shared thresholds and POSTed to /api/web-vitals (fetch keepalive, so that the values reported
 * when the page is hidden still arrive; sendBeacon where fetch is missing). The package is loaded
 * after start-up in its own chunk: it does not weigh on the first screen.
 */

export type WebVitalPayload = RouteInput<typeof telemetryRoutes.webVitals>['body'];

/** POST /api/web-vitals of the contract, sent with fetch keepalive (see clientErrorsEndpoint in logger.ts). */
export const webVitalsEndpoint: (typeof telemetryRoutes.webVitals)['path'] = '/api/web-vitals';

const vitalNames: readonly VitalName[] = ['FCP', 'LCP', 'CLS', 'TTFB', 'INP'];

export function isVitalName(name: string): name is VitalName {
  return (vitalNames as readonly string[]).includes(name);
}

/** The server's shape: CLS with 4 decimals, times in whole-ish ms, the path without its query. */
export function toWebVitalPayload(metric: { name: string; value: number }, path: string): WebVitalPayload | null {
  if (!isVitalName(metric.name) || !Number.isFinite(metric.value) || metric.value < 0) return null;
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value * 10) / 10;
  return { name: metric.name, value, rating: rateVital(metric.name, value), path: path.split(/[?#]/)[0]!.slice(0, 500) };
}

export function sendWebVital(payload: WebVitalPayload): void {
  const body = JSON.stringify(payload);
  try {
    if (typeof fetch === 'function') {
      void fetch(webVitalsEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'include',
      }).catch(() => undefined);
    } else {
      navigator.sendBeacon?.(webVitalsEndpoint, new Blob([body], { type: 'application/json' }));
    }
  } catch {
    // Analytics never breaks the app.
  }
}

type Reporter = (onReport: (metric: { name: string; value: number }) => void) => void;

/** Subscribes to the five vitals; `load` is injectable for tests. */
export async function startWebVitals({
  send = sendWebVital,
  load = () => import('web-vitals'),
  path = () => location.pathname,
}: {
  send?: (payload: WebVitalPayload) => void;
  load?: () => Promise<{ onFCP: Reporter; onLCP: Reporter; onCLS: Reporter; onTTFB: Reporter; onINP: Reporter }>;
  path?: () => string;
} = {}): Promise<void> {
  const vitals = await load();
  const report = (metric: { name: string; value: number }) => {
    const payload = toWebVitalPayload(metric, path());
    if (payload) send(payload);
  };
  for (const subscribe of [vitals.onFCP, vitals.onLCP, vitals.onCLS, vitals.onTTFB, vitals.onINP]) subscribe(report);
}
