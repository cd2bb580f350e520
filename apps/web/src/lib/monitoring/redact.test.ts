import { describe, expect, it } from 'vitest';
import { redact, redactText } from './redact';

describe('redaction (spec 9: sensitive keys redacted)', () => {
  it('replaces sensitive keys at any depth', () => {
    const input = {
      password: 'p',
      token: 't',
      rrn: '900101-1234567',
      Authorization: 'Bearer abc',
      cookie: 'sid=1',
      refresh_token: 'r',
      access_token: 'a',
      newPassword: 'n',
      'x-access-token': 'h',
      nested: { list: [{ refreshToken: 'x', name: '김민수' }] },
      keep: 'visible',
    };
    expect(redact(input)).toEqual({
      password: '[REDACTED]',
      token: '[REDACTED]',
      rrn: '[REDACTED]',
      Authorization: '[REDACTED]',
      cookie: '[REDACTED]',
      refresh_token: '[REDACTED]',
      access_token: '[REDACTED]',
      newPassword: '[REDACTED]',
      'x-access-token': '[REDACTED]',
      nested: { list: [{ refreshToken: '[REDACTED]', name: '김민수' }] },
      keep: 'visible',
    });
    expect(input.password).toBe('p'); // a copy, the input is untouched
  });

  it('masks RRN-shaped strings, bearer tokens, JWTs and secrets in URLs', () => {
    expect(redactText('주민번호 900101-1234567 와 8505052345678')).toBe('주민번호 900101-1****** 와 850505-2******');
    expect(redactText('Authorization: Bearer eyJabc.def.ghi')).toBe('Authorization: Bearer [REDACTED]');
    expect(redactText('t=eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl')).toBe('t=[REDACTED]');
    expect(redactText('/auth/google/callback?code=abc&state=xyz&x=1')).toBe(
      '/auth/google/callback?code=[REDACTED]&state=[REDACTED]&x=1',
    );
    expect(redactText('args[]=%7B900101-1234567%7D')).toBe('args[]=%7B900101-1******%7D');
    expect(redactText('전화 010-1234-5678, 주문 12345678901234')).toBe('전화 010-1234-5678, 주문 12345678901234');
  });

  it('survives cycles and errors', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(redact(cyclic)).toEqual({ a: 1, self: '[Circular]' });
    expect(redact(new Error('rrn 900101-1234567'))).toMatchObject({ name: 'Error', message: 'rrn 900101-1******' });
  });
});
