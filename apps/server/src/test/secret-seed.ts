import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, body, createTestUser, requester, type TestApp } from './app';

/** The secret values a seed used, to look for afterwards. */
export type SeededSecrets = { rrns: string[]; salaries: string[]; bankAccounts: string[]; passwords: string[]; tokens: string[] };
/** What a seed stored in plain on purpose (the people's e-mail addresses): a scan that finds none read nothing. */
export type Seeded = { secrets: SeededSecrets; controls: SeededSecrets };

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const passphrase = () => `${randomBytes(9).toString('base64url')}-saram-${digits(4)}`;

/**
 * Fills an app through its API the way a company would: accounts signed in with passwords (and one
 * wrong one), a password change, a refresh, an API token used, employees with RRNs, salaries and bank
 * accounts (created, updated, an RRN revealed), a resignation filed and approved (mails to HR and back).
 * Every secret is random, so finding one later means it leaked from this run.
 */
export async function seedSecrets(t: TestApp): Promise<Seeded> {
  const api = requester(t);
  const s: SeededSecrets = { rrns: [], salaries: [], bankAccounts: [], passwords: [], tokens: [] };
  const emails: string[] = [];
  const signIn = async (loginId: string, password: string) => {
    const res = await api('POST', '/api/mongo/admin/login', {}, { loginId, password });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = body(res);
    s.tokens.push(token.access_token, token.refresh_token);
    return bearer(token.access_token);
  };

  const adminPassword = passphrase();
  const hrPassword = passphrase();
  s.passwords.push(adminPassword, hrPassword);
  await createTestUser(t, 'seed.admin', ['admin'], { password: adminPassword });
  await createTestUser(t, 'seed.hr', ['hr_manager'], { password: hrPassword });
  const wrong = passphrase();
  s.passwords.push(wrong);
  expect((await api('POST', '/api/mongo/admin/login', {}, { loginId: 'seed.hr', password: wrong })).statusCode).toBe(401);
  const admin = await signIn('seed.admin', adminPassword);
  let hr = await signIn('seed.hr', hrPassword);

  const newPassword = passphrase();
  s.passwords.push(newPassword);
  const changed = await api('PUT', '/api/mongo/users/me/password', hr, { currentPassword: hrPassword, newPassword });
  expect(changed.statusCode, changed.body).toBe(204);
  hr = await signIn('seed.hr', newPassword);
  const refreshed = await api('POST', '/api/mongo/admin/refresh', {}, { refresh_token: s.tokens.at(-1) });
  expect(refreshed.statusCode, refreshed.body).toBe(200);
  s.tokens.push(body(refreshed).token.access_token, body(refreshed).token.refresh_token);

  const issued = await api('POST', '/api/mongo/admin/api-tokens', admin, { name: '급여 연동', scopes: ['employees:read'], expiresInDays: 30 });
  expect(issued.statusCode, issued.body).toBe(201);
  const apiToken: string = body(issued).token;
  s.tokens.push(apiToken, apiToken.slice('saram_'.length));

  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const rrn = `${['850314', '920728', '010101'][i]}-${i === 2 ? 3 : 2}${digits(6)}`;
    const salary = `${5 + i}${digits(7)}`;
    const bank = `${digits(3)}-${digits(6)}-${digits(5)}`;
    s.rrns.push(rrn, rrn.replace('-', ''));
    s.salaries.push(salary, Number(salary).toLocaleString('en-US'));
    s.bankAccounts.push(bank, bank.replaceAll('-', ''));
    emails.push(`seed${i}.${digits(6)}@example.com`);
    const res = await api('POST', '/api/mongo/employees', hr, {
      employee: { person_name: `비밀${i}`, employee_number: `S${digits(6)}`, hire_date: '2024-03-04', work_form: '정규직' },
      person: { email: emails[i], contact: '010-1234-5678', rrn },
      salary: { base_salary: `${Number(salary).toLocaleString('en-US')}원` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { _id: id, version } = body(res);
    ids.push(id);
    const banked = await api('PUT', `/api/mongo/employees/${id}`, hr, { version, personal: { bankAccount: { bankName: '국민은행', accountNumber: bank, accountHolder: `비밀${i}` } } });
    expect(banked.statusCode, banked.body).toBe(200);
  }
  // A raise (the audit row's before and after) and an RRN read back in full.
  const raise = `9${digits(7)}`;
  s.salaries.push(raise, Number(raise).toLocaleString('en-US'));
  const current = body(await api('GET', `/api/mongo/employees/${ids[0]}`, hr));
  const updated = await api('PUT', `/api/mongo/employees/${ids[0]}`, hr, { version: current.version, salary: { baseSalary: Number(raise) } });
  expect(updated.statusCode, updated.body).toBe(200);
  const revealed = await api('POST', `/api/mongo/employees/${ids[1]}/reveal`, hr, { field: 'rrn', reason: '4대보험 신고' });
  expect(revealed.statusCode, revealed.body).toBe(200);
  expect((await api('GET', `/api/mongo/employees/${ids[0]}`, bearer(apiToken))).statusCode).toBe(200);

  const filed = await api('POST', '/api/mongo/resignations', hr, { employee_id: ids[2], lastWorkingDate: '2027-03-31', resignationType: '자진퇴사', reason: '이직' });
  expect(filed.statusCode, filed.body).toBe(201);
  const approved = await api('PUT', `/api/mongo/resignations/${body(filed).id}/approve`, admin, {});
  expect(approved.statusCode, approved.body).toBe(200);
  return { secrets: s, controls: { rrns: [], salaries: [], bankAccounts: [], passwords: [], tokens: emails } };
}

/** Each value as it could be written: plain, base64 (unpadded), base64url, hex, URL-encoded, UTF-16. */
export function encodings(value: string): Buffer[] {
  const utf8 = Buffer.from(value);
  const texts = [value, utf8.toString('base64').replace(/=+$/, ''), utf8.toString('base64url'), utf8.toString('hex'), utf8.toString('hex').toUpperCase(), encodeURIComponent(value)];
  return [...new Set(texts)].map((text) => Buffer.from(text)).concat(Buffer.from(value, 'utf16le'));
}

/** The secrets found in `haystack`, by kind and value. */
export function leaks(secrets: SeededSecrets, haystack: Buffer): string[] {
  const found: string[] = [];
  for (const [kind, values] of Object.entries(secrets)) {
    for (const value of values as string[]) {
      if (encodings(value).some((needle) => haystack.includes(needle))) found.push(`${kind}: ${value}`);
    }
  }
  return found;
}
