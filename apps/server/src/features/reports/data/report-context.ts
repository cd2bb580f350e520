import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import type * as repo from './report-data.repo';

/** What each report's function gets (report-registry.ts): the period, the caller and the population they may see. */
export type ReportContext = {
  db: Db;
  actor: Actor;
  now: Date;
  /** Today in Asia/Seoul (ISO). */
  today: string;
  from: string;
  to: string;
  /** 'YYYY-MM' of the period's months. */
  months: string[];
  population: repo.Population;
  employeeId: string | null;
  employeeName: string | null;
  /** The filters as the request gave them, for access records. */
  query: Record<string, unknown>;
  /** The field key (secrets.encryptionKey): only the compensation report opens salaries. */
  encryptionKey: Buffer | null;
};
