import type { RouteAccess } from '@saram/shared/permissions';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobRunner } from '../jobs/jobs';
import type { Mailer } from '../jobs/mailer';
import type { Secrets } from '../auth/secrets';

export type AppDeps = { database: Database; config: Config; secrets: Secrets; /** Tests: the time job handlers see. */ clock?: () => Date };
/** What every feature's route plugin receives. */
export type FeatureDeps = AppDeps & { db: Database['db']; jobs: JobRunner; mailer: Mailer };
export type RouteEntry = { method: string; url: string; access: RouteAccess };
