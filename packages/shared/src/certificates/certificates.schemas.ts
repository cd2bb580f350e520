import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { pageOf, pageQuerySchema } from '../pagination.schemas';
import { certificateItems, certificateKinds, certificateNumberPattern, certificateRoutes, verificationCodePattern } from './certificates';

/** Certificates (certificates.ts): requests, the issued certificate, the issue log and the public check. */

const choice = {
  kind: z.enum(certificateKinds, '증명서 종류를 선택하세요.'),
  items: z
    .array(z.enum(certificateItems))
    .max(certificateItems.length)
    .refine((items) => new Set(items).size === items.length, '같은 항목을 두 번 고를 수 없습니다.'),
  purpose: z.string().trim().max(100, '용도는 100자 이하로 적어주세요.').default(''),
};

export const issueMineSchema = z.strictObject(choice);
export type IssueMine = z.input<typeof issueMineSchema>;
export const issueSchema = z.strictObject({ employeeId: z.uuid('직원을 선택하세요.'), ...choice });
export type IssueCertificate = z.input<typeof issueSchema>;

/** One printed line: the item's label and its value as of the issue date. */
export const certificateLineSchema = z.object({ item: z.enum(certificateItems), label: z.string(), value: z.string() });
export type CertificateLine = z.infer<typeof certificateLineSchema>;

/** What a certificate says (kept as issued, so a later change to the record does not alter it). */
export const certificateContentSchema = z.object({
  kind: z.enum(certificateKinds),
  number: z.string(),
  issuedOn: z.string(),
  name: z.string(),
  corporation: z.string(),
  representative: z.string(),
  lines: z.array(certificateLineSchema),
  purpose: z.string(),
});
export type CertificateContent = z.infer<typeof certificateContentSchema>;

export const certificateSchema = certificateContentSchema
  .extend({
    id: z.string(),
    employeeId: z.string(),
    employeeNo: z.string(),
    /** The code to give whoever checks the paper (ABCD-EFGH). */
    code: z.string(),
    requestedBy: z.enum(['self', 'hr']),
    issuedBy: z.string(),
    issuedAt: z.string(),
  })
  .meta({ id: 'Certificate' });
export type Certificate = z.infer<typeof certificateSchema>;

/** A row of the issue log (HR): who had what issued, for whom, when, with which items; no item values, no code. */
export const certificateLogEntrySchema = certificateSchema.omit({ code: true, lines: true }).extend({ items: z.array(z.enum(certificateItems)) });
export type CertificateLogEntry = z.infer<typeof certificateLogEntrySchema>;

export const certificateLogQuerySchema = pageQuerySchema
  .extend({ employeeId: z.uuid().optional(), kind: z.enum(certificateKinds).optional() })
  .strict();

export const verifyCertificateSchema = z.strictObject({
  number: z.string().trim().regex(certificateNumberPattern, '발급번호는 2026-000123 형식입니다.'),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(verificationCodePattern, '확인 코드는 8자리(ABCD-EFGH)입니다.'),
});
export type VerifyCertificate = z.input<typeof verifyCertificateSchema>;

const idParams = z.object({ id: z.uuid() });

export const certificateEndpoints = withSchemas(certificateRoutes, {
  issueMine: { body: issueMineSchema, response: certificateSchema },
  listMine: { response: z.object({ data: z.array(certificateSchema) }) },
  issue: { body: issueSchema, response: certificateSchema },
  log: { query: certificateLogQuerySchema, response: pageOf(certificateLogEntrySchema) },
  file: { params: idParams },
  verify: { body: verifyCertificateSchema, response: certificateContentSchema },
});
