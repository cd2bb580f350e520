import { z } from 'zod';
import {
  businessNumberProblem,
  corporateNumberProblem,
  corporateStructureRoutes,
  corporateTypes,
  employerTypes,
  hrAuthorities,
  sealTypes,
} from './corporate-structure';
import { withSchemas } from '../endpoint';
import { pageOf, pageQuerySchema } from '../pagination.schemas';

/** Corporate structure (corporate-structure.ts): the schemas of requests and answers, and the endpoints. */

const enumOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null ? '필수 입력 항목입니다.' : `${label} ${values.join(', ')} 중 하나여야 합니다.`),
  });

const uuidOf = (message: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null ? '필수 입력 항목입니다.' : message) });

const withProblem = (problem: (v: string) => string | null) =>
  z
    .string()
    .trim()
    .max(20)
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** Empty string or null: no number (yet). The server stores the 3-2-5 / 6-7 form. */
const businessNumber = withProblem(businessNumberProblem)
  .meta({ description: '사업자등록번호 000-00-00000 (형식과 검증 숫자 확인)', example: '124-81-00998' })
  .nullable();
const corporateNumber = withProblem(corporateNumberProblem)
  .meta({ description: '법인등록번호 000000-0000000 (형식과 검증 숫자 확인)', example: '130111-0006246' })
  .nullable();
const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** The fields of a corporation, also the limits of the web form. */
export const corporationShape = {
  name: z.string().trim().min(1, '법인명을 입력해주세요.').max(100),
  corporateType: enumOf(corporateTypes, '법인 유형은'),
  businessRegistrationNumber: businessNumber,
  corporateRegistrationNumber: corporateNumber,
  employerType: enumOf(employerTypes, '고용주 유형은'),
  hrAuthority: enumOf(hrAuthorities, '인사 권한은'),
  holdingCompanyId: uuidOf('지주회사 ID 형식이 올바르지 않습니다.').nullable(),
  representative: optionalText(50),
  address: optionalText(200),
  isActive: z.boolean(),
};

/** Create: name and corporateType required; employerType LEGAL, hrAuthority FULL and isActive true by default. */
export const createCorporationSchema = z
  .object({
    name: corporationShape.name,
    corporateType: corporationShape.corporateType,
    businessRegistrationNumber: corporationShape.businessRegistrationNumber.optional(),
    corporateRegistrationNumber: corporationShape.corporateRegistrationNumber.optional(),
    employerType: corporationShape.employerType.optional(),
    hrAuthority: corporationShape.hrAuthority.optional(),
    holdingCompanyId: corporationShape.holdingCompanyId.optional(),
    representative: corporationShape.representative.optional(),
    address: corporationShape.address.optional(),
    isActive: corporationShape.isActive.optional(),
  })
  .strict();

/** Update: any subset of the fields plus the version read (a stale version answers 409). */
export const updateCorporationSchema = z
  .object({ ...corporationShape, version: z.number('버전은 숫자여야 합니다.').int().min(1) })
  .partial()
  .required({ version: true })
  .strict();

export const corporationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    corporateType: z.enum(corporateTypes),
    businessRegistrationNumber: z.string().nullable(),
    corporateRegistrationNumber: z.string().nullable(),
    employerType: z.enum(employerTypes),
    hrAuthority: z.enum(hrAuthorities),
    holdingCompanyId: z.string().nullable(),
    holdingCompanyName: z.string().nullable(),
    representative: z.string().nullable(),
    address: z.string().nullable(),
    isActive: z.boolean(),
    employeeCount: z.number(),
    migrationBatchId: z.string().nullable(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Corporation' });

export const corporationListQuerySchema = pageQuerySchema
  .extend({ corporate_type: enumOf(corporateTypes, '법인 유형은').optional() })
  .strict();
export const corporationPageSchema = pageOf(corporationSchema);
export const corporationListSchema = z.object({ data: z.array(corporationSchema) });

export const corporationIdParamsSchema = z.object({ id: uuidOf('법인 ID 형식이 올바르지 않습니다.') }).strict();
export const deleteCorporationQuerySchema = z
  .object({ version: z.coerce.number('버전은 숫자여야 합니다.').int().min(1).optional() })
  .strict();

export const operatingCompaniesQuerySchema = z
  .object({ holding_company_name: z.string().trim().max(100).optional() })
  .strict();

/** Holding companies, each with its operating companies; operating companies without one apart. */
export const corporateHierarchySchema = z
  .object({
    data: z.array(corporationSchema.extend({ operatingCompanies: z.array(corporationSchema) })),
    unassigned: z.array(corporationSchema),
  })
  .meta({ id: 'CorporateHierarchy' });

export const validateRelationshipSchema = z
  .object({
    holdingCompanyId: uuidOf('지주회사 ID 형식이 올바르지 않습니다.'),
    operatingCompanyId: uuidOf('사업회사 ID 형식이 올바르지 않습니다.'),
  })
  .strict();
export const relationshipValidationSchema = z.object({ valid: z.boolean(), reasons: z.array(z.string()) });

/** An empty body is allowed; `dryRun` defaults to false (the migration runs). */
export const migrateInsuranceCorpSchema = z.object({ dryRun: z.boolean().optional() }).strict().nullish();
export const emptyBodySchema = z.object({}).strict().nullish();

export const insuranceCorpMigrationSchema = z
  .object({
    dryRun: z.boolean(),
    /** The batch that rollback-migration undoes; null on a dry run or when there was nothing to do. */
    batchId: z.string().nullable(),
    /** Corporations created (or that would be created) as OPERATING, without numbers. */
    corporationsCreated: z.array(z.object({ id: z.string().nullable(), name: z.string() })),
    /** Per corporation: how many employees get (or would get) linked. */
    links: z.array(
      z.object({ corporationId: z.string().nullable(), corporationName: z.string(), created: z.boolean(), employeeCount: z.number() }),
    ),
    employeesLinked: z.number(),
    /** Employees left as they are: already linked to a corporation, or without an insurance corporation. */
    skipped: z.object({ alreadyLinked: z.number(), withoutInsuranceCorp: z.number() }),
  })
  .meta({ id: 'InsuranceCorpMigration' });

export const migrationRollbackSchema = z
  .object({
    batchId: z.string(),
    corporationsDeleted: z.array(z.object({ id: z.string(), name: z.string() })),
    employeesUnlinked: z.number(),
    rolledBackAt: z.string(),
  })
  .meta({ id: 'InsuranceCorpMigrationRollback' });

const employeeIssueSchema = z.object({
  employeeId: z.string(),
  employeeNo: z.string(),
  /** Only for callers who may read employees. */
  nameKor: z.string().nullable(),
  insuranceCorp: z.string().nullable(),
  corporationId: z.string().nullable(),
  corporationName: z.string().nullable(),
});
const corporationRefSchema = z.object({ id: z.string(), name: z.string() });

/** What verify-consistency finds; lists are capped (see `limit`), totals are exact. */
export const consistencyReportSchema = z
  .object({
    consistent: z.boolean(),
    checkedAt: z.string(),
    limit: z.number(),
    totals: z.object({
      unmatchedEmployees: z.number(),
      unlinkedEmployees: z.number(),
      mismatchedEmployees: z.number(),
      operatingWithoutHolding: z.number(),
      invalidRelationships: z.number(),
      duplicateNumbers: z.number(),
      invalidNumbers: z.number(),
    }),
    /** insuranceCorp texts that name no corporation (the migration would create them). */
    unmatchedInsuranceCorps: z.array(z.object({ insuranceCorp: z.string(), employeeCount: z.number() })),
    /** insuranceCorp texts that name a corporation the employees are not linked to yet. */
    unlinkedInsuranceCorps: z.array(z.object({ insuranceCorp: z.string(), corporationId: z.string(), employeeCount: z.number() })),
    /** Employees whose linked corporation's name differs from their insuranceCorp text. */
    mismatchedEmployees: z.array(employeeIssueSchema),
    operatingWithoutHolding: z.array(corporationRefSchema),
    invalidRelationships: z.array(corporationRefSchema.extend({ reason: z.string() })),
    duplicateNumbers: z.array(
      z.object({
        field: z.enum(['businessRegistrationNumber', 'corporateRegistrationNumber']),
        number: z.string(),
        corporations: z.array(corporationRefSchema),
      }),
    ),
    invalidNumbers: z.array(
      corporationRefSchema.extend({
        field: z.enum(['businessRegistrationNumber', 'corporateRegistrationNumber']),
        value: z.string(),
        problem: z.string(),
      }),
    ),
  })
  .meta({ id: 'CorporateConsistencyReport' });

export type Corporation = z.infer<typeof corporationSchema>;
export type CreateCorporation = z.infer<typeof createCorporationSchema>;
export type UpdateCorporation = z.infer<typeof updateCorporationSchema>;
export type CorporationListQuery = z.infer<typeof corporationListQuerySchema>;
export type CorporateHierarchy = z.infer<typeof corporateHierarchySchema>;
export type RelationshipValidation = z.infer<typeof relationshipValidationSchema>;
export type InsuranceCorpMigration = z.infer<typeof insuranceCorpMigrationSchema>;
export type MigrationRollback = z.infer<typeof migrationRollbackSchema>;
export type ConsistencyReport = z.infer<typeof consistencyReportSchema>;

/** A corporation's uploaded seal (the image itself: GET …/:id/seal). */
export const corporationSealSchema = z
  .object({ corporationId: z.string(), contentType: z.enum(sealTypes), size: z.number().int(), updatedAt: z.string() })
  .meta({ id: 'CorporationSeal' });
export type CorporationSeal = z.infer<typeof corporationSealSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints: v1/corporate-structure (spec 7.8)

export const corporateStructureEndpoints = withSchemas(corporateStructureRoutes, {
  list: { query: corporationListQuerySchema, response: corporationPageSchema },
  hierarchy: { response: corporateHierarchySchema },
  holdingCompanies: { response: corporationListSchema },
  operatingCompanies: { query: operatingCompaniesQuerySchema, response: corporationListSchema },
  verifyConsistency: { response: consistencyReportSchema },
  get: { params: corporationIdParamsSchema, response: corporationSchema },
  create: { body: createCorporationSchema, response: corporationSchema },
  update: { params: corporationIdParamsSchema, body: updateCorporationSchema, response: corporationSchema },
  remove: { params: corporationIdParamsSchema, query: deleteCorporationQuerySchema },
  validateRelationship: { body: validateRelationshipSchema, response: relationshipValidationSchema },
  migrateInsuranceCorp: { body: migrateInsuranceCorpSchema, response: insuranceCorpMigrationSchema },
  rollbackMigration: { body: emptyBodySchema, response: migrationRollbackSchema },
  seal: { params: corporationIdParamsSchema },
  uploadSeal: { params: corporationIdParamsSchema, response: corporationSealSchema },
  removeSeal: { params: corporationIdParamsSchema },
});
