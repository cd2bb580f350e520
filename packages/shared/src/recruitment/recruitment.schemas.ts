import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { pageOf } from '../pagination.schemas';
import { applicantRoutes, integrationRoutes, recruitmentRoutes } from './recruitment';
import { applicantDocumentSchema, applicantListResponseSchema, applicantListSchema, applicantSchema, applicantStatusSchema, createApplicantSchema, evaluationInputSchema, integrationSchema } from './applicants.schemas';
import { uuid } from './fields.schemas';
import { batchIntegrationResponseSchema, batchIntegrationSchema, integrateApplicantSchema, integratedItemSchema, integratedListQuerySchema, integrationResultSchema } from './integration.schemas';
import { approverQuerySchema, approverSchema, createNoticeSchema, noticeGroupsQuerySchema, noticeGroupsSchema, noticeListResponseSchema, noticeListSchema, noticeMoveSchema, noticeSchema, returnNoticeSchema, updateNoticeSchema } from './notices.schemas';

/** Recruitment (recruitment.ts): the endpoints, joined with their schemas. */

// Endpoints

const noticeParams = z.object({ id: uuid('공고 ID 형식이 올바르지 않습니다.') });
const applicantParams = z.object({ id: uuid('지원자 ID 형식이 올바르지 않습니다.') });

export const recruitmentEndpoints = withSchemas(recruitmentRoutes, {
  // spec 7.4
  list: { body: noticeListSchema, response: noticeListResponseSchema },
  groups: { query: noticeGroupsQuerySchema, response: noticeGroupsSchema },
  // not named by the spec: the approver picker, one notice and its moves
  approvers: { query: approverQuerySchema, response: z.object({ data: z.array(approverSchema) }) },
  createNotice: { body: createNoticeSchema, response: noticeSchema },
  getNotice: { params: noticeParams, response: noticeSchema },
  updateNotice: { params: noticeParams, body: updateNoticeSchema, response: noticeSchema },
  submitNotice: { params: noticeParams, body: noticeMoveSchema, response: noticeSchema },
  approveNotice: { params: noticeParams, body: noticeMoveSchema, response: noticeSchema },
  returnNotice: { params: noticeParams, body: returnNoticeSchema, response: noticeSchema },
  closeNotice: { params: noticeParams, body: noticeMoveSchema, response: noticeSchema },
  disableNotice: { params: noticeParams, body: noticeMoveSchema, response: noticeSchema },
});

export const applicantEndpoints = withSchemas(applicantRoutes, {
  // spec 7.4
  list: { body: applicantListSchema, response: applicantListResponseSchema },
  ofNotice: { params: z.object({ recruitmentId: uuid('공고 ID 형식이 올바르지 않습니다.'), applicantId: uuid('지원자 ID 형식이 올바르지 않습니다.') }), response: applicantSchema },
  get: { params: applicantParams, response: applicantSchema },
  setStatus: { params: applicantParams, body: applicantStatusSchema, response: applicantSchema },
  // not named by the spec
  create: { body: createApplicantSchema, response: applicantSchema },
  uploadDocument: { params: applicantParams, response: applicantDocumentSchema },
  document: { params: z.object({ id: uuid('지원자 ID 형식이 올바르지 않습니다.'), documentId: uuid('서류 ID 형식이 올바르지 않습니다.') }) },
  evaluate: { params: applicantParams, body: evaluationInputSchema, response: applicantSchema },
});

export const integrationEndpoints = withSchemas(integrationRoutes, {
  applicant: { params: applicantParams, body: integrateApplicantSchema, response: integrationResultSchema },
  batch: { body: batchIntegrationSchema, response: batchIntegrationResponseSchema },
  status: { params: applicantParams, response: integrationSchema },
  integrated: { query: integratedListQuerySchema, response: pageOf(integratedItemSchema) },
});
