import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import type { AccessRequestInput } from './api';
import { AuthLayout, authAccentLinkClasses } from './components/auth-layout';
import { SignupForm } from './components/signup-form';

/**
 * /signup: Saram has no self-service accounts. This screen files an access request that
 * administrators review and approve (approval creates the account), and says so plainly.
 */
export function SignupPage() {
  const [submitted, setSubmitted] = useState<AccessRequestInput | null>(null);

  return (
    <AuthLayout
      title="회원가입 신청"
      description={submitted ? undefined : 'Saram 계정은 관리자가 신청을 승인하면 만들어집니다.'}
      width="wide"
      footer={
        submitted ? null : (
          <p className="text-gray-600">
            이미 계정이 있으신가요?{' '}
            <Link to="/login" className={authAccentLinkClasses}>
              로그인
            </Link>
          </p>
        )
      }
    >
      {submitted ? <SignupConfirmation request={submitted} /> : <SignupForm onSubmitted={setSubmitted} />}
    </AuthLayout>
  );
}

function SignupConfirmation({ request }: { request: AccessRequestInput }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it so screen readers hear the outcome.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="text-center" data-testid="signup-confirmation">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-green-50 text-green-700">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-lg font-semibold text-gray-900 outline-none">
        신청이 접수되었습니다
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        <strong className="font-semibold text-gray-900">{request.name}</strong> 님의 계정 신청을 관리자가 검토합니다.
      </p>
      <dl className="mt-5 rounded-lg bg-gray-50 px-4 py-3 text-left text-sm">
        <div className="flex gap-3 py-1">
          <dt className="w-16 shrink-0 text-gray-600">이메일</dt>
          <dd className="min-w-0 font-medium text-gray-900">{request.email}</dd>
        </div>
        {request.department && (
          <div className="flex gap-3 py-1">
            <dt className="w-16 shrink-0 text-gray-600">부서</dt>
            <dd className="min-w-0 font-medium text-gray-900">{request.department}</dd>
          </div>
        )}
      </dl>
      <ul className="mt-5 space-y-2 text-left text-sm text-gray-700">
        <li className="flex gap-2">
          <span className="mt-2 size-1 shrink-0 rounded-full bg-gray-400" aria-hidden="true" />
          승인되면 위 이메일로 계정이 만들어집니다. 검토 결과와 로그인 방법은 인사 담당자나 시스템 관리자에게 확인해주세요.
        </li>
        <li className="flex gap-2">
          <span className="mt-2 size-1 shrink-0 rounded-full bg-gray-400" aria-hidden="true" />
          이 화면에서 이메일이 발송되지는 않습니다.
        </li>
      </ul>
      <Link to="/login" className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-6 w-full' })}>
        로그인 화면으로
      </Link>
    </div>
  );
}
