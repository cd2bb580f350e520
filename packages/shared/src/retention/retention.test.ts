import { describe, expect, it } from 'vitest';
import { anonymizedName, maskName } from './retention';

describe('retention names', () => {
  it('masks the middle of a name, compound surnames included', () => {
    expect(maskName('김민수')).toBe('김*수');
    expect(maskName('남궁지연')).toBe('남**연');
    expect(maskName('이준')).toBe('이*');
    expect(maskName('김')).toBe('김');
    expect(maskName(' 박서준 ')).toBe('박*준');
  });

  it('names an anonymised record by its 사번', () => {
    expect(anonymizedName('R001')).toBe('퇴직자-R001');
  });
});
