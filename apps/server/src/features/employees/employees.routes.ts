import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrationStructureSchema } from '@saram/shared/employee-input';
import {
  adminAccountSchema,
  checkDuplicateQuerySchema,
  checkDuplicateResultSchema,
  employeeHistorySchema,
  employeeIdParamsSchema,
  employeeListItemSchema,
  employeeListQuerySchema,
  employeeNoParamsSchema,
  employeePageSchema,
  employeeSchema,
  employeeWriteResultSchema,
  evaluatorCheckBodySchema,
  evaluatorCheckResultSchema,
  hrMetricsSchema,
  linkAdminBodySchema,
  quickSearchQuerySchema,
  quickSearchResultSchema,
  retiredListQuerySchema,
  revealBodySchema,
  revealResultSchema,
} from '@saram/shared/employees';
import type { FeatureDeps } from '../../lib/feature-deps';
import * as employees from './employees.service';

const anyForm = z
  .record(z.string(), z.unknown())
  .describe(
    '직원 등록 입력 (spec 5): 등록 구조 {employee, person, emergencyContact, salary, documents}, 평면 등록 폼(person_name, employee_number ...), ' +
      '직원 뷰(3.2, 문자열 id) 또는 중첩 레코드(3.1: personal, organization, accounts ...) 중 하나',
  );
const updateBody = z
  .record(z.string(), z.unknown())
  .describe('변경할 섹션(personal, organization, career ...)과 version. 섹션은 필드 단위로 병합되고 목록은 교체됩니다. 버전이 다르면 409.');

/** Spec 7.2: mongo/employees, plus mongo/evaluators/check-or-create and the quick lookup employees/search. */
export const employeeRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, secrets }) => {
  const store: employees.Store = { db, key: secrets.encryptionKey };
  const base = '/api/mongo/employees';
  const read = { access: 'employees:read' } as const;
  const write = { access: 'employees:write' } as const;
  const tags = ['employees'];
  const idParams = employeeIdParamsSchema;

  app.get(
    `${base}/list`,
    { config: read, schema: { tags, summary: '직원 목록 (필터, 검색, 정렬, 페이지)', querystring: employeeListQuerySchema, response: { 200: employeePageSchema } } },
    async (request) => employees.list(db, request.actor, request.query),
  );

  app.get(
    `${base}/all`,
    { config: read, schema: { tags, summary: '직원 전체 (권한 범위 안)', response: { 200: z.object({ data: z.array(employeeListItemSchema) }) } } },
    async (request) => ({ data: await employees.all(db, request.actor) }),
  );

  app.get(
    `${base}/retired`,
    { config: read, schema: { tags, summary: '퇴직자 목록', querystring: retiredListQuerySchema, response: { 200: employeePageSchema } } },
    async (request) => employees.retired(db, request.actor, request.query),
  );

  app.get(
    `${base}/check-duplicate`,
    { config: read, schema: { tags, summary: '사번·회사 이메일 중복 확인', querystring: checkDuplicateQuerySchema, response: { 200: checkDuplicateResultSchema } } },
    async (request) => employees.checkDuplicate(db, request.query),
  );

  app.get(
    `${base}/admins`,
    { config: { access: 'admin:users' }, schema: { tags, summary: '관리자 계정(관리자 ID) 목록', response: { 200: z.object({ data: z.array(adminAccountSchema) }) } } },
    async () => employees.admins(db),
  );

  app.get(
    `${base}/admins/:id`,
    { config: { access: 'admin:users' }, schema: { tags, summary: '관리자 계정 조회', params: idParams, response: { 200: adminAccountSchema } } },
    async (request) => employees.admin(db, request.params.id),
  );

  app.get(
    `${base}/id/:id`,
    { config: read, schema: { tags, summary: '사번으로 직원 조회', params: employeeNoParamsSchema, response: { 200: employeeSchema } } },
    async (request) => employees.getByEmployeeNo(store, request.actor, request.params.id),
  );

  const created = async (request: { log: { warn: (o: object, m: string) => void } }, result: Awaited<ReturnType<typeof employees.create>>) => {
    if (result.warnings.length) request.log.warn({ employeeId: result._id, warnings: result.warnings }, 'employee saved with warnings');
    return result;
  };

  app.post(
    base,
    { config: write, schema: { tags, summary: '직원 생성 (네 가지 입력 형식)', body: anyForm, response: { 201: employeeWriteResultSchema } } },
    async (request, reply) => reply.code(201).send(await created(request, await employees.create(store, request.actor, request.body))),
  );

  app.post(
    `${base}/register`,
    { config: write, schema: { tags, summary: '신규 입사자 등록 (등록 구조 3.3)', body: registrationStructureSchema, response: { 201: employeeWriteResultSchema } } },
    async (request, reply) => reply.code(201).send(await created(request, await employees.create(store, request.actor, request.body as Record<string, unknown>))),
  );

  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, summary: '직원 조회 (민감정보는 권한에 따라 가림)', params: idParams, response: { 200: employeeSchema } } },
    async (request) => employees.get(store, request.actor, request.params.id),
  );

  app.put(
    `${base}/:id`,
    { config: write, schema: { tags, summary: '직원 수정 (version 필수)', params: idParams, body: updateBody, response: { 200: employeeSchema } } },
    async (request) => employees.update(store, request.actor, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    { config: { access: 'employees:delete' }, schema: { tags, summary: '직원 삭제', params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await employees.remove(store, request.actor, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/:id/hr-metrics`,
    { config: read, schema: { tags, summary: '근속·경력·온보딩 요약', params: idParams, response: { 200: hrMetricsSchema } } },
    async (request) => employees.metrics(db, request.actor, request.params.id),
  );

  app.get(
    `${base}/:id/history`,
    { config: read, schema: { tags, summary: '변경 이력 (누가, 언제, 무엇을)', params: idParams, response: { 200: employeeHistorySchema } } },
    async (request) => employees.history(db, request.actor, request.params.id),
  );

  app.post(
    `${base}/:id/reveal`,
    {
      config: read,
      schema: { tags, summary: '민감정보 열람 (권한과 사유 필요, 접근 기록)', params: idParams, body: revealBodySchema, response: { 200: revealResultSchema } },
    },
    async (request) => employees.reveal(store, request.actor, request.params.id, request.body),
  );

  app.put(
    `${base}/:id/admin`,
    { config: { access: 'admin:users' }, schema: { tags, summary: '관리자 계정 연결', params: idParams, body: linkAdminBodySchema, response: { 200: employeeSchema } } },
    async (request) => employees.setAdmin(store, request.actor, request.params.id, request.body.userId),
  );

  app.delete(
    `${base}/:id/admin`,
    { config: { access: 'admin:users' }, schema: { tags, summary: '관리자 계정 연결 해제', params: idParams, response: { 200: employeeSchema } } },
    async (request) => employees.setAdmin(store, request.actor, request.params.id, null),
  );

  app.post(
    '/api/mongo/evaluators/check-or-create',
    {
      config: { access: 'evaluations:manage' },
      schema: { tags: ['evaluations'], summary: '평가자 계정 확인 또는 생성', body: evaluatorCheckBodySchema, response: { 200: evaluatorCheckResultSchema } },
    },
    async (request) => employees.evaluatorCheckOrCreate(store, request.actor, request.body),
  );

  app.get(
    '/api/employees/search',
    { config: read, schema: { tags, summary: '직원 빠른 검색 (이름·초성·사번·이메일)', querystring: quickSearchQuerySchema, response: { 200: quickSearchResultSchema } } },
    async (request) => employees.quickSearch(db, request.actor, request.query.q, request.query.limit),
  );
};
