import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Logo } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';
import { DocumentTitle } from '../../../components/document-title';

const linkBase =
  'rounded-sm font-medium underline-offset-4 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** Quiet links under the card (비밀번호 찾기, 회원가입). */
export const authLinkClasses = `${linkBase} text-gray-600 hover:text-gray-900`;

/** The one link a sentence points at ('이미 계정이 있으신가요? 로그인'). */
export const authAccentLinkClasses = `${linkBase} text-brand-700 hover:text-brand-800`;

export type AuthLayoutProps = {
  /** The document title and the card's heading. */
  title: string;
  description?: ReactNode | undefined;
  children: ReactNode;
  /** Links under the card. */
  footer?: ReactNode | undefined;
  /** Card width: 400 px for sign-in, 480 px for the longer forms. */
  width?: 'narrow' | 'wide' | undefined;
};

/** The frame of every signed-out screen: logo, one card, help links, footer line. */
export function AuthLayout({ title, description, children, footer, width = 'narrow' }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <DocumentTitle>{`${title} · Saram`}</DocumentTitle>
      <main className="flex flex-1 items-center justify-center px-4 py-10 sm:py-16">
        <div className={cn('w-full', width === 'wide' ? 'max-w-[480px]' : 'max-w-[400px]')}>
          <div className="mb-8 flex justify-center">
            <Logo />
          </div>
          <Card className="p-6 shadow-sm sm:p-8">
            <h1 className="text-xl font-bold tracking-tight text-gray-900">{title}</h1>
            {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
            <div className="mt-6">{children}</div>
          </Card>
          {footer && (
            <nav aria-label="계정 도움말" className="mt-6 flex items-center justify-center gap-3 text-sm">
              {footer}
            </nav>
          )}
        </div>
      </main>
      <footer className="pb-6 text-center text-xs text-gray-500">© Saram · 사람 인사 관리 시스템</footer>
    </div>
  );
}

/** The thin divider between footer links. */
export function LinkDivider() {
  return <span className="h-3 w-px bg-gray-300" aria-hidden="true" />;
}
