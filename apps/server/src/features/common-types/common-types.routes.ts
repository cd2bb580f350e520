import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonTypeEndpoints as endpoints } from '@saram/shared/common-types/common-types.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import * as codes from './common-types.service';

/** Spec 7.5: 공통 코드 (list, the start-up fetch of active codes, create, update, deactivate, hard delete). */
export const commonTypeRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const tags = ['common-types'];
  route(app, endpoints.list, { tags, summary: '공통 코드 목록 (group_type, active, search)' }, async (request) => ({
    data: await codes.listCommonTypes(db, request.actor, request.query),
  }));
  route(app, endpoints.active, { tags, summary: '활성 공통 코드 (앱 시작 시 한 번 받아 그룹별로 보관)' }, async () => ({
    data: await codes.activeCommonTypes(db),
  }));
  route(app, endpoints.create, { tags, summary: '공통 코드 추가' }, async (request) => codes.createCommonType(db, request.actor, request.body));
  route(app, endpoints.update, { tags, summary: '공통 코드 수정 (이름, 순서, 설명, 활성 여부; version 필요)' }, async (request) =>
    codes.updateCommonType(db, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.deactivate, { tags, summary: '공통 코드 비활성화' }, async (request) => codes.deactivateCommonType(db, request.actor, request.params.id));
  route(app, endpoints.hardDelete, { tags, summary: '공통 코드 완전 삭제 (사용 중이면 409)' }, async (request) => {
    await codes.hardDeleteCommonType(db, request.actor, request.params.id);
  });
};
