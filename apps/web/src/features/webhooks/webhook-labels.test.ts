import { describe, expect, it } from 'vitest';
import { answerText, deliveryStatus, eventsText } from './webhook-labels';

describe('webhook labels', () => {
  it('names a delivery by its state, a failed try with another coming as 재시도 중', () => {
    expect(deliveryStatus({ status: 'pending', attempts: 0 })).toEqual({ label: '전송 대기', tone: 'info' });
    expect(deliveryStatus({ status: 'pending', attempts: 2 })).toEqual({ label: '재시도 중 (2회 실패)', tone: 'warning' });
    expect(deliveryStatus({ status: 'succeeded', attempts: 1 })).toEqual({ label: '성공', tone: 'success' });
    expect(deliveryStatus({ status: 'failed', attempts: 6 })).toEqual({ label: '실패', tone: 'danger' });
  });

  it('shows the answer code and duration, or that none came', () => {
    expect(answerText({ responseCode: 200, durationMs: 1234, attempts: 1 })).toBe('200 · 1,234ms');
    expect(answerText({ responseCode: null, durationMs: 10_000, attempts: 1 })).toBe('응답 없음 · 10,000ms');
    expect(answerText({ responseCode: null, durationMs: null, attempts: 0 })).toBe('-');
  });

  it('lists events by their Korean names', () => {
    expect(eventsText(['employee.created', 'employee.retired'])).toBe('직원 등록 · 퇴직 처리');
  });
});
