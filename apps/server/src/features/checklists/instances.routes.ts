import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxDocumentBytes } from '@saram/shared/onboarding/onboarding';
import { instanceEndpoints, verificationEndpoints } from '@saram/shared/onboarding/onboarding.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { validationError } from '../../lib/errors';
import { attachment, readUpload } from '../../lib/http/files';
import { route } from '../../lib/http/route';
import * as instances from './instances.service';
import * as verifications from './verifications.service';

/** Checklists per person (spec 7.3): instances and their verifications (documents are multipart). */
export const checklistInstanceRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: maxDocumentBytes, files: 1, fields: 5, parts: 6 } });
  const tags = ['checklists'];

  route(app, instanceEndpoints.list, { tags, summary: '체크리스트 목록 (상태·직원·조직·이름/사번 검색, 최신순)' }, async (request) =>
    instances.listInstances(db, request.actor, request.query),
  );
  route(app, instanceEndpoints.create, { tags, summary: '체크리스트 시작 (템플릿 생략 시 배정 규칙, 버전 생략 시 현재 버전)' }, async (request) =>
    instances.createInstance(db, request.actor, request.body),
  );
  route(app, instanceEndpoints.get, { tags, summary: '체크리스트 (항목 상태와 진행률)' }, async (request) => instances.getInstance(db, request.actor, request.params.id));
  route(app, instanceEndpoints.detail, { tags, summary: '체크리스트와 모든 확인 기록 (최신순)' }, async (request) =>
    instances.instanceDetail(db, request.actor, request.params.id),
  );
  route(app, instanceEndpoints.update, { tags, summary: '여러 항목 확인·반려·되돌리기 (확인과 같은 권한 규칙)' }, async (request) =>
    instances.updateInstance(db, request.actor, request.params.id, request.body),
  );
  route(app, instanceEndpoints.remove, { tags, summary: '체크리스트 삭제 (보관; show_deleted로 조회)' }, async (request) => {
    await instances.deleteInstance(db, request.actor, request.params.id);
  });

  route(
    app,
    verificationEndpoints.create,
    {
      tags,
      summary: '항목 확인 (multipart: file, instance_id, item_id, note)',
      description: '서류 항목은 PDF·PNG·JPEG 파일(10MB 이하)을 받아 확인 대기로, 확인 서명 항목은 파일 없이 바로 확인 완료로 기록합니다. 자동 확인 항목은 받지 않습니다.',
      bodyLimit: maxDocumentBytes + 64 * 1024,
    },
    async (request) => {
      if (!request.isMultipart()) throw validationError({ file: 'multipart/form-data로 보내주세요.' });
      return verifications.createVerification(db, request.actor, await readUpload(request, maxDocumentBytes));
    },
  );
  route(app, verificationEndpoints.get, { tags, summary: '확인 기록' }, async (request) => verifications.getVerification(db, request.actor, request.params.id));
  route(app, verificationEndpoints.update, { tags, summary: '제출 서류 확인 또는 반려 (반려 사유 필수)' }, async (request) =>
    verifications.updateVerification(db, request.actor, request.params.id, request.body),
  );
  route(app, verificationEndpoints.remove, { tags, summary: '확인 철회 (이전 기록 또는 미완료로 돌아감)' }, async (request) => {
    await verifications.removeVerification(db, request.actor, request.params.id);
  });
  route(app, verificationEndpoints.document, { tags, summary: '제출 서류 다운로드 (접속기록)' }, async (request, reply) => {
    const doc = await verifications.verificationDocument(db, request.actor, request.params.id);
    return reply
      .header('content-type', doc.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', attachment(doc.filename))
      .send(doc.data);
  });
};
