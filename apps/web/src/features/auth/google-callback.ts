import { ssoRoutes } from '@saram/shared/auth/auth';
import type { SsoCallbackResponse } from '@saram/shared/auth/auth.schemas';
import { call, isApiError } from '../../lib/api/api-client';

/**
 * Google single sign-on, the browser's half (spec 2.1, 4, 8.3). The provider sends the browser to
 * /auth/google/callback?code&state[&iss] (or ?error); the page hands those to the server once and
 * either stores the session or explains what went wrong.
 */

/** Why the login screen was opened after an SSO attempt: `/login?error=<code>`. */
export type SsoLoginError = 'sso_not_configured' | 'sso_failed' | 'sso_invalid_response' | 'sso_error' | 'sso_incomplete';

/** The messages the login screen shows for `?error=` (the server redirects with the first two). */
export const ssoLoginErrorMessages: Record<SsoLoginError, string> = {
  sso_not_configured: 'Google 로그인이 설정되지 않았습니다. 관리자에게 문의해주세요.',
  sso_failed: 'Google 로그인에 실패했습니다.',
  sso_invalid_response: '잘못된 인증 응답입니다.',
  sso_error: 'Google 로그인 처리 중 오류가 발생했습니다.',
  sso_incomplete: '토큰 또는 사용자 정보가 없습니다.',
};

export function ssoLoginErrorMessage(code: string | null): string | null {
  return code && Object.hasOwn(ssoLoginErrorMessages, code) ? ssoLoginErrorMessages[code as SsoLoginError] : null;
}

export function loginPathFor(error: SsoLoginError): string {
  return `/login?error=${error}`;
}

export type GoogleCallbackParams = {
  code: string | null;
  state: string | null;
  error: string | null;
  iss: string | null;
};

export function readGoogleCallbackParams(search: string): GoogleCallbackParams {
  const params = new URLSearchParams(search);
  const read = (key: string) => params.get(key) || null;
  return { code: read('code'), state: read('state'), error: read('error'), iss: read('iss') };
}

export type GoogleCallbackOutcome =
  | { kind: 'success'; response: SsoCallbackResponse }
  /** Back to the login screen, which explains the error. */
  | { kind: 'login-error'; error: SsoLoginError }
  /** The server refused the sign-in (401 with a message): the '인증 실패' dialog shows it. */
  | { kind: 'auth-failed'; message: string };

/** GET mongo/auth/google/callback once, and what the page should do with the answer. */
export async function completeGoogleSignIn(params: GoogleCallbackParams): Promise<GoogleCallbackOutcome> {
  if (params.error) return { kind: 'login-error', error: 'sso_failed' };
  if (!params.code || !params.state) return { kind: 'login-error', error: 'sso_invalid_response' };

  let response: Partial<SsoCallbackResponse> | undefined;
  try {
    response = await call(
      ssoRoutes.callback,
      { query: { code: params.code, state: params.state, iss: params.iss ?? undefined } },
      { headers: { Accept: 'application/json' }, auth: false },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 401 && error.message) return { kind: 'auth-failed', message: error.message };
    return { kind: 'login-error', error: 'sso_error' };
  }
  if (!response?.token?.access_token || !response.user) return { kind: 'login-error', error: 'sso_incomplete' };
  return { kind: 'success', response: { token: response.token, user: response.user } };
}
