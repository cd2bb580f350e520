import { Check, Copy, House, RotateCcw, TriangleAlert } from 'lucide-react';
import { Component, useEffect, useId, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { copyText } from '../../lib/clipboard';
import { cn } from '../../lib/cn';
import { describeError, errorIdFor, formatLogEntries, logger, reportError } from '../../lib/monitoring/logger';
import { redactText } from '../../lib/monitoring/redact';
import { Button, buttonClasses } from '../ui/button';
import { Card } from '../ui/card';
import { DocumentTitle } from '../document-title';

/**
 * The crash screen (spec 8.3): '문제가 발생했습니다', an apology, the message, an error id and the
 * stack (collapsed), each with a copy button confirmed by '복사됨!' for 2 s, a full debug copy
 * (message, id, stack, URL, browser, time, recent client logs), 다시 시도 and 홈으로 (not when
 * isolated, i.e. when only a part of the page failed).
 *
 * Use it as a route's errorElement body (`<CrashScreen error={useRouteError()} />`), or through
 * `AppErrorBoundary` around any subtree. Without an `errorId` it reports the error itself.
 */

export const copiedLabel = '복사됨!';
export const copiedMs = 2_000;

export type CrashScreenProps = {
  error: unknown;
  /** Id already reported for this error (AppErrorBoundary); without it the screen reports. */
  errorId?: string | undefined;
  componentStack?: string | null | undefined;
  /** 다시 시도: reset the boundary. Default: reload the page. */
  onReset?: (() => void) | undefined;
  /** Inside a page: compact, no 홈으로. */
  isolated?: boolean | undefined;
};

function CopyButton({ text, label, className }: { text: () => string; label: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const ok = await copyText(text());
    clearTimeout(timer.current);
    setCopied(ok);
    setFailed(!ok);
    timer.current = setTimeout(() => {
      setCopied(false);
      setFailed(false);
    }, copiedMs);
  }

  return (
    <Button variant="ghost" size="sm" onClick={() => void copy()} className={className} aria-live="polite">
      {copied ? <Check aria-hidden="true" className="text-green-600" /> : <Copy aria-hidden="true" />}
      {copied ? copiedLabel : failed ? '복사하지 못했습니다' : label}
    </Button>
  );
}

export function buildDebugReport({
  message,
  errorId,
  stack,
  componentStack,
  now = new Date(),
}: {
  message: string;
  errorId: string;
  stack?: string | undefined;
  componentStack?: string | null | undefined;
  now?: Date;
}): string {
  const lines = [
    '[Saram 오류 정보]',
    `시간: ${now.toISOString()}`,
    `오류 ID: ${errorId}`,
    `메시지: ${message}`,
    `URL: ${typeof location === 'undefined' ? '-' : location.href}`,
    `브라우저: ${typeof navigator === 'undefined' ? '-' : navigator.userAgent}`,
    '',
    '스택:',
    stack || '(없음)',
  ];
  if (componentStack) lines.push('', '컴포넌트 스택:', componentStack.trim());
  const logs = logger.entries().slice(-30);
  lines.push('', `최근 로그 (${logs.length}):`, formatLogEntries(logs) || '(없음)');
  return redactText(lines.join('\n'));
}

export function CrashScreen({ error, errorId: givenId, componentStack, onReset, isolated = false }: CrashScreenProps) {
  const [errorId] = useState(() => givenId ?? errorIdFor(error));
  const titleId = useId();
  const { message, stack } = describeError(error);

  useEffect(() => {
    if (!givenId) reportError(error, { errorId, context: { source: 'crash-screen', isolated } });
  }, [error, errorId, givenId, isolated]);

  const Heading = isolated ? 'h2' : 'h1';
  const fullStack = [stack, componentStack ? `\n컴포넌트 스택:${componentStack}` : ''].join('').trim();

  return (
    <div
      className={cn(
        isolated ? 'py-4' : 'flex min-h-dvh items-center justify-center bg-gray-50 px-4 py-10',
      )}
    >
      {!isolated && <DocumentTitle>문제가 발생했습니다 · Saram</DocumentTitle>}
      <Card role="alert" aria-labelledby={titleId} className={cn('w-full p-6 sm:p-8', isolated ? 'max-w-none' : 'max-w-2xl')}>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600" aria-hidden="true">
            <TriangleAlert className="size-5" />
          </span>
          <div className="min-w-0">
            <Heading id={titleId} className="text-lg font-semibold text-gray-900">
              문제가 발생했습니다
            </Heading>
            <p className="mt-1 text-sm text-gray-600">
              예상하지 못한 오류로 화면을 표시하지 못했습니다. 불편을 드려 죄송합니다. 다시 시도해도 같은 문제가
              계속되면 아래 오류 ID를 관리자에게 알려주세요.
            </p>
          </div>
        </div>

        <div className="mt-5 space-y-3">
          <div className="rounded-lg border border-gray-200 bg-gray-50">
            <div className="flex items-center justify-between gap-2 border-b border-gray-200 py-1 pr-1 pl-3">
              <span className="text-xs font-medium text-gray-600">오류 메시지</span>
              <CopyButton text={() => message} label="메시지 복사" />
            </div>
            <p className="px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap text-gray-800" data-testid="crash-message">
              {message}
            </p>
          </div>

          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 py-1 pr-1 pl-3">
            <span className="text-xs text-gray-600">
              오류 ID: <code className="font-mono text-gray-900" data-testid="crash-error-id">{errorId}</code>
            </span>
            <CopyButton text={() => errorId} label="오류 ID 복사" />
          </div>

          {fullStack && (
            <details className="group rounded-lg border border-gray-200">
              <summary className="cursor-pointer rounded-lg px-3 py-2 text-xs font-medium text-gray-700 select-none hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500">
                스택 트레이스 보기
              </summary>
              <div className="border-t border-gray-200">
                <div className="flex justify-end p-1">
                  <CopyButton text={() => fullStack} label="스택 복사" />
                </div>
                <pre className="max-h-64 overflow-auto px-3 pb-3 font-mono text-[11px] leading-relaxed whitespace-pre-wrap text-gray-700">
                  {fullStack}
                </pre>
              </div>
            </details>
          )}
        </div>

        <div className="mt-6 flex flex-wrap items-center gap-2">
          <Button onClick={onReset ?? (() => window.location.reload())}>
            <RotateCcw aria-hidden="true" />
            다시 시도
          </Button>
          {!isolated && (
            <a href="/" className={buttonClasses({ variant: 'secondary' })}>
              <House aria-hidden="true" />
              홈으로
            </a>
          )}
          <CopyButton
            className="sm:ml-auto"
            label="전체 디버그 정보 복사"
            text={() => buildDebugReport({ message, errorId, stack, componentStack })}
          />
        </div>
      </Card>
    </div>
  );
}

type BoundaryProps = {
  children: ReactNode;
  /** A part of a page: the crash screen stays inside it and offers no 홈으로. */
  isolated?: boolean;
  onReset?: () => void;
  /** When any of these change (for example the location), a crashed boundary tries again. */
  resetKeys?: readonly unknown[];
};

type BoundaryState = { error: unknown; hasError: boolean; errorId: string | undefined; componentStack: string | null };

const cleanState: BoundaryState = { error: null, hasError: false, errorId: undefined, componentStack: null };

/** Error boundary that shows the crash screen and reports the error once. */
export class AppErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = cleanState;

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true, errorId: errorIdFor(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, {
      errorId: this.state.errorId,
      context: { source: 'error-boundary', isolated: this.props.isolated ?? false, componentStack: info.componentStack ?? null },
    });
    this.setState({ componentStack: info.componentStack ?? null });
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (!this.state.hasError) return;
    const before = previous.resetKeys ?? [];
    const after = this.props.resetKeys ?? [];
    if (before.length !== after.length || before.some((key, i) => !Object.is(key, after[i]))) this.reset();
  }

  reset = () => {
    this.setState(cleanState);
    this.props.onReset?.();
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <CrashScreen
        error={this.state.error}
        errorId={this.state.errorId}
        componentStack={this.state.componentStack}
        onReset={this.reset}
        isolated={this.props.isolated}
      />
    );
  }
}
