import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchMaxBytes, batchMaxRows } from '@saram/shared/appointments/appointments';
import { appointmentEndpoints as endpoints, batchSubmitFieldSchema } from '@saram/shared/appointments/appointments.schemas';
import { xlsxContentType } from '../../lib/documents/spreadsheet';
import { validationError } from '../../lib/errors';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { attachment, readUpload } from '../../lib/http/files';
import { route } from '../../lib/http/route';
import { seoulToday } from '../../lib/seoul-time';
import { APPOINTMENTS_JOB, defineAppointmentsJob } from './apply';
import * as batches from './appointment-batches.service';
import { buildBatchTemplate } from './appointment-documents';
import * as lines from './approval-lines.service';
import * as appointments from './appointments.service';

const pdf = (reply: FastifyReply, file: { filename: string; body: Buffer }) =>
  reply.header('content-type', 'application/pdf').header('content-disposition', attachment(file.filename, 'appointment-notice.pdf')).send(file.body);

/** 인사발령, their approvals and approval lines (issue 34), and the daily job that applies them. */
export const appointmentRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, jobs, clock }) => {
  const tags = ['appointments'];
  const now = () => clock?.() ?? new Date();
  defineAppointmentsJob(jobs, db);

  route(app, endpoints.create, { tags, summary: '인사발령 작성 (submit: true면 바로 상신)' }, async (request) => appointments.create(db, request.actor, request.body, now()));
  route(app, endpoints.list, { tags, summary: '인사발령 목록 (최근 작성 순)' }, async (request) => appointments.list(db, request.actor, request.query));
  route(app, endpoints.inbox, { tags, summary: '발령 결재함: 내 결재 차례인 인사발령' }, async (request) => appointments.inbox(db, request.actor));
  route(app, endpoints.approverStatus, { tags, summary: '결재자 여부: 결재선에 오른 적이 있는지와 지금 결재할 건수 (사이드바의 발령 결재함)' }, async (request) =>
    appointments.approverStatus(db, request.actor),
  );
  route(app, endpoints.upcoming, { tags, summary: '발령 예정: 승인되어 발령일을 기다리는 인사발령 (직원별 또는 조회 범위 전체)' }, async (request) =>
    appointments.upcoming(db, request.actor, request.query.employee_id),
  );
  route(app, endpoints.get, { tags, summary: '인사발령 상세 (결재선과 이력 포함)' }, async (request) => appointments.get(db, request.actor, request.params.id));
  route(app, endpoints.submit, { tags, summary: '작성중인 인사발령 상신' }, async (request) =>
    appointments.submit(db, request.actor, request.params.id, request.body.comment, now()),
  );
  route(app, endpoints.approve, { tags, summary: '인사발령 결재 승인 (내 차례인 단계; 본인 상신 건은 불가)' }, async (request) => {
    const answer = await appointments.approve(db, request.actor, request.params.id, request.body.comment, now());
    // An effective date already come: it takes effect now rather than at the next night.
    if (answer.status === 'approved' && answer.effectiveDate <= seoulToday(now())) await jobs.enqueue(APPOINTMENTS_JOB);
    return answer;
  });
  route(app, endpoints.reject, { tags, summary: '인사발령 반려 (사유 필수)' }, async (request) => appointments.reject(db, request.actor, request.params.id, request.body.reason, now()));
  route(app, endpoints.cancel, { tags, summary: '인사발령 취소 (발령 전까지, 사유 필수)' }, async (request) =>
    appointments.cancel(db, request.actor, request.params.id, request.body.reason, now()),
  );
  route(app, endpoints.update, { tags, summary: '작성중인 인사발령 수정 (작성자만; 등록과 같은 검사)' }, async (request) =>
    appointments.update(db, request.actor, request.params.id, request.body, now()),
  );
  route(app, endpoints.notice, { tags, summary: '인사발령 공고 PDF (이 발령 한 건)' }, async (request, reply) => pdf(reply, await batches.appointmentNotice(db, request.actor, request.params.id)));
  route(app, endpoints.batchTemplate, { tags, summary: '일괄 발령 Excel 양식 다운로드' }, async (_request, reply) =>
    reply.header('content-type', xlsxContentType).header('content-disposition', attachment('일괄발령_양식.xlsx', 'appointment-batch-template.xlsx')).send(await buildBatchTemplate()),
  );
  route(app, endpoints.batchNotice, { tags, summary: '일괄 발령의 인사발령 공고 PDF (취소·반려 제외)' }, async (request, reply) =>
    pdf(reply, await batches.batchNotice(db, request.actor, request.params.id)),
  );
  // Its own context: multipart parsing for the upload stays there.
  await app.register(async (files) => {
    await files.register(multipart, { limits: { fileSize: batchMaxBytes, files: 1, fields: 2, parts: 3 } });
    route(
      files,
      endpoints.batchUpload,
      {
        tags,
        summary: '일괄 발령 Excel 업로드 (multipart: file, submit 기본 true = 바로 상신)',
        description: `모든 행을 먼저 검사합니다(최대 ${batchMaxRows.toLocaleString('ko-KR')}행). 한 행이라도 오류가 있으면 400과 details.rows [{row, field, message}]로 답하고 아무것도 저장하지 않습니다. 모두 올바르면 한 트랜잭션으로 일괄 발령 번호(예: 2026-발령-003)를 매기고 행마다 인사발령을 작성(submit=false면 작성중)합니다.`,
        bodyLimit: batchMaxBytes + 64 * 1024,
      },
      async (request) => {
        if (!request.isMultipart()) throw validationError({ file: '일괄 발령 Excel 파일을 multipart/form-data로 올려주세요.' });
        const { file, fields } = await readUpload(request, batchMaxBytes);
        if (!file) throw validationError({ file: '올릴 Excel 파일을 선택해주세요.' });
        const unknown = Object.keys(fields).filter((k) => k !== 'submit');
        if (unknown.length) throw validationError(Object.fromEntries(unknown.map((k) => [k, '허용되지 않는 항목입니다.'])));
        const submit = batchSubmitFieldSchema.safeParse(fields.submit);
        if (!submit.success) throw validationError({ submit: "submit은 'true' 또는 'false'입니다." });
        return batches.upload(db, request.actor, file, submit.data === 'true', now());
      },
    );
  });
  route(app, endpoints.lines, { tags, summary: '결재선 목록 (발령 유형·법인별)' }, async () => lines.lines(db));
  route(app, endpoints.saveLine, { tags, summary: '결재선 저장 (발령 유형·법인마다 하나; 법인 없음은 기본 결재선)' }, async (request) => lines.saveLine(db, request.actor, request.body));
  route(app, endpoints.removeLine, { tags, summary: '결재선 삭제' }, async (request) => {
    await lines.removeLine(db, request.actor, request.params.id);
  });
};
