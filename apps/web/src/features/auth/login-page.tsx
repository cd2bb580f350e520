import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { AuthLayout, LinkDivider, authLinkClasses } from './components/auth-layout';
import { GoogleLoginButton } from './components/google-login-button';
import { LoginForm } from './components/login-form';
import { ssoLoginErrorMessage } from './google-callback';

/**
 * The signed-out screen (spec 2.1): shown at /login and at every other path while signed out.
 * `?error=sso_…` explains why a Google sign-in brought the user back here.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const ssoError = ssoLoginErrorMessage(searchParams.get('error'));
  const [ssoErrorDismissed, setSsoErrorDismissed] = useState(false);

  return (
    <AuthLayout
      title="로그인"
      description="사람 인사 관리 시스템에 오신 것을 환영합니다."
      footer={
        <>
          <Link to="/forgot-password" className={authLinkClasses}>
            비밀번호 찾기
          </Link>
          <LinkDivider />
          <Link to="/signup" className={authLinkClasses}>
            회원가입
          </Link>
        </>
      }
    >
      {ssoError && !ssoErrorDismissed && (
        <Alert tone="danger" role="alert" className="mb-5" data-testid="sso-error">
          {ssoError}
        </Alert>
      )}
      <LoginForm onSubmitAttempt={() => setSsoErrorDismissed(true)} />
      <div className="my-5 flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        또는
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <GoogleLoginButton />
    </AuthLayout>
  );
}
