import { z } from 'zod';

/** Performance evaluations: the field schemas every evaluation request shares. */

export const idSchema = z.uuid({ error: 'ID 형식이 올바르지 않습니다.' });
export const nameSchema = (what: string, max = 100) =>
  z.string({ error: `${what}을(를) 입력해주세요.` }).trim().min(1, `${what}을(를) 입력해주세요.`).max(max, `${what}은(는) ${max}자 이하로 입력해주세요.`);
export const descriptionSchema = z.string().trim().max(2000, '설명은 2000자 이하로 입력해주세요.');
export const versionSchema = z.number({ error: '버전(version)이 필요합니다.' }).int().min(1);
