import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyResponse } from './api/api-error';
import {
  clearErrorToasts,
  createErrorToastQueue,
  showAuthError,
  showEmployeeListFailed,
  showEmployeeLoadFailed,
  showNetworkError,
  type ErrorToastDisplay,
} from './toast';

function harness() {
  const shown: ErrorToastDisplay[] = [];
  const dismissed: string[] = [];
  const queue = createErrorToastQueue({ show: (t) => shown.push(t), dismiss: (id) => dismissed.push(id) });
  const close = () => shown.at(-1)!.onClose();
  return { shown, dismissed, queue, close };
}

describe('error toast layer: one at a time (spec 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first error at once and queues the next until it closes, plus the 200 ms removal delay', () => {
    const { shown, queue, close } = harness();
    queue.push({ title: 'A', description: 'a', duration: 4_000 });
    queue.push({ title: 'B', description: 'b', duration: 4_000 });
    expect(shown.map((t) => t.title)).toEqual(['A']);
    expect(queue.snapshot()).toEqual({ visible: { title: 'A', description: 'a' }, queued: [{ title: 'B', description: 'b', duration: 4_000 }] });

    close();
    queue.push({ title: 'C', duration: 4_000 }); // arrives during the removal delay: waits too
    vi.advanceTimersByTime(199);
    expect(shown.map((t) => t.title)).toEqual(['A']);
    vi.advanceTimersByTime(1);
    expect(shown.map((t) => t.title)).toEqual(['A', 'B']);
    close();
    vi.advanceTimersByTime(200);
    expect(shown.map((t) => t.title)).toEqual(['A', 'B', 'C']);
    close();
    vi.advanceTimersByTime(200);
    expect(queue.snapshot()).toEqual({ visible: null, queued: [] });
  });

  it('drops duplicates of the visible or a waiting toast, and keeps at most 3 waiting', () => {
    const { shown, queue } = harness();
    queue.push({ title: 'A', duration: 4_000 });
    queue.push({ title: 'A', duration: 4_000 });
    for (const title of ['B', 'C', 'B', 'D', 'E']) queue.push({ title, duration: 4_000 });
    expect(shown).toHaveLength(1);
    expect(queue.snapshot().queued.map((t) => t.title)).toEqual(['C', 'D', 'E']);
  });

  it('a stale close does nothing; a toast whose close never comes is dismissed by the watchdog', () => {
    const { shown, dismissed, queue } = harness();
    queue.push({ title: 'A', duration: 1_000 });
    queue.push({ title: 'B', duration: 1_000 });
    const first = shown[0]!;
    vi.advanceTimersByTime(31_000);
    expect(dismissed).toEqual([first.id]);
    vi.advanceTimersByTime(200);
    expect(shown.map((t) => t.title)).toEqual(['A', 'B']);
    first.onClose(); // late callback of A: ignored
    expect(queue.snapshot().visible?.title).toBe('B');
  });
});

describe('preset toasts (spec 8.2)', () => {
  let calls: Array<[unknown, { description?: unknown; duration?: unknown }]>;
  beforeEach(() => {
    calls = [];
    vi.spyOn(toast, 'error').mockImplementation((title, options) => {
      calls.push([title, { description: options?.description, duration: options?.duration }]);
      options?.onAutoClose?.({ id: options.id ?? 0 } as never);
      return 0;
    });
    vi.useFakeTimers();
  });
  afterEach(() => {
    clearErrorToasts();
    vi.useRealTimers();
  });

  it('network and auth', () => {
    showNetworkError();
    vi.advanceTimersByTime(200);
    showAuthError();
    expect(calls).toEqual([
      ['네트워크 오류', { description: '인터넷 연결을 확인해주세요.', duration: 4_000 }],
      ['인증 오류', { description: '다시 로그인해주세요.', duration: 4_000 }],
    ]);
  });

  it('employee detail (8 s) and list (6 s): database text for MongoDB/database details, else a temporary problem', () => {
    const mongo = classifyResponse({ status: 500, body: { code: 'INTERNAL_ERROR', details: { type: 'MongoDB' } } });
    const other = classifyResponse({ status: 500, body: null });
    showEmployeeLoadFailed(mongo);
    vi.advanceTimersByTime(200);
    showEmployeeLoadFailed(other);
    vi.advanceTimersByTime(200);
    showEmployeeListFailed(mongo);
    vi.advanceTimersByTime(200);
    showEmployeeListFailed(other);
    expect(calls.map(([title, o]) => [title, o.duration])).toEqual([
      ['직원 정보 로딩 실패', 8_000],
      ['직원 정보 로딩 실패', 8_000],
      ['직원 목록 로딩 실패', 6_000],
      ['직원 목록 로딩 실패', 6_000],
    ]);
    expect(calls[0]![1].description).toContain('데이터베이스 연결');
    expect(calls[1]![1].description).toContain('일시적인 문제');
    expect(calls[2]![1].description).toContain('데이터베이스 연결');
    expect(calls[3]![1].description).toContain('일시적인 문제');
  });
});
