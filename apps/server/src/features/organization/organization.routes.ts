import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { hierarchyToolRoutes } from './tools/hierarchy-tools.routes';
import { reportingLineRoutes } from './reporting/reporting.routes';
import { legacyOrganizationRoutes } from './legacy/legacy-organizations.routes';
import { taskForceRoutes } from './task-forces/task-forces.routes';
import { unitRoutes } from './units/units.routes';

/** The organisation feature: v1/organizational-hierarchy and the legacy organisations view of the same tree. */
export const organizationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  await app.register(unitRoutes, deps);
  await app.register(taskForceRoutes, deps);
  await app.register(hierarchyToolRoutes, deps);
  await app.register(legacyOrganizationRoutes, deps);
  await app.register(reportingLineRoutes, deps);
};
