import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CertificateKind } from '@saram/shared/certificates/certificates';
import type { Db, Tx } from '../../db/client';
import { certificates } from '../../db/schema/certificates';
import { corporations } from '../../db/schema/corporate-structure';
import { employees } from '../../db/schema/employees';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeInScope } from '../../lib/auth/employee-scope.repo';

/** Issued certificates (insert-only), and what they print of the person, their corporation and its seal. */

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;

const inScope = (scope: EmployeeScope) =>
  employeeInScope(scope, sql`array[${employees.id}, ${employees.corporationId}, ${employees.divisionId}, ${employees.headquartersId}, ${employees.teamId}, ${employees.partId}]`);

/** The person as a certificate prints them, if the scope reaches them. */
export async function person(db: Db | Tx, id: string, scope: EmployeeScope) {
  const [row] = await db
    .select({
      id: employees.id,
      name: employees.nameKor,
      employeeNo: employees.employeeNo,
      birthDate: sql<string>`coalesce(${employees.record}->'personal'->>'birthDate', '')`,
      address: employees.address,
      division: employees.division,
      headquarters: employees.headquarters,
      team: employees.team,
      part: employees.part,
      jobGrade: employees.jobGrade,
      jobTitle: employees.jobTitle,
      jobFunction: employees.jobFunction,
      employmentStatus: employees.employmentStatus,
      hireDate: employees.hireDate,
      terminationDate: employees.terminationDate,
      anonymizedAt: employees.anonymizedAt,
      corporationId: employees.corporationId,
      insuranceCorp: employees.insuranceCorp,
      corporation: corporations.name,
      representative: corporations.representative,
    })
    .from(employees)
    .leftJoin(corporations, eq(corporations.id, employees.corporationId))
    .where(and(eq(employees.id, id), inScope(scope)));
  return row;
}
export type PersonRow = NonNullable<Awaited<ReturnType<typeof person>>>;

/** The next number of the year; the lock holds other issues of the same year until this transaction ends. */
export async function nextSequence(tx: Tx, year: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('certificates'), ${year})`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${certificates.sequence}), 0)::int` })
    .from(certificates)
    .where(eq(certificates.issueYear, year));
  return (row?.last ?? 0) + 1;
}

export async function insertCertificate(tx: Tx, row: NewCertificate): Promise<CertificateRow> {
  const [inserted] = await tx.insert(certificates).values(row).returning();
  return inserted!;
}

/** The printed content and purpose of these people's certificates (retention erases the person's values from them). */
export function contentsOf(tx: Tx, employeeIds: readonly string[]) {
  return tx
    .select({ id: certificates.id, employeeId: certificates.employeeId, content: certificates.content, purpose: certificates.purpose })
    .from(certificates)
    .where(inArray(certificates.employeeId, [...employeeIds]));
}

export async function setContent(tx: Tx, id: string, values: Pick<NewCertificate, 'content' | 'purpose'>): Promise<void> {
  await tx.update(certificates).set(values).where(eq(certificates.id, id));
}

const withPerson = { certificate: certificates, employeeNo: employees.employeeNo };

/** The person's certificates, newest first. */
export async function ofEmployee(db: Db, employeeId: string) {
  return db
    .select(withPerson)
    .from(certificates)
    .innerJoin(employees, eq(employees.id, certificates.employeeId))
    .where(eq(certificates.employeeId, employeeId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.number));
}

/** One certificate, if its person is the caller's own (`own`) or lies in the scope. */
export async function findVisible(db: Db, id: string, visible: { own: string | null; scope: EmployeeScope | undefined }) {
  const own = visible.own ? eq(certificates.employeeId, visible.own) : sql`false`;
  const reach: SQL = visible.scope === undefined ? own : sql`(${own} or ${inScope(visible.scope) ?? sql`true`})`;
  const [row] = await db
    .select(withPerson)
    .from(certificates)
    .innerJoin(employees, eq(employees.id, certificates.employeeId))
    .where(and(eq(certificates.id, id), reach));
  return row;
}

export async function findByNumber(db: Db, number: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.number, number));
  return row;
}

export type LogFilter = { employeeId?: string | undefined; kind?: CertificateKind | undefined; page: number; limit: number };

/** The issue log of the people in the scope, newest first. */
export async function log(db: Db, q: LogFilter, scope: EmployeeScope) {
  const where = and(
    inScope(scope),
    q.employeeId ? eq(certificates.employeeId, q.employeeId) : undefined,
    q.kind ? eq(certificates.kind, q.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withPerson)
      .from(certificates)
      .innerJoin(employees, eq(employees.id, certificates.employeeId))
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.number))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(certificates)
      .innerJoin(employees, eq(employees.id, certificates.employeeId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

