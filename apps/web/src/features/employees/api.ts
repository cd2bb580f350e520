import type { RouteResponse } from '@saram/shared/contract';
import { importProgressMediaType } from '@saram/shared/employees/employee-import';
import type { EmployeeExportQuery, ImportProgressLine } from '@saram/shared/employees/employee-import.schemas';
import { errorCatalogue, type ErrorCode } from '@saram/shared/error-codes';
import { employeeFileRoutes, employeeRoutes } from '@saram/shared/employees/employees';
import type { EmployeeListQuery, RehireBody, RetiredListQuery } from '@saram/shared/employees/employees.schemas';
import { authRoutes } from '@saram/shared/auth/auth';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl, call, isApiError, type CallOptions } from '../../lib/api/api-client';
import { classifyResponse, networkError, timeoutError } from '../../lib/api/api-error';
import { useAuthStore } from '../../lib/auth/auth-store';
import { download } from '../../lib/api/download';
import { seoulDateStamp } from '../../lib/labels/format';
import { criticalRetryPolicy, isServerOrNetworkError } from '../../lib/api/retry';
import { employeeListFailedTitle, showEmployeeListFailed, showError } from '../../lib/toast';

/**
 * The employee list calls (prefix mongo/employees): list, all, retired, and the Excel files
 * (export, import template, import). The single record's calls live in record-api.ts. Every key
 * starts with ['employees'], so invalidating that refreshes both.
 */

export const employeeListKeys = {
  all: ['employees'] as const,
  list: (query: EmployeeListQuery) => [...employeeListKeys.all, 'list', query] as const,
  everyone: () => [...employeeListKeys.all, 'all'] as const,
  retired: (query: RetiredListQuery) => [...employeeListKeys.all, 'retired', query] as const,
};

export type EmployeePage = RouteResponse<typeof employeeRoutes.list>;
type ImportReport = RouteResponse<typeof employeeFileRoutes.import>;

/** Spec 8.2: a list that failed shows an empty page. */
export function emptyEmployeePage(page = 1, limit = 20): EmployeePage {
  return { data: [], total: 0, hasNext: false, page, limit };
}

/**
 * Spec 8.2 and 9: the list is a critical load, retried by the API client (5 retries from 2 s) on
 * server and network errors, so the query itself does not retry. After the last failure the
 * screen gets one toast — 직원 목록 로딩 실패 — and shows an empty page; the global toast stays quiet.
 */
async function fetchPage(load: (options: CallOptions) => Promise<EmployeePage>, circuitKey: string, signal: AbortSignal): Promise<EmployeePage> {
  try {
    return await load({ signal, retry: criticalRetryPolicy, circuitKey });
  } catch (error) {
    if (!signal.aborted) reportListFailure(error);
    throw error;
  }
}

export function reportListFailure(error: unknown) {
  // A session end has its own toast and returns to the login screen.
  if (isApiError(error) && (error.isSessionEnded || error.isTokenExpired)) return;
  if (isServerOrNetworkError(error)) showEmployeeListFailed(error);
  else showError(employeeListFailedTitle, error instanceof Error ? error.message : undefined);
}

const pageOptions = { retry: false, placeholderData: keepPreviousData, meta: { errorToast: false } } as const;

export const employeeListQueryOptions = (query: EmployeeListQuery) =>
  queryOptions({
    ...pageOptions,
    queryKey: employeeListKeys.list(query),
    queryFn: ({ signal }) => fetchPage((options) => call(employeeRoutes.list, { query }, options), employeeRoutes.list.path, signal),
  });

export const retiredListQueryOptions = (query: RetiredListQuery) =>
  queryOptions({
    ...pageOptions,
    queryKey: employeeListKeys.retired(query),
    queryFn: ({ signal }) => fetchPage((options) => call(employeeRoutes.retired, { query }, options), employeeRoutes.retired.path, signal),
  });

/** Every employee (GET all): the filter options (직책) are taken from it. */
export const allEmployeesQueryOptions = () =>
  queryOptions({
    queryKey: employeeListKeys.everyone(),
    queryFn: ({ signal }) => call(employeeRoutes.all, {}, { signal }),
    meta: { errorToast: false },
  });

// ---------------------------------------------------------------------------------------------
// Files. Downloads go through lib/api/download.ts; the import uses XMLHttpRequest for its upload progress.

function bearer(): Record<string, string> {
  const token = useAuthStore.getState().token?.access_token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function readJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Runs the upload, which bypasses the API client; on an expired access token, one cheap call
 * through the client (which refreshes the session, or ends it) and a second try.
 */
async function withSessionRefresh<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (!isApiError(error) || !error.isTokenExpired) throw error;
    await call(authRoutes.validate);
    return task();
  }
}

export type ExportFilters = Partial<Omit<EmployeeExportQuery, 'reason'>>;

/** Excel of the list's current filters; the reason is kept in the server's access record. */
export function downloadEmployeeExport(filters: ExportFilters, reason: string): Promise<string> {
  return download(employeeFileRoutes.export, { query: { ...filters, reason } }, `직원목록_${seoulDateStamp()}.xlsx`);
}

export function downloadImportTemplate(): Promise<string> {
  return download(employeeFileRoutes.importTemplate, {}, '직원_가져오기_양식.xlsx');
}

/**
 * Where an import is: the upload's percentage, then the server's progress lines (rows validated,
 * then rows written); `wait` while the server has sent nothing yet.
 */
export type ImportStage = { phase: 'upload'; percent: number } | { phase: 'wait' } | ImportProgressLine;
export type ImportProgress = (stage: ImportStage) => void;

const importTimeoutMs = 600_000;

/**
 * POST mongo/employees/import (multipart: validateOnly, file). validateOnly=true only checks the
 * rows and answers the report; false imports the valid ones. Asks for the progress lines
 * (application/x-ndjson): the last line is the report or the error.
 */
export function uploadEmployeeImport(file: File, validateOnly: boolean, onProgress?: ImportProgress): Promise<ImportReport> {
  return withSessionRefresh(() => sendImport(file, validateOnly, onProgress));
}

const errorStatus = (code: unknown) => (typeof code === 'string' && code in errorCatalogue ? errorCatalogue[code as ErrorCode].status : 500);

function sendImport(file: File, validateOnly: boolean, onProgress?: ImportProgress): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(employeeFileRoutes.import.method, buildUrl(employeeFileRoutes.import.path.slice('/api/'.length)));
    xhr.withCredentials = true;
    xhr.timeout = importTimeoutMs;
    xhr.setRequestHeader('Accept', `${importProgressMediaType}, application/json`);
    for (const [name, value] of Object.entries(bearer())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ phase: 'upload', percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onProgress?.({ phase: 'wait' });
    let read = 0;
    let last: unknown = null;
    /** The complete lines that arrived since the last call: progress is passed on, the last kept. */
    const readLines = () => {
      const end = xhr.responseText.lastIndexOf('\n') + 1;
      for (const text of xhr.responseText.slice(read, end).split('\n')) {
        const line = readJson(text) as Record<string, unknown> | null;
        if (line && 'phase' in line) onProgress?.(line as ImportProgressLine);
        else if (line) last = line;
      }
      read = Math.max(read, end);
    };
    const streamed = () => (xhr.getResponseHeader('content-type') ?? '').startsWith(importProgressMediaType);
    xhr.onprogress = () => {
      if (streamed()) readLines();
    };
    xhr.onload = () => {
      if (!streamed()) {
        const body = readJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) resolve(body as ImportReport);
        else reject(classifyResponse({ status: xhr.status, body }));
        return;
      }
      readLines();
      const end = last as { report?: ImportReport; error?: { code?: unknown } } | null;
      if (end?.report) resolve(end.report);
      else reject(classifyResponse({ status: errorStatus(end?.error?.code), body: end?.error ?? null }));
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(timeoutError(importTimeoutMs));
    const form = new FormData();
    // The flag before the file, so the server knows it before the file streams in.
    form.append('validateOnly', String(validateOnly));
    form.append('file', file);
    xhr.send(form);
  });
}

export type ImportVariables = { file: File; validateOnly: boolean; onProgress?: ImportProgress | undefined };

/** The dialog shows failures itself; a real import refreshes every employee list. */
export function useImportEmployees() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, validateOnly, onProgress }: ImportVariables) => uploadEmployeeImport(file, validateOnly, onProgress),
    meta: { errorToast: false },
    onSuccess: (_report, { validateOnly }) => {
      if (!validateOnly) void client.invalidateQueries({ queryKey: employeeListKeys.all });
    },
  });
}

/** 재입사: a retired person starts again (POST mongo/employees/{id}/rehire); every employee list refetches. */
export function useRehireEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RehireBody }) => call(employeeRoutes.rehire, { params: { id }, body }),
    meta: { errorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: employeeListKeys.all }),
  });
}
