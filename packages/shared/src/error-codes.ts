/* Zod-free on purpose: the web's first screen imports it (errors.schemas.ts adds the schemas). */

/**
 * Error codes shared by server and web. The server answers every error as
 * `{ message, code, details, errorId }`; `status` is the HTTP status the code maps to.
 *
 * Session codes (spec 8.1):
 * - `token_expired`: the access token's lifetime ended; the client may refresh.
 * - `AUTH105`: the session itself expired (idle timeout or absolute lifetime); sign in again.
 * - `AUTH106`: the session was ended or revoked (logout, refresh-token replay, account disabled,
 *   administrator revocation); sign in again.
 */
export const errorCatalogue = {
  VALIDATION_ERROR: { status: 400, message: '입력값이 올바르지 않습니다.' },
  BAD_REQUEST: { status: 400, message: '잘못된 요청입니다.' },
  UNAUTHORIZED: { status: 401, message: '인증이 필요합니다.' },
  INVALID_CREDENTIALS: { status: 401, message: '로그인 ID 또는 비밀번호가 올바르지 않습니다.' },
  token_expired: { status: 401, message: '인증 토큰이 만료되었습니다.' },
  AUTH105: { status: 401, message: '세션이 만료되었습니다. 다시 로그인해주세요.' },
  AUTH106: { status: 401, message: '세션이 종료되었습니다. 다시 로그인해주세요.' },
  SSO_FAILED: { status: 401, message: 'Google 로그인에 실패했습니다.' },
  FORBIDDEN: { status: 403, message: '이 작업을 수행할 권한이 없습니다.' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: '관리자가 설정한 임시 비밀번호입니다. 비밀번호를 변경한 뒤에 사용할 수 있습니다.' },
  NOT_FOUND: { status: 404, message: '요청한 정보를 찾을 수 없습니다.' },
  CONFLICT: { status: 409, message: '다른 사용자가 먼저 변경했습니다. 새로고침 후 다시 시도해주세요.' },
  DUPLICATE: { status: 409, message: '이미 등록된 값입니다.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청 크기가 허용된 한도를 넘었습니다.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '지원하지 않는 요청 형식입니다.' },
  LOGIN_THROTTLED: { status: 429, message: '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해주세요.' },
  TOO_MANY_REQUESTS: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  INTERNAL_ERROR: { status: 500, message: '서버에서 오류가 발생했습니다.' },
  DATABASE_ERROR: { status: 500, message: '데이터베이스 처리 중 오류가 발생했습니다.' },
  SERVICE_UNAVAILABLE: { status: 503, message: '서비스를 일시적으로 사용할 수 없습니다.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
