import { describe, expect, it } from 'vitest';
import { guardedLookup, isPrivateAddress, refusedTarget } from './webhook-target';

describe('webhook targets (SSRF)', () => {
  it('knows loopback, private, link-local, CGNAT and mapped addresses', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '203.0.113.10', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses other schemes, credentials in the URL and private hosts unless allowed', () => {
    expect(refusedTarget('ftp://example.com', true)).toContain('http');
    expect(refusedTarget('https://user:pw@example.com', true)).toContain('비밀번호');
    expect(refusedTarget('http://127.0.0.1:8080/hook', false)).toContain('내부망');
    expect(refusedTarget('http://localhost/hook', false)).toContain('내부망');
    expect(refusedTarget('http://[::1]/hook', false)).toContain('내부망');
    expect(refusedTarget('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(refusedTarget('https://hooks.example.com/saram', false)).toBeNull();
  });

  it('refuses a name that resolves to a private address at connect time', async () => {
    const result = await new Promise<{ err: NodeJS.ErrnoException | null }>((resolve) =>
      guardedLookup(false)('localhost', { all: false }, (err) => resolve({ err })),
    );
    expect(result.err?.message).toContain('내부망');
  });
});
