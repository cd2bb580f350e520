import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateEndpoints as endpoints } from '@saram/shared/certificates/certificates.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { attachment } from '../../lib/http/files';
import { routeLimit } from '../../lib/http/rate-limit';
import { route } from '../../lib/http/route';
import * as certificates from './certificates.service';

/** 재직·경력증명서: issue (own or HR), the issue log, the PDF, and the public check (rate-limited per address). */
export const certificateRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, secrets, config, clock }) => {
  const deps: certificates.Deps = { db, key: secrets.encryptionKey, publicUrl: config.publicUrl };
  const now = () => clock?.() ?? new Date();
  const tags = ['certificates'];
  const limit = routeLimit(app, { max: 20, timeWindow: 600_000 });

  route(app, endpoints.issueMine, { tags, summary: '내 재직·경력증명서 발급 (고른 항목만 기재)' }, async (request) =>
    certificates.issueMine(deps, request.actor, request.body, now()),
  );
  route(app, endpoints.listMine, { tags, summary: '내가 발급받은 증명서' }, async (request) => certificates.listMine(deps, request.actor));
  route(app, endpoints.issue, { tags, summary: '직원의 재직·경력증명서 발급 (인사 담당자, 범위 안의 직원)' }, async (request) =>
    certificates.issue(deps, request.actor, request.body, now()),
  );
  route(app, endpoints.log, { tags, summary: '증명서 발급 대장 (발급번호, 대상, 항목, 용도, 발급자)' }, async (request) =>
    certificates.log(deps, request.actor, request.query),
  );
  route(app, endpoints.file, { tags, summary: '증명서 PDF (본인 또는 범위 안의 인사 담당자, 다운로드 기록)' }, async (request, reply) => {
    const file = await certificates.file(deps, request.actor, request.params.id);
    return reply.header('content-type', 'application/pdf').header('content-disposition', attachment(file.filename, 'certificate.pdf')).send(file.body);
  });
  route(
    app,
    endpoints.verify,
    { tags, summary: '증명서 진위 확인 (로그인 없이, 발급번호와 확인 코드)', description: '틀린 코드와 없는 발급번호는 같은 404. 주소별 10분에 20회.', bodyLimit: 1024 },
    async (request, reply) => {
      await limit(request, reply);
      return certificates.verify(deps, request.actor, request.body);
    },
  );
};
