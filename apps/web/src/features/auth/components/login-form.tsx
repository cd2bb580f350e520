import { Eye, EyeOff } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/forms/input';
import { Label } from '../../../components/ui/forms/label';
import { isApiError } from '../../../lib/api/api-client';
import { useLogin } from '../login';

export const loginRequiredMessage = '로그인 ID와 비밀번호를 모두 입력해주세요.';
export const loginFailedMessage = '로그인에 실패했습니다.';

const toggleClasses =
  'absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-500 hover:text-gray-800 ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 [&_svg]:size-[18px]';

function loginErrorMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : loginFailedMessage;
}

/** Login with login ID and password (spec 2.1, 4, 5). */
export function LoginForm({ onSubmitAttempt }: { onSubmitAttempt?: (() => void) | undefined } = {}) {
  const id = useId();
  const loginIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState<{ loginId: boolean; password: boolean } | null>(null);
  const login = useLogin();

  const errorMessage = missing
    ? loginRequiredMessage
    : login.error
      ? loginErrorMessage(login.error)
      : null;
  const errorId = `${id}-error`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.pending) return;
    onSubmitAttempt?.();
    const trimmedLoginId = loginId.trim();
    if (!trimmedLoginId || !password) {
      setMissing({ loginId: !trimmedLoginId, password: !password });
      login.reset();
      (trimmedLoginId ? passwordRef : loginIdRef).current?.focus();
      return;
    }
    setMissing(null);
    void login.login({ loginId: trimmedLoginId, password });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <div>
        <Label htmlFor={`${id}-login-id`} required>
          로그인 ID
        </Label>
        <Input
          ref={loginIdRef}
          id={`${id}-login-id`}
          name="loginId"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          controlSize="lg"
          placeholder="로그인 ID를 입력하세요"
          aria-required="true"
          aria-invalid={missing?.loginId || undefined}
          aria-describedby={errorMessage ? errorId : undefined}
          value={loginId}
          onChange={(event) => setLoginId(event.target.value)}
        />
      </div>

      <div>
        <Label htmlFor={`${id}-password`} required>
          비밀번호
        </Label>
        <div className="relative">
          <Input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="비밀번호를 입력하세요"
            aria-required="true"
            aria-invalid={missing?.password || undefined}
            aria-describedby={errorMessage ? errorId : undefined}
            controlSize="lg"
            className="pr-11"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className={toggleClasses}
            aria-label="비밀번호 표시"
            aria-pressed={showPassword}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </div>
      </div>

      {errorMessage && (
        <Alert id={errorId} role="alert" tone="danger">
          {errorMessage}
        </Alert>
      )}

      <Button type="submit" size="lg" className="w-full" loading={login.pending} loadingText="로그인 중...">
        로그인
      </Button>
    </form>
  );
}
