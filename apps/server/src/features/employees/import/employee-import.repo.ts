import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { chunks } from '../../../lib/data/batches';
import { employees } from '../../../db/schema/employees';
import type { EmployeeRow, EmployeeValues } from '../employee-record';

/** The set-based queries of the Excel import: a few statements for thousands of rows. */

/** Values per `in (...)` list, and rows per multi-row insert (well under 65,535 parameters). */
const listSize = 5000;
export const insertRows = 500;

/** Which of the given numbers are already held by a record. */
export async function takenEmployeeNos(tx: Tx, employeeNos: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks([...new Set(employeeNos)], listSize)) {
    const rows = await tx.select({ no: employees.employeeNo }).from(employees).where(inArray(employees.employeeNo, part));
    for (const r of rows) taken.add(r.no);
  }
  return taken;
}

/** Which of the given company e-mails (compared in lower case) are already held by a record. */
export async function takenEmails(tx: Tx, emails: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks([...new Set(emails.map((e) => e.toLowerCase()))], listSize)) {
    const rows = await tx
      .select({ email: sql<string>`lower(${employees.email})` })
      .from(employees)
      .where(and(inArray(sql`lower(${employees.email})`, part), sql`${employees.email} <> ''`));
    for (const r of rows) taken.add(r.email);
  }
  return taken;
}

/**
 * One multi-row insert that skips the rows another writer got to first (a 사번 or e-mail taken since
 * validation): the rows that come back were written, the others were not.
 */
export async function insertEmployeesSkippingTaken(tx: Tx, values: readonly EmployeeValues[]): Promise<EmployeeRow[]> {
  if (!values.length) return [];
  return tx.insert(employees).values([...values]).onConflictDoNothing().returning();
}
