import type { RouteAccess } from '@saram/shared/permissions';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Secrets } from './secrets';

export type AppDeps = { database: Database; config: Config; secrets: Secrets };
/** What every feature's route plugin receives. */
export type FeatureDeps = AppDeps & { db: Database['db'] };
export type RouteEntry = { method: string; url: string; access: RouteAccess };
