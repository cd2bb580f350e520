import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hierarchyEndpoints as endpoints } from '@saram/shared/organization/organization.schemas';
import type { FeatureDeps } from '../../../lib/http/feature-deps';
import { route } from '../../../lib/http/route';
import { tags } from '../access';
import * as tree from '../tree/tree.service';
import * as units from './units.service';

/** v1/organizational-hierarchy: units, bulk, move, tree, path, children, ancestors, headcount. */
export const unitRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  route(app, endpoints.listUnits, { tags, summary: '조직 단위 목록 (필터)' }, async ({ query }) => units.listUnits(db, query));
  route(app, endpoints.createUnit, { tags, summary: '조직 단위 생성' }, async (request) => units.createUnit(db, request.actor, request.body));
  route(app, endpoints.bulkCreate, { tags, summary: '조직 단위 일괄 생성 (전부 성공 또는 전부 취소)' }, async (request) =>
    units.bulkCreate(db, request.actor, request.body.units),
  );
  route(app, endpoints.bulkUpdate, { tags, summary: '조직 단위 일괄 수정 (전부 성공 또는 전부 취소)' }, async (request) =>
    units.bulkUpdate(db, request.actor, request.body.units),
  );
  route(app, endpoints.bulkDelete, { tags, summary: '조직 단위 일괄 삭제 (전부 성공 또는 전부 취소)' }, async (request) =>
    units.bulkDelete(db, request.actor, request.body.ids),
  );
  route(app, endpoints.getUnit, { tags, summary: '조직 단위 상세' }, async ({ actor, params }) => units.getUnit(db, actor, params.id));
  route(app, endpoints.updateUnit, { tags, summary: '조직 단위 수정 (version 필수)' }, async (request) =>
    units.updateUnit(db, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.deleteUnit, { tags, summary: '조직 단위 삭제 (하위 조직·소속 직원이 없을 때만)' }, async (request) => {
    await units.deleteUnit(db, request.actor, request.params.id);
  });
  route(app, endpoints.moveUnit, { tags, summary: '조직 이동 (순환·레벨 위반 거부)' }, async (request) =>
    units.moveUnit(db, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.unitPath, { tags, summary: '최상위부터 이 조직까지의 경로' }, async ({ params }) => tree.unitPath(db, params.id));
  route(app, endpoints.unitChildren, { tags, summary: '하위 조직' }, async ({ params, query }) =>
    tree.unitChildren(db, params.id, query.includeInactive),
  );
  route(app, endpoints.unitAncestors, { tags, summary: '상위 조직 (최상위부터)' }, async ({ params }) => tree.unitAncestors(db, params.id));

  route(app, endpoints.tree, { tags, summary: '조직도 트리 (인원 포함 가능)' }, async (request, reply) => {
    // The answer comes serialised (and schema-checked) from the tree cache.
    const answer = await tree.unitTreeJson(db, request.query);
    void reply.header('etag', answer.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
    void reply.header('content-type', 'application/json; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(answer.gzipped());
    }
    return reply.send(answer.body);
  });

  route(app, endpoints.headcount, { tags, summary: '조직별 인원 분석' }, async ({ query }) => tree.headcountAnalysis(db, query));
};
