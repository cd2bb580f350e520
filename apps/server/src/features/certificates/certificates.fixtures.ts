import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { encryptField } from '../../lib/auth/crypto';
import type { TestApp } from '../../test/app';

/** Test data for certificates: a corporation with its representative, and people as the employees feature keeps them. */

export const rrn = '900101-1234567';
/** The RRN's back half: must appear in no answer and no PDF. */
export const rrnBack = '1234567';
/** A 1×1 PNG. */
export const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export async function insertCorporation(t: TestApp, name: string, representative: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into corporations (name, corporate_type, representative) values (${name}, 'OPERATING', ${representative}) returning id`,
  );
  return row!.id;
}

type Person = { name: string; no: string; corporationId: string; headquartersId?: string | null; retiredOn?: string };

export async function insertPerson(t: TestApp, p: Person): Promise<string> {
  const record = {
    personal: { birthDate: '1990-01-01', addressInfo: { zipcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층', extraAddress: '' } },
    organization: {},
  };
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into employees (employee_no, name_kor, hire_date, termination_date, employment_status, insurance_corp, corporation_id, division, team,
        job_grade, job_title, job_function, headquarters_id, rrn_enc, record)
      values (${p.no}, ${p.name}, '2020-03-02', ${p.retiredOn ?? null}, ${p.retiredOn ? '퇴직' : '재직'}, '사람주식회사', ${p.corporationId}, '경영지원본부', '인사팀',
        '과장', '팀원', '인사 기획', ${p.headquartersId ?? null}, ${encryptField(t.secrets.encryptionKey, rrn)}, ${JSON.stringify(record)}::jsonb)
      returning id`,
  );
  return row!.id;
}

export async function linkAccount(t: TestApp, loginId: string, employeeId: string): Promise<void> {
  await t.db.execute(sql`update users set employee_id = ${employeeId} where login_id = ${loginId}`);
}
