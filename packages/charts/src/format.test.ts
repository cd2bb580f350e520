import { describe, expect, it } from 'vitest';
import { formatTick, formatValue } from './format';

describe('formatValue', () => {
  it('writes each format the way design.md does', () => {
    expect(formatValue(1234, 'count')).toBe('1,234명');
    expect(formatValue(12.5, 'percent')).toBe('12.5%');
    expect(formatValue(12.54, 'percent')).toBe('12.5%');
    expect(formatValue(3.25, 'years')).toBe('3.3년');
    expect(formatValue(14, 'months')).toBe('14개월');
    expect(formatValue(14, 'days')).toBe('14일');
    expect(formatValue(3_200_000, 'won')).toBe('3,200,000원');
    expect(formatValue(42_000_000, 'manwon')).toBe('4,200만원');
    expect(formatValue(3.8, 'score')).toBe('3.8점');
    expect(formatValue('2026-12-31', 'date')).toBe('2026.12.31');
    expect(formatValue('개발본부', 'text')).toBe('개발본부');
  });

  it('writes no value as a dash, and numbers sent as text as numbers', () => {
    expect(formatValue(null, 'count')).toBe('-');
    expect(formatValue(undefined, 'percent')).toBe('-');
    expect(formatValue('15', 'count')).toBe('15명');
    expect(formatValue('없음', 'count')).toBe('없음');
  });

  it('keeps axis ticks short', () => {
    expect(formatTick(50_000_000, 'won')).toBe('5,000만');
    expect(formatTick(1500, 'count')).toBe('1,500');
    expect(formatTick(7.5, 'percent')).toBe('7.5%');
  });
});
