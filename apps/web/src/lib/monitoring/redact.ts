/**
 * Removes secrets from anything the client logs or reports (spec 9: sensitive keys redacted).
 * Keys: password, token, rrn, authorization, cookie, secret and their variants (refresh_token,
 * access_token, newPassword, x-access-token ...) → '[REDACTED]'. Strings: resident registration
 * numbers are masked as 900101-1******, bearer tokens and JWTs are replaced.
 */

export const redactedValue = '[REDACTED]';

const sensitiveKey = /pass(?:word|wd)|token|secret|authorization|cookie|^rrn$|rrn[^a-z]|^rrn|residentregistration|code_?verifier/i;

/**
 * 900101-1234567 or 9001011234567 anywhere in a string, also glued to letters (URL-encoded text such
 * as `%7B900101-1234567%7D`): digits on either side are the only thing that rules a match out.
 */
const rrnPattern = /(?<!\d)(\d{6})-?([1-8])\d{6}(?!\d)/g;
const bearerPattern = /\bBearer\s+[\w.~+/-]+=*/gi;
const jwtPattern = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}\b/g;
/** Secrets in URLs: ?token=..., &refresh_token=..., &code=... (SSO), &password=... */
const sensitiveQuery = /([?&#](?:code|state|token|access_token|refresh_token|password|rrn)=)[^&#\s]*/gi;

export function isSensitiveKey(key: string): boolean {
  return sensitiveKey.test(key);
}

export function redactText(text: string): string {
  return text
    .replace(rrnPattern, '$1-$2******')
    .replace(bearerPattern, `Bearer ${redactedValue}`)
    .replace(jwtPattern, redactedValue)
    .replace(sensitiveQuery, `$1${redactedValue}`);
}

/** A copy of `value` with secrets removed, at any depth (cycles and very deep values cut short). */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[…]';
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (value instanceof Error) {
    return { name: value.name, message: redactText(value.message), stack: value.stack ? redactText(value.stack) : undefined };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) ? redactedValue : redact(item, depth + 1, seen);
  }
  return out;
}
