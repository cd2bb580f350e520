import { errorCatalogue, type ErrorCode } from '@saram/shared/error-codes';

/** Thrown by services; the app's one error handler turns it into `{message, code, details, errorId}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? errorCatalogue[code].message);
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = details ?? null;
  }
}

/** A 400 with per-field messages, e.g. `validationError({ password: '12자 이상이어야 합니다.' })`. */
export function validationError(fields: Record<string, string>, message?: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { fields });
}

/** A 409 when a guarded transition found the record already moved on (`UPDATE … WHERE status = :from` changed nothing). */
export function movedByOther(): AppError {
  return new AppError('CONFLICT', '다른 사용자가 먼저 처리했습니다. 새로고침 후 다시 확인해주세요.');
}
