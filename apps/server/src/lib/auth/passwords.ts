import { hash, verify } from '@node-rs/argon2';
import { commonPasswords } from './common-passwords';

export const passwordPolicy = { minLength: 12, maxLength: 256 } as const;

/** security.md: 12+ characters, long ones accepted, no class rules, no well-known passwords. */
export function checkPassword(password: string, context: { loginId?: string } = {}): string | null {
  const length = [...password].length;
  if (length < passwordPolicy.minLength) return `비밀번호는 ${passwordPolicy.minLength}자 이상이어야 합니다.`;
  if (length > passwordPolicy.maxLength) return `비밀번호는 ${passwordPolicy.maxLength}자 이하여야 합니다.`;
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower) || new Set(lower).size <= 2) {
    return '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 사용해주세요.';
  }
  if (context.loginId && lower.includes(context.loginId.toLowerCase()) && context.loginId.length >= 4) {
    return '비밀번호에 로그인 ID를 포함할 수 없습니다.';
  }
  return null;
}

// argon2id (the library's default algorithm) with its default memory and time costs.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so that unknown accounts take as long as known ones. */
export async function burnVerify(password: string): Promise<false> {
  dummyHash ??= hashPassword('saram-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
