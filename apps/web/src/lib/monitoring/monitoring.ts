import { isApiError } from '../api/api-error';
import { logger, reportError } from './logger';
import { startWebVitals } from './web-vitals';

/**
 * Starts client monitoring once, at start-up (main.tsx): uncaught errors and unhandled promise
 * rejections are logged and reported (sampled, redacted: see logger.ts), and web vitals are sent
 * (web-vitals.ts). Returns a function that removes the listeners (tests).
 */

let stop: (() => void) | null = null;

function onError(event: ErrorEvent) {
  // "Script error." from a cross-origin script carries nothing useful.
  if (!event.error && (!event.message || event.message === 'Script error.')) return;
  reportError(event.error ?? event.message, {
    context: { source: 'window.error', filename: event.filename, line: event.lineno, column: event.colno },
  });
}

function onRejection(event: PromiseRejectionEvent) {
  const reason: unknown = event.reason;
  if (reason instanceof DOMException && reason.name === 'AbortError') return;
  // An ended session is expected and already handled (toast, login screen).
  if (isApiError(reason) && reason.category === 'auth') return;
  reportError(reason, { context: { source: 'unhandledrejection' } });
}

export function startClientMonitoring({ vitals = true }: { vitals?: boolean } = {}): () => void {
  if (stop) return stop;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  if (vitals) {
    startWebVitals().catch((error: unknown) => logger.warn('web vitals를 시작하지 못했습니다.', { error }));
  }
  stop = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    stop = null;
  };
  return stop;
}
