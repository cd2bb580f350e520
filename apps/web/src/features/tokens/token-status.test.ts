import type { ApiToken } from '@saram/shared/tokens/api-tokens.schemas';
import { describe, expect, it } from 'vitest';
import { seoulDatePlus } from '../../lib/labels/seoul-dates';
import { tokenStatus } from './tokens-page';

const token = (over: Partial<ApiToken>): ApiToken => ({
  id: '1',
  name: 'ERP',
  prefix: 'saram_abcdef',
  userId: 'u',
  ownerLabel: '관리자 (admin)',
  scopes: ['admin:audit'],
  expiresAt: '2026-12-01T00:00:00Z',
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
  createdAt: '2026-11-01T00:00:00Z',
  ...over,
});

describe('API token list', () => {
  const now = Date.parse('2026-11-20T00:00:00Z');
  it('says whether a token works, expired or was revoked', () => {
    expect(tokenStatus(token({}), now).label).toBe('사용 중');
    expect(tokenStatus(token({ expiresAt: '2026-11-19T00:00:00Z' }), now).label).toBe('만료됨');
    expect(tokenStatus(token({ revokedAt: '2026-11-10T00:00:00Z' }), now).label).toBe('폐기됨');
  });

  it('counts expiry days in Asia/Seoul', () => {
    // 23:30 UTC is already the next day in Seoul.
    expect(seoulDatePlus(0, new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(seoulDatePlus(90, new Date('2026-11-24T12:00:00Z'))).toBe('2027-02-22');
  });
});
