import type { RouteInput } from '@saram/shared/contract';
import type { telemetryRoutes } from '@saram/shared/telemetry/telemetry';
import { isApiError } from '../api/api-error';
import { redact, redactText } from './redact';

/**
 * Client logging (spec 9): the last 100 entries in memory, the last 50 error entries in
 * localStorage (they survive a reload, so a crash can still be described afterwards), and error
 * reports POSTed to /api/client-errors: sampled at 10% in production, never sent in development or
 * tests unless forced. Everything is redacted before it is kept or sent.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogEntry = {
  time: string;
  level: LogLevel;
  message: string;
  context?: unknown;
  errorId?: string;
};

export const logBufferSize = 100;
export const storedErrorLogLimit = 50;
export const errorLogStorageKey = 'saram-error-logs';
export const productionSampleRate = 0.1;
/**
 * POST /api/client-errors of the contract. Sent with fetch keepalive, not through the API client:
 * reports must outlive the page and never report their own failure. Type-only imports keep zod out
 * of the start-up bundle while a changed path or body still fails the typecheck.
 */
export const clientErrorsEndpoint: (typeof telemetryRoutes.clientErrors)['path'] = '/api/client-errors';

type LoggerOptions = {
  bufferSize?: number;
  storedLimit?: number;
  storageKey?: string;
  storage?: () => Storage | null;
  /** Mirror entries to the console (development). */
  echo?: boolean;
  now?: () => Date;
};

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

export type Logger = ReturnType<typeof createLogger>;

export function createLogger({
  bufferSize = logBufferSize,
  storedLimit = storedErrorLogLimit,
  storageKey = errorLogStorageKey,
  storage = browserStorage,
  echo = false,
  now = () => new Date(),
}: LoggerOptions = {}) {
  let buffer: LogEntry[] = [];

  function storedErrors(): LogEntry[] {
    try {
      const raw = storage()?.getItem(storageKey);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as LogEntry[]) : [];
    } catch {
      return [];
    }
  }

  function storeError(entry: LogEntry) {
    try {
      const next = [...storedErrors(), entry].slice(-storedLimit);
      storage()?.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Quota exceeded or storage unavailable: the in-memory buffer still has it.
    }
  }

  function log(level: LogLevel, message: string, context?: unknown, errorId?: string): LogEntry {
    const entry: LogEntry = { time: now().toISOString(), level, message: redactText(message) };
    if (context !== undefined) entry.context = redact(context);
    if (errorId) entry.errorId = errorId;
    buffer.push(entry);
    if (buffer.length > bufferSize) buffer = buffer.slice(-bufferSize);
    if (level === 'error') storeError(entry);
    if (echo) {
      const method = level === 'debug' ? 'debug' : level;
      console[method](`[saram] ${entry.message}`, ...(entry.context === undefined ? [] : [entry.context]));
    }
    return entry;
  }

  return {
    debug: (message: string, context?: unknown) => log('debug', message, context),
    info: (message: string, context?: unknown) => log('info', message, context),
    warn: (message: string, context?: unknown) => log('warn', message, context),
    error: (message: string, context?: unknown, errorId?: string) => log('error', message, context, errorId),
    /** The in-memory buffer, oldest first (at most 100). */
    entries: (): LogEntry[] => [...buffer],
    /** Error entries kept in localStorage, oldest first (at most 50). */
    storedErrors,
    clear: () => {
      buffer = [];
      try {
        storage()?.removeItem(storageKey);
      } catch {
        // ignore
      }
    },
  };
}

const isTest = import.meta.env.MODE === 'test';

export const logger = createLogger({ echo: import.meta.env.DEV && !isTest });

/** One line per entry, for the crash screen's debug copy. */
export function formatLogEntries(entries: readonly LogEntry[]): string {
  return entries
    .map((e) => {
      const context = e.context === undefined ? '' : ` ${safeJson(e.context)}`;
      return `${e.time} ${e.level.toUpperCase()} ${e.message}${e.errorId ? ` [${e.errorId}]` : ''}${context}`;
    })
    .join('\n');
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

// ---------------------------------------------------------------------------------------------
// Error reports

/** A short id the user can quote; the crash screen shows it and the report carries it. */
export function createErrorId(random: () => number = Math.random, now = Date.now()): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `web-${now.toString(36)}-${suffix}`;
}

/** The server's id for an ApiError (one id across server and client logs), else a new one. */
export function errorIdFor(error: unknown): string {
  return isApiError(error) && error.errorId ? error.errorId : createErrorId();
}

/** Production: 10%; development and tests: never (unless a report is forced). */
export function defaultSampleRate(): number {
  return import.meta.env.PROD ? productionSampleRate : 0;
}

export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return rate > 0 && random() < rate;
}

export type ClientErrorPayload = RouteInput<typeof telemetryRoutes.clientErrors>['body'];

export type ReportOptions = {
  /** Send whatever the sample rate says (still redacted). */
  force?: boolean;
  errorId?: string;
  context?: Record<string, unknown>;
};

type ReporterOptions = {
  logger?: Logger;
  sampleRate?: () => number;
  random?: () => number;
  send?: (payload: ClientErrorPayload) => Promise<void> | void;
};

const maxContextChars = 6_000;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { name: 'Error', message: error };
  try {
    return { name: 'Error', message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { name: 'Error', message: String(error) };
  }
}

/** The report as the server accepts it (lengths of @saram/shared/telemetry.schemas), fully redacted. */
export function buildClientErrorPayload(
  error: unknown,
  errorId: string,
  context: Record<string, unknown> = {},
  recentLogs: readonly LogEntry[] = [],
): ClientErrorPayload {
  const { name, message, stack } = describeError(error);
  const extra: Record<string, unknown> = { name, ...context };
  if (isApiError(error)) {
    Object.assign(extra, {
      status: error.status,
      code: error.code,
      category: error.category,
      severity: error.severity,
      serverErrorId: error.errorId,
    });
  }
  extra.recentLogs = recentLogs.slice(-10).map((e) => `${e.time} ${e.level} ${e.message}`);
  let safeContext = redact(extra) as Record<string, unknown>;
  if (JSON.stringify(safeContext).length > maxContextChars) {
    safeContext = { name, truncated: true, preview: clip(JSON.stringify(safeContext), maxContextChars - 100) };
  }
  const payload: ClientErrorPayload = {
    errorId: clip(errorId, 100),
    message: clip(redactText(message), 2000),
    context: safeContext,
  };
  if (stack) payload.stack = clip(redactText(stack), 8000);
  if (typeof location !== 'undefined') payload.url = clip(redactText(location.href), 1000);
  if (typeof navigator !== 'undefined' && navigator.userAgent) payload.userAgent = clip(navigator.userAgent, 500);
  return payload;
}

async function postClientError(payload: ClientErrorPayload): Promise<void> {
  try {
    await fetch(clientErrorsEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      keepalive: true,
      credentials: 'include',
    });
  } catch {
    // Reporting must never fail the app, nor report itself.
  }
}

export function createErrorReporter({
  logger: log = logger,
  sampleRate = defaultSampleRate,
  random = Math.random,
  send = postClientError,
}: ReporterOptions = {}) {
  const reported = new WeakMap<object, string>();
  return {
    /**
     * Logs the error (buffer + stored error logs) and sends it if sampled or forced. Returns the
     * error id; an error object reported twice (boundary and window listener) is sent once and
     * keeps its first id.
     */
    report(error: unknown, { force = false, errorId, context = {} }: ReportOptions = {}): string {
      const isObject = typeof error === 'object' && error !== null;
      const earlier = isObject ? reported.get(error) : undefined;
      if (earlier) return earlier;
      const id = errorId ?? errorIdFor(error);
      if (isObject) reported.set(error, id);
      const recent = log.entries();
      log.error(describeError(error).message, context, id);
      if (force || isSampled(sampleRate(), random)) {
        void send(buildClientErrorPayload(error, id, context, recent));
      }
      return id;
    },
  };
}

const defaultReporter = createErrorReporter();

/** Logs and (sampled) reports an error; returns the id to show the user. */
export function reportError(error: unknown, options?: ReportOptions): string {
  return defaultReporter.report(error, options);
}
