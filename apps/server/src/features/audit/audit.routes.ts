import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEndpoints as endpoints } from '@saram/shared/audit/audit.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { attachment } from '../../lib/http/files';
import { route } from '../../lib/http/route';
import * as audit from './audit.service';
import { xlsxContentType } from '../../lib/documents/spreadsheet';


export const auditRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const tags = ['admin'];
  route(app, endpoints.auditLogs, { tags, summary: '감사 로그 (최신순, cursor로 다음 페이지)' }, async ({ query }) => audit.auditLogs(db, query));
  route(app, endpoints.accessLogs, { tags, summary: '개인정보 접속기록 (최신순, cursor로 다음 페이지)' }, async ({ query }) => audit.accessLogs(db, query));
  route(app, endpoints.accessExport, { tags, summary: '개인정보 접속기록 Excel 내려받기 (사유 필수, 내려받기도 접속기록)' }, async (request, reply) => {
    const file = await audit.exportAccessLogs(db, request.actor, request.query);
    return reply.header('content-type', xlsxContentType).header('content-disposition', attachment(file.filename, 'access-log.xlsx')).send(file.body);
  });
  route(app, endpoints.accessReview, { tags, summary: '접속기록 월간 점검 (건수와 서명)' }, async ({ params }) => audit.accessReview(db, params.month));
  route(app, endpoints.signOff, { tags, summary: '접속기록 월간 점검 서명 (달마다 한 번)' }, async ({ actor, params, body }) =>
    audit.signOff(db, actor, params.month, body?.comment),
  );
  route(app, endpoints.actors, { tags, summary: '감사 기록 검색용 계정 찾기' }, async ({ query }) => ({ data: await audit.lookupActors(db, query.q) }));
  route(app, endpoints.subjects, { tags, summary: '접속기록 검색용 정보주체(직원) 찾기' }, async ({ query }) => ({ data: await audit.lookupSubjects(db, query.q) }));
};
