import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';
import { GoogleLoginButton } from './components/google-login-button';
import { LoginForm } from './components/login-form';

const linkClasses =
  'rounded-sm font-medium text-gray-600 underline-offset-4 hover:text-gray-900 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** The signed-out screen (spec 2.1): shown at /login and at every other path while signed out. */
export function LoginPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <title>로그인 · Saram</title>
      <main className="flex flex-1 items-center justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-[400px]">
          <div className="mb-8 flex justify-center">
            <Logo />
          </div>
          <Card className="p-6 shadow-sm sm:p-8">
            <h1 className="text-xl font-bold tracking-tight text-gray-900">로그인</h1>
            <p className="mt-1 mb-6 text-sm text-gray-600">사람 인사 관리 시스템에 오신 것을 환영합니다.</p>
            <LoginForm />
            <div className="my-5 flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
              <span className="h-px flex-1 bg-gray-200" />
              또는
              <span className="h-px flex-1 bg-gray-200" />
            </div>
            <GoogleLoginButton />
          </Card>
          <nav aria-label="계정 도움말" className="mt-6 flex items-center justify-center gap-3 text-sm">
            <Link to="/forgot-password" className={linkClasses}>
              비밀번호 찾기
            </Link>
            <span className="h-3 w-px bg-gray-300" aria-hidden="true" />
            <Link to="/signup" className={linkClasses}>
              회원가입
            </Link>
          </nav>
        </div>
      </main>
      <footer className="pb-6 text-center text-xs text-gray-500">© Saram · 사람 인사 관리 시스템</footer>
    </div>
  );
}
