import { isApiError } from './api-client';

/** The server's `details.fields` ({ 'person.email': '...' }) of a 400, or {}. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return {};
  const fields = (error.details as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** 409 CONFLICT: someone saved the record after it was read. */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.code === 'CONFLICT');
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

export function errorMessage(error: unknown, fallback = '작업 중 오류가 발생했습니다.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
