import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/monitoring/logger';
import { AppErrorBoundary, CrashScreen } from './crash-screen';

let shouldThrow = true;
function Bomb() {
  if (shouldThrow) throw new Error('렌더링 실패: 900101-1234567');
  return <p>복구됨</p>;
}

function mockClipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('crash screen (spec 8.3)', () => {
  beforeEach(() => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logger.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('catches a rendering error: title, apology, message, error id, collapsible stack, retry and home', () => {
    render(
      <AppErrorBoundary>
        <Bomb />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '문제가 발생했습니다' })).toBeVisible();
    expect(screen.getByText(/죄송합니다/)).toBeVisible();
    expect(screen.getByTestId('crash-message')).toHaveTextContent('렌더링 실패: 900101-1234567');
    const errorId = screen.getByTestId('crash-error-id').textContent ?? '';
    expect(errorId).toMatch(/^web-/);
    const stack = screen.getByText('스택 트레이스 보기').closest('details')!;
    expect(stack.open).toBe(false);
    // The error's own stack (where it was thrown), then React's component stack (which component).
    expect(stack.querySelector('pre')?.textContent).toContain('crash-screen.test.tsx');
    expect(stack.querySelector('pre')?.textContent).toMatch(/컴포넌트 스택:[\s\S]*Bomb/);
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeVisible();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');

    // Reported once (logged with the same id, RRN masked).
    const logged = logger.entries().filter((e) => e.level === 'error');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ errorId, message: '렌더링 실패: 900101-1******' });
  });

  it('다시 시도 resets the boundary', () => {
    render(
      <AppErrorBoundary>
        <Bomb />
      </AppErrorBoundary>,
    );
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByText('복구됨')).toBeVisible();
  });

  it('isolated: no 홈으로, a section heading, the rest of the page stays', () => {
    render(
      <main>
        <h1>직원 목록</h1>
        <AppErrorBoundary isolated>
          <Bomb />
        </AppErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '직원 목록' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '문제가 발생했습니다' })).toBeVisible();
    expect(screen.queryByRole('link', { name: '홈으로' })).toBeNull();
  });

  it('resets when a reset key changes', () => {
    function Harness() {
      const [key, setKey] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setKey((k) => k + 1)}>
            다른 페이지
          </button>
          <AppErrorBoundary isolated resetKeys={[key]}>
            <Bomb />
          </AppErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('heading', { name: '문제가 발생했습니다' })).toBeVisible();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: '다른 페이지' }));
    expect(screen.getByText('복구됨')).toBeVisible();
  });

  it("copy buttons copy and say '복사됨!' for 2 s; the full debug copy has message, id, stack, URL, browser, time and logs", async () => {
    vi.useFakeTimers();
    const writeText = mockClipboard();
    logger.info('직원 목록 화면 진입', { token: 'secret-token' });
    const error = new Error('표시 실패');
    render(<CrashScreen error={error} errorId="web-test-1" />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '오류 ID 복사' }));
    });
    expect(writeText).toHaveBeenLastCalledWith('web-test-1');
    expect(screen.getByRole('button', { name: '복사됨!' })).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(1_999);
    });
    expect(screen.getByRole('button', { name: '복사됨!' })).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('button', { name: '복사됨!' })).toBeNull();
    expect(screen.getByRole('button', { name: '오류 ID 복사' })).toBeVisible();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '메시지 복사' }));
    });
    expect(writeText).toHaveBeenLastCalledWith('표시 실패');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '전체 디버그 정보 복사' }));
    });
    const debug = writeText.mock.calls.at(-1)?.[0] ?? '';
    expect(debug).toContain('오류 ID: web-test-1');
    expect(debug).toContain('메시지: 표시 실패');
    expect(debug).toContain(`URL: ${location.href}`);
    expect(debug).toContain(`브라우저: ${navigator.userAgent}`);
    expect(debug).toMatch(/시간: \d{4}-\d{2}-\d{2}T/);
    expect(debug).toContain(error.stack!.split('\n')[0]!);
    expect(debug).toContain('직원 목록 화면 진입');
    expect(debug).not.toContain('secret-token');
  });

  it('reports by itself when given no error id (route error element)', async () => {
    render(<CrashScreen error="문자열 오류" />);
    expect(screen.getByTestId('crash-message')).toHaveTextContent('문자열 오류');
    const shownId = screen.getByTestId('crash-error-id').textContent;
    expect(logger.entries().at(-1)).toMatchObject({ level: 'error', errorId: shownId });
  });
});
