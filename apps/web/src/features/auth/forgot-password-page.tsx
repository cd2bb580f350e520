import { KeyRound, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { AuthLayout, authAccentLinkClasses } from './components/auth-layout';

const steps = [
  {
    icon: UserRound,
    title: '인사 담당자에게 요청하기',
    text: '소속 회사의 인사 담당자나 Saram 시스템 관리자에게 비밀번호 재설정을 요청해주세요. 로그인 ID를 함께 알려 주시면 빠릅니다.',
  },
  {
    icon: KeyRound,
    title: '새 비밀번호로 로그인하기',
    text: '관리자가 비밀번호를 재설정하면 안내받은 비밀번호로 로그인한 뒤, 바로 본인만 아는 비밀번호로 바꿔 주세요.',
  },
  {
    icon: ShieldCheck,
    title: 'Google 계정을 쓰는 경우',
    text: '회사 Google 계정이 연결되어 있다면 비밀번호 없이 로그인 화면의 ‘Google로 로그인’을 사용할 수 있습니다.',
  },
] as const;

/**
 * /forgot-password: Saram does not send reset e-mails. The screen says who can reset a password
 * and how, instead of pretending to send something.
 */
export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="비밀번호 찾기"
      description="보안을 위해 비밀번호는 관리자만 재설정할 수 있습니다."
      width="wide"
      footer={
        <p className="text-gray-600">
          계정이 없으신가요?{' '}
          <Link to="/signup" className={authAccentLinkClasses}>
            회원가입 신청
          </Link>
        </p>
      }
    >
      <ol className="space-y-4">
        {steps.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Icon className="size-[18px]" aria-hidden="true" />
            </span>
            <div className="min-w-0 pt-1.5">
              <h2 className="text-sm font-semibold text-gray-900">{title}</h2>
              <p className="mt-1 text-sm text-gray-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 rounded-lg bg-gray-50 px-3.5 py-3 text-[13px] text-gray-600">
        Saram은 이메일로 비밀번호 재설정 링크를 보내지 않습니다. 그런 메일을 받으셨다면 열지 말고 관리자에게 알려 주세요.
      </p>
      <Link to="/login" className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
        로그인 화면으로 돌아가기
      </Link>
    </AuthLayout>
  );
}
