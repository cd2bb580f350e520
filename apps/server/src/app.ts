import '@saram/shared/zod-ko.schemas';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authenticate } from './lib/auth/authenticate';
import { errorAnswer, registerErrorHandler } from './lib/http/error-handler';
import { AppError } from './lib/errors';
import { maxJsonDepth, nestsDeeperThan } from './lib/http/json-depth';
import { createWebIndex } from './lib/http/web-index';
import { loggerOptions } from './lib/logger';
import type { DestinationStream } from 'pino';
import type { AppDeps, RouteEntry } from './lib/http/feature-deps';
import { registerJsonCompression } from './lib/http/compress-json';
import { registerRateLimit } from './lib/http/rate-limit';
import { registerSecurityHeaders } from './lib/http/security-headers';
import { accountRoutes } from './features/auth/accounts.routes';
import { authRoutes } from './features/auth/auth.routes';
import { corporateStructureRoutes } from './features/corporate-structure/corporate-structure.routes';
import { employeeFileRoutes } from './features/employees/files/employee-files.routes';
import { employeeRoutes } from './features/employees/employees.routes';
import { organizationRoutes } from './features/organization/organization.routes';
import { accessRequestRoutes } from './features/access-requests/access-requests.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { healthRoutes } from './features/health/health.routes';
import { searchRoutes } from './features/search/search.routes';
import { ssoRoutes } from './features/sso/sso.routes';
import { telemetryRoutes } from './features/telemetry/telemetry.routes';
import { tokenRoutes } from './features/tokens/tokens.routes';
import { commonTypeRoutes } from './features/common-types/common-types.routes';
import { roleRuleRoutes } from './features/role-rules/role-rules.routes';
import { rbacRoutes } from './features/rbac/rbac.routes';
import { checklistRoutes } from './features/checklists/checklists.routes';
import { mailRoutes } from './features/mail/mail.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { recruitmentRoutes } from './features/recruitment/recruitment.routes';
import { resignationRoutes } from './features/resignations/resignations.routes';
import { certificateRoutes } from './features/certificates/certificates.routes';
import { appointmentRoutes } from './features/appointments/appointments.routes';
import { createTestClock, registerTestClock } from './lib/http/test-clock';
import { hrDashboardRoutes } from './features/dashboard/hr-dashboard.routes';
import { myDashboardRoutes } from './features/dashboard/my-dashboard.routes';
import { retentionRoutes } from './features/retention/retention.routes';
import { evaluationRoutes } from './features/evaluations/evaluations.routes';
import { reportDataRoutes } from './features/reports/data/report-data.routes';
import { reportCenterRoutes } from './features/reports/center/report-center.routes';
import { reportExportRoutes } from './features/reports/center/report-export.routes';
import { reportBuilderRoutes } from './features/reports/builder/builder.routes';
import { registerWebhookRelay, webhookRoutes } from './features/webhooks/webhooks.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { createJobRunner, type JobRunner } from './lib/jobs/jobs';
import { createMailer, type Mailer } from './lib/jobs/mailer';


declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** Every /api route with the access it declares (walked by the route-permission test). */
    routeTable: readonly RouteEntry[];
    /** The background job runner (started on ready when JOBS_ENABLED) and the mailer. */
    jobs: JobRunner;
    mailer: Mailer;
  }
}

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const hopCount = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDeps & { logger?: boolean; logStream?: DestinationStream }): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.logLevel, deps.logStream),
    bodyLimit: config.bodyLimit,
    // A hop count as Express counts it (Fastify 5.12 ignores numbers): the socket's peer and the n - 1 proxies
    // before it are believed, so the client is the X-Forwarded-For entry the farthest proxy added.
    trustProxy: typeof config.trustProxy === 'number' ? hopCount(config.trustProxy) : config.trustProxy,
    requestTimeout: 30_000,
    forceCloseConnections: 'idle',
    genReqId: () => crypto.randomUUID(),
    // A path Fastify's router refuses (a parameter past maxParamLength, broken percent-encoding) gets the
    // same error answer as any other refusal, not Fastify's own English body.
    frameworkErrors: (err, request, reply) => {
      const { status, body } = errorAnswer(err, request);
      void (reply as FastifyReply).status(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The spec's client posts some calls (refresh, logout, extend) as JSON with an empty body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') return done(null, undefined);
    if (nestsDeeperThan(text, maxJsonDepth)) {
      const message = `요청 본문의 중첩이 너무 깊습니다(최대 ${maxJsonDepth}단계).`;
      return done(new AppError('VALIDATION_ERROR', message, { fields: { body: message }, location: 'body' }));
    }
    parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const hasWeb = existsSync(webDist);
  registerErrorHandler(app, { spaFallback: hasWeb, indexPage: hasWeb ? createWebIndex(webDist) : null });
  await registerSecurityHeaders(app);
  await registerRateLimit(app);
  registerJsonCompression(app);

  // Every /api route must say who may call it; a route without a declaration does not start.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: config.apiDocsPublic ? 'public' : 'session' };
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
  });

  // On shutdown, answers still in flight close their keep-alive connection, so close() can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  // Cookies matter only to refresh and logout, which parse them themselves.
  await app.register(cookie, { hook: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Saram API',
        description: 'Saram (사람) HR 정보 시스템 API. 오류 응답은 `{message, code, details, errorId}` 형식입니다.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authenticate, { database: deps.database, config, secrets: deps.secrets });

  const testClock = config.testClock ? createTestClock(deps.clock ?? (() => new Date())) : undefined;
  const clock = testClock?.now ?? deps.clock;
  const jobs = createJobRunner(deps.database, {
    pollSeconds: config.jobs.pollSeconds,
    scheduleCheckSeconds: config.jobs.scheduleCheckSeconds,
    log: app.log,
    ...(clock ? { clock } : {}),
  });
  const mailer = createMailer({ db: deps.database.db, jobs, mail: config.mail, log: app.log });
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  // Features define their jobs while they register; the runner starts once all are known.
  if (config.jobs.enabled) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });

  const featureDeps = { ...deps, ...(clock ? { clock } : {}), db: deps.database.db, jobs, mailer };
  registerWebhookRelay(app, featureDeps);
  await app.register(healthRoutes, featureDeps);
  await app.register(authRoutes, featureDeps);
  await app.register(accountRoutes, featureDeps);
  await app.register(ssoRoutes, featureDeps);
  await app.register(tokenRoutes, featureDeps);
  await app.register(rbacRoutes, featureDeps);
  await app.register(auditRoutes, featureDeps);
  await app.register(accessRequestRoutes, featureDeps);
  await app.register(telemetryRoutes, featureDeps);
  await app.register(searchRoutes, featureDeps);
  await app.register(corporateStructureRoutes, featureDeps);
  await app.register(organizationRoutes, featureDeps);
  await app.register(employeeRoutes, featureDeps);
  await app.register(employeeFileRoutes, featureDeps);
  await app.register(commonTypeRoutes, featureDeps);
  await app.register(roleRuleRoutes, featureDeps);
  await app.register(checklistRoutes, featureDeps);
  await app.register(mailRoutes, featureDeps);
  await app.register(onboardingRoutes, featureDeps);
  await app.register(recruitmentRoutes, featureDeps);
  await app.register(resignationRoutes, featureDeps);
  await app.register(certificateRoutes, featureDeps);
  await app.register(appointmentRoutes, featureDeps);
  await app.register(retentionRoutes, featureDeps);
  await app.register(evaluationRoutes, featureDeps);
  await app.register(myDashboardRoutes, featureDeps);
  await app.register(reportDataRoutes, featureDeps);
  await app.register(reportCenterRoutes, featureDeps);
  await app.register(reportExportRoutes, featureDeps);
  await app.register(reportBuilderRoutes, featureDeps);
  await app.register(hrDashboardRoutes, featureDeps);
  await app.register(webhookRoutes, featureDeps);
  if (testClock) registerTestClock(app, jobs, testClock);
  await app.register(notificationRoutes, featureDeps);

  if (hasWeb) await serveWebApp(app);
  return app;
}

/** One process serves the API and the built web app (unknown paths: see the not-found handler). */
async function serveWebApp(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

