import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeEndpoints as endpoints } from '@saram/shared/employees/employee-endpoints.schemas';
import type { EmployeeWriteResult } from '@saram/shared/employees/employee-record.schemas';
import { profileEndpoints } from '@saram/shared/employees/profile.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import { sendJsonArray } from '../../lib/http/stream-json';
import { signedInUser } from '../auth/auth.service';
import * as employees from './employees.service';
import { myProfile, updateMyProfile } from './profile.service';

/** Spec 7.2: mongo/employees, plus mongo/evaluators/check-or-create and the quick lookup employees/search. */
export const employeeRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, secrets } = deps;
  const store: employees.Store = { db, key: secrets.encryptionKey };
  const tags = ['employees'];

  // A page is built from exact columns by toListItem (typed against the contract): sent as JSON
  // without the response schema's field-by-field check, the hot path's largest cost in node.
  const sendPage = (reply: FastifyReply, page: unknown) => reply.type('application/json; charset=utf-8').send(JSON.stringify(page));
  route(app, endpoints.list, { tags, summary: '직원 목록 (필터, 검색, 정렬, 페이지)' }, async (request, reply) =>
    sendPage(reply, await employees.list(db, request.actor, request.query)),
  );
  route(app, endpoints.all, { tags, summary: '직원 전체 (권한 범위 안)', description: '사번 순으로 스트리밍합니다 (전체를 메모리에 올리지 않음).' }, async (request, reply) =>
    sendJsonArray(reply, 'data', await employees.everyone(db, request.actor)),
  );
  route(app, endpoints.retired, { tags, summary: '퇴직자 목록' }, async (request, reply) => sendPage(reply, await employees.retired(db, request.actor, request.query)));
  route(app, endpoints.checkDuplicate, { tags, summary: '사번·회사 이메일 중복 확인' }, async (request) => employees.checkDuplicate(db, request.actor, request.query));
  route(app, endpoints.admins, { tags, summary: '관리자 계정(관리자 ID) 목록' }, async () => employees.admins(db));
  route(app, endpoints.admin, { tags, summary: '관리자 계정 조회' }, async (request) => employees.admin(db, request.params.id));
  route(app, endpoints.byEmployeeNo, { tags, summary: '사번으로 직원 조회' }, async (request) =>
    employees.getByEmployeeNo(store, request.actor, request.params.id),
  );

  const created = (request: { log: { warn: (o: object, m: string) => void } }, result: EmployeeWriteResult) => {
    if (result.warnings.length) request.log.warn({ employeeId: result._id, warnings: result.warnings }, 'employee saved with warnings');
    return result;
  };
  route(app, endpoints.create, { tags, summary: '직원 생성 (네 가지 입력 형식)' }, async (request) =>
    created(request, await employees.create(store, request.actor, request.body)),
  );
  route(app, endpoints.register, { tags, summary: '신규 입사자 등록 (등록 구조 3.3)' }, async (request) =>
    created(request, await employees.create(store, request.actor, request.body as Record<string, unknown>, { registration: true })),
  );

  route(app, endpoints.get, { tags, summary: '직원 조회 (민감정보는 권한에 따라 가림)' }, async (request) => employees.get(store, request.actor, request.params.id));
  route(app, endpoints.update, { tags, summary: '직원 수정 (version 필수)' }, async (request) =>
    employees.update(store, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.remove, { tags, summary: '직원 삭제' }, async (request) => {
    await employees.remove(store, request.actor, request.params.id);
  });
  route(app, endpoints.rehire, { tags, summary: '재입사 (새 재직 이력, 사번 유지 또는 새 사번)', description: '재직 중이거나 익명화된 기록은 409. 로그인 계정은 다시 켜지 않습니다.' }, async (request) =>
    employees.rehire(store, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.hrMetrics, { tags, summary: '근속·경력·온보딩 요약' }, async (request) => employees.metrics(db, request.actor, request.params.id));
  route(app, endpoints.history, { tags, summary: '변경 이력 (누가, 언제, 무엇을)' }, async (request) => employees.history(db, request.actor, request.params.id));
  route(app, endpoints.reveal, { tags, summary: '민감정보 열람 (권한과 사유 필요, 접근 기록)' }, async (request) =>
    employees.reveal(store, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.linkAdmin, { tags, summary: '관리자 계정 연결' }, async (request) =>
    employees.setAdmin(store, request.actor, request.params.id, request.body.userId),
  );
  route(app, endpoints.unlinkAdmin, { tags, summary: '관리자 계정 연결 해제' }, async (request) => employees.setAdmin(store, request.actor, request.params.id, null));
  route(app, endpoints.evaluatorCheckOrCreate, { tags: ['evaluations'], summary: '평가자 계정 확인 또는 생성' }, async (request) =>
    employees.evaluatorCheckOrCreate(store, request.actor, request.body),
  );
  route(app, endpoints.quickSearch, { tags, summary: '직원 빠른 검색 (이름·초성·사번·이메일)' }, async (request) =>
    employees.quickSearch(db, request.actor, request.query.q, request.query.limit),
  );
  await app.register(profileRoutes, deps);
};

/** 내 정보: the caller's own account and linked employee record (access `session`). */
export const profileRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, secrets }) => {
  const store: employees.Store = { db, key: secrets.encryptionKey };
  const tags = ['profile'];
  route(app, profileEndpoints.get, { tags, summary: '내 정보 (계정과 연결된 직원 정보, 주민등록번호 가림)' }, async (request) =>
    myProfile(store, request.actor, signedInUser(request.user)),
  );
  route(
    app,
    profileEndpoints.updateMe,
    { tags, summary: '내 정보 수정 (연락처, 주소, 비상연락처, 급여 계좌만)', description: '다른 항목은 400, 연결된 직원 정보가 없으면 404, 버전이 다르면 409.' },
    async (request) => updateMyProfile(store, request.actor, signedInUser(request.user), request.body),
  );
};
