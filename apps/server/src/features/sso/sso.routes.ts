import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';

export const ssoRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
