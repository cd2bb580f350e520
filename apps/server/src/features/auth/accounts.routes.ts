import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints, userEndpoints } from '@saram/shared/auth/accounts.schemas';
import { errorBodySchema } from '@saram/shared/errors.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import * as accounts from './accounts.service';
import * as users from './users.service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** 관리자 ID 관리 and the user lookups of spec 7.10. */
export const accountRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const tags = ['accounts'];
  route(app, accountEndpoints.list, { tags, summary: '관리자 ID 목록 (연결된 직원, 권한, 잠김, 마지막 로그인)' }, async (request) =>
    accounts.list(db, request.query.q),
  );
  route(
    app,
    accountEndpoints.create,
    { tags, summary: '관리자 ID 생성', description: '직원에 연결된 계정. 초기 비밀번호(다음 로그인 때 변경) 또는 SSO 전용.', responses: errors },
    async (request) => accounts.create(db, request.actor, request.body),
  );
  route(
    app,
    accountEndpoints.setActive,
    { tags, summary: '계정 사용 중지·재개', description: '중지하면 그 계정의 모든 세션이 즉시 끝납니다. 자기 자신은 중지할 수 없습니다(409).', responses: errors },
    async (request) => accounts.setActive(db, request.actor, request.params.id, request.body.isActive),
  );
  route(
    app,
    accountEndpoints.resetPassword,
    { tags, summary: '비밀번호 초기화', description: '임시 비밀번호를 정하고 세션을 끝냅니다. 다음 로그인 때 변경해야 합니다.', responses: errors },
    async (request) => accounts.resetPassword(db, request.actor, request.params.id, request.body.password),
  );
  route(app, accountEndpoints.unlock, { tags, summary: '로그인 잠금 해제', responses: errors }, async (request) =>
    accounts.unlock(db, request.actor, request.params.id),
  );

  route(app, userEndpoints.get, { tags, summary: '사용자 조회', responses: errors }, async (request) => users.getUser(db, request.params.id));
  route(
    app,
    userEndpoints.batch,
    { tags, summary: '사용자 일괄 조회 (표시 이름용)', description: '찾은 사용자만 id, loginId, userName, email로 답합니다. 최대 200개.', responses: errors },
    async (request) => users.batch(db, request.body.ids),
  );
  route(app, userEndpoints.changeMyPassword, { tags, summary: '내 비밀번호 변경', responses: errors }, async (request) =>
    users.changeMyPassword(db, request.actor, request.body),
  );
  route(app, userEndpoints.getSettings, { tags, summary: '내 화면 설정 조회' }, async (request) => users.getSettings(db, request.actor));
  route(app, userEndpoints.putSettings, { tags, summary: '내 화면 설정 저장 (최상위 키 병합, null은 삭제)', responses: errors }, async (request) =>
    users.putSettings(db, request.actor, request.body.settings),
  );
};
