import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxApplicantDocumentBytes } from '@saram/shared/recruitment/recruitment';
import { applicantEndpoints, integrationEndpoints, recruitmentEndpoints as notices } from '@saram/shared/recruitment/recruitment.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { validationError } from '../../lib/errors';
import { attachment, readUpload } from '../../lib/http/files';
import { route } from '../../lib/http/route';
import type { Store } from '../employees/employees.service';
import { defineApplicantRetentionJob } from './applicant-retention';
import * as applicants from './applicants.service';
import * as integration from './integration.service';
import * as noticeService from './notices.service';

/** Spec 7.4: recruitment/list and groups, applicants, integration; plus the notice and applicant calls the screens need. */
export const recruitmentRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, jobs, secrets, clock }) => {
  await app.register(multipart, { limits: { fileSize: maxApplicantDocumentBytes, files: 1, fields: 3, parts: 4 } });
  const tags = ['recruitment'];
  const now = () => clock?.() ?? new Date();
  const store: Store = { db, key: secrets.encryptionKey };
  defineApplicantRetentionJob(jobs, db);

  // Notices
  route(app, notices.list, { tags, summary: '채용 공고 목록 (상태 기본값: 진행 중·비활성·마감·승인 대기; 제목 검색; 상태별 건수)' }, async (request) =>
    noticeService.listNotices(db, request.body),
  );
  route(app, notices.groups, { tags, summary: '채용 공고 묶음 (조직별·직무별 건수)' }, async (request) => noticeService.noticeGroups(db, request.query));
  route(app, notices.approvers, { tags, summary: '승인자로 지정할 수 있는 사용자 (채용 공고 승인 권한, 본인 제외)' }, async (request) =>
    noticeService.approvers(db, request.actor, request.query.search, request.query.limit),
  );
  route(app, notices.createNotice, { tags, summary: '채용 공고 등록 (승인 대기로 시작; 공고 내용은 정제된 HTML로 저장)' }, async (request) =>
    noticeService.createNotice(db, request.actor, request.body, now()),
  );
  route(app, notices.getNotice, { tags, summary: '채용 공고 상세 (이력, 단계별 지원자 수, 가능한 동작)' }, async (request) =>
    noticeService.getNotice(db, request.actor, request.params.id),
  );
  route(app, notices.updateNotice, { tags, summary: '채용 공고 수정 (승인 대기·반려·진행 중; version 필수)' }, async (request) =>
    noticeService.updateNotice(db, request.actor, request.params.id, request.body, now()),
  );
  route(app, notices.submitNotice, { tags, summary: '반려된 공고 승인 재요청' }, async (request) =>
    noticeService.moveNotice(db, request.actor, request.params.id, 'submit', request.body.comment, now()),
  );
  route(app, notices.approveNotice, { tags, summary: '채용 공고 승인 (승인자; 작성자 본인은 불가)' }, async (request) =>
    noticeService.moveNotice(db, request.actor, request.params.id, 'approve', request.body.comment, now()),
  );
  route(app, notices.returnNotice, { tags, summary: '채용 공고 반려 (사유 필수, 작성자에게 돌아감)' }, async (request) =>
    noticeService.moveNotice(db, request.actor, request.params.id, 'return', request.body.comment, now()),
  );
  route(app, notices.closeNotice, { tags, summary: '채용 공고 마감' }, async (request) =>
    noticeService.moveNotice(db, request.actor, request.params.id, 'close', request.body.comment, now()),
  );
  route(app, notices.disableNotice, { tags, summary: '채용 공고 비활성화' }, async (request) =>
    noticeService.moveNotice(db, request.actor, request.params.id, 'disable', request.body.comment, now()),
  );

  // Applicants
  route(app, applicantEndpoints.list, { tags, summary: '공고의 지원자 목록 (상태 기본값: progressing, failed; 단계별 인원)' }, async (request) =>
    applicants.listApplicants(db, request.actor, request.body),
  );
  route(app, applicantEndpoints.ofNotice, { tags, summary: '공고의 지원자 상세 (접속기록)' }, async (request) =>
    applicants.getApplicant(db, request.actor, request.params.applicantId, request.params.recruitmentId),
  );
  route(app, applicantEndpoints.get, { tags, summary: '지원자 상세 (이력, 서류, 면접 평가; 접속기록)' }, async (request) =>
    applicants.getApplicant(db, request.actor, request.params.id),
  );
  route(app, applicantEndpoints.setStatus, { tags, summary: '지원자 단계 변경 (정해진 순서만; 어긋나면 409)' }, async (request) =>
    applicants.setStatus(db, request.actor, request.params.id, request.body.status, request.body.comment, now()),
  );
  route(app, applicantEndpoints.create, { tags, summary: '지원자 등록 (진행 중인 공고, 서류 접수로 시작)' }, async (request) =>
    applicants.createApplicant(db, request.actor, request.body, now()),
  );
  route(
    app,
    applicantEndpoints.uploadDocument,
    {
      tags,
      summary: '지원 서류 올리기 (multipart: file, kind)',
      description: 'PDF·PNG·JPEG 파일(내용으로 확인, 10MB 이하; 넘으면 413)만 받습니다.',
      bodyLimit: maxApplicantDocumentBytes + 64 * 1024,
    },
    async (request) => {
      if (!request.isMultipart()) throw validationError({ file: 'multipart/form-data로 보내주세요.' });
      return applicants.uploadDocument(db, request.actor, request.params.id, await readUpload(request, maxApplicantDocumentBytes));
    },
  );
  route(app, applicantEndpoints.document, { tags, summary: '지원 서류 내려받기 (접속기록)' }, async (request, reply) => {
    const doc = await applicants.documentFile(db, request.actor, request.params.id, request.params.documentId);
    return reply
      .header('content-type', doc.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', attachment(doc.filename))
      .send(doc.data);
  });
  route(app, applicantEndpoints.evaluate, { tags, summary: '면접 평가 입력 (본인 평가, 단계별 1건; 다시 보내면 바뀜)' }, async (request) =>
    applicants.evaluate(db, request.actor, request.params.id, request.body, now()),
  );

  // Integration
  route(app, integrationEndpoints.applicant, { tags, summary: '최종 합격자를 직원으로 등록 (두 번째는 409)' }, async (request) =>
    integration.integrateOne(store, request.actor, request.params.id, request.body, now()),
  );
  route(app, integrationEndpoints.batch, { tags, summary: '여러 최종 합격자 일괄 등록 (한 트랜잭션, 지원자별 결과)' }, async (request) =>
    integration.integrateBatch(store, request.actor, request.body.applicantProgressIds, now()),
  );
  route(app, integrationEndpoints.status, { tags, summary: '지원자의 직원 등록 상태' }, async (request) => integration.integrationStatus(db, request.params.id));
  route(app, integrationEndpoints.integrated, { tags, summary: '직원으로 등록된 지원자 목록 (최근 순)' }, async (request) =>
    integration.integratedList(db, request.query),
  );
};
