import { z } from 'zod';
import { defaultNationality, sensitiveFields } from './employees';

/** Employees (employees.ts): the record and its sections (spec 3.1). */

/** Text fields accept null (legacy records) and numbers, and answer '' when empty. */
const text = () =>
  z.codec(z.union([z.string(), z.number(), z.null()]).optional(), z.string().max(500), {
    decode: (v) => (v === undefined || v === null ? '' : String(v).trim()),
    encode: (v) => v,
  });
const num = () => z.number().min(0).max(1_000_000).default(0);
const flag = () => z.boolean().default(false);
const id = () => z.string().nullable().default(null);

export const addressSchema = z.strictObject({
  zipcode: text(),
  address: text(),
  addressDetail: text(),
  extraAddress: text(),
});

export const personalSchema = z.strictObject({
  nameKor: text(),
  nameEng: text(),
  employeeNo: text(),
  phone: text(),
  emailPersonal: text(),
  address: text(),
  nationality: z.string().trim().max(100).default(defaultNationality),
  gender: text(),
  birthDate: text(),
  dependents: z.number().int().min(0).max(50).default(0),
  dependentDetails: z
    .array(z.strictObject({ name: text(), relationship: text(), birthDate: text() }))
    .max(50)
    .default([]),
  /** Answers carry it masked (900101-1******) or empty; plaintext only through the reveal call. */
  rrn: text(),
  disability: z.strictObject({ isDisabled: flag(), degree: text() }).prefault({}),
  veteran: z.strictObject({ isVeteran: flag(), number: text() }).prefault({}),
  militaryService: z
    .object({ type: text(), startedAt: text(), endedAt: text(), rank: text(), dischargeType: text(), exemptionReason: text() })
    .prefault({}),
  visa: z.strictObject({ type: text(), expiryDate: text(), memo: text() }).prefault({}),
  addressInfo: addressSchema.extend({ addressHistory: z.array(addressSchema.extend({ changedAt: text() })).max(100).default([]) }).prefault({}),
  /** Who to call in an emergency (the person may change it on 내 정보). */
  emergencyContact: z.strictObject({ name: text(), relationship: text(), phone: text() }).prefault({}),
  /** Where the salary is paid (the person may change it on 내 정보). */
  bankAccount: z.strictObject({ bankName: text(), accountNumber: text(), accountHolder: text() }).prefault({}),
});

export const organizationSchema = z.strictObject({
  insuranceCorp: text(),
  division: text(),
  headquarters: text(),
  team: text(),
  part: text(),
  employmentStatus: z.string().trim().max(20).default('재직'),
  employmentType: text(),
  erpId: text(),
  jobTitle: text(),
  jobGrade: text(),
  orgChartId: text(),
  jobFunction: text(),
  wantedId: text(),
  firstJoinDate: text(),
  transferDate: text(),
  probationEndDate: text(),
  insuranceCorpId: id(),
  divisionId: id(),
  headquarterId: id(),
  teamId: id(),
  partId: id(),
});

export const previousCompanySchema = z.strictObject({
  companyName: text(),
  department: text(),
  position: text(),
  startDate: text(),
  endDate: text(),
  duties: text(),
});

export const careerSchema = z.strictObject({
  acknowledgedYears: num(),
  mqMonths: num(),
  mqYears: num(),
  prevCareer: z.strictObject({ days: num(), months: num(), yearsMonths: text() }).prefault({}),
  previousCompanies: z.array(previousCompanySchema).max(50).default([]),
  totalMonths: num(),
});

export const employmentHistoryEntrySchema = z.strictObject({ startDate: text(), endDate: text(), type: text(), firstJoinDate: text() });

export const educationInfoSchema = z.strictObject({
  finalEducationLevel: text(),
  finalSchoolName: text(),
  degreeName: text(),
  doubleMajorDegree: text(),
  degreeNumber: text(),
  majorCategory: text(),
  hasTranscript: flag(),
  nonGradReason: text(),
});

export const educationRecordSchema = z.strictObject({
  schoolName: text(),
  major: text(),
  degree: text(),
  startDate: text(),
  endDate: text(),
  graduationStatus: text(),
});
export const certificationSchema = z.strictObject({ name: text(), issuer: text(), acquiredDate: text(), number: text() });
export const languageSkillSchema = z.strictObject({ language: text(), testName: text(), score: text(), level: text(), acquiredDate: text() });

export const resignationSchema = z.strictObject({
  status: text(),
  resignationDate: text(),
  lastWorkingDate: text(),
  resignationType: text(),
  resignationReason: text(),
});

export const salarySchema = z.strictObject({ baseSalary: z.number().int().nullable(), allowances: z.number().int().nullable() });
export type Salary = z.infer<typeof salarySchema>;

/** The admin account (admin ID) linked to the employee, if any. */
export const linkedAdminSchema = z.strictObject({ userId: z.string(), loginId: z.string(), userName: z.string().nullable() });

/** The nested sections stored whole, as they are validated on the way in. */
export const employeeSectionsSchema = z.strictObject({
  personal: personalSchema.prefault({}),
  organization: organizationSchema.prefault({}),
  accounts: z.strictObject({ email: text(), groupwareId: text(), slackId: text() }).prefault({}),
  applicationInfo: z.strictObject({ appliedJobFunction: text(), applyChannel: text() }).prefault({}),
  career: careerSchema.prefault({}),
  certifications: z.array(certificationSchema).max(100).nullable().default(null),
  educationInfo: educationInfoSchema.prefault({}),
  educationRecords: z.array(educationRecordSchema).max(50).nullable().default(null),
  employmentHistory: z.array(employmentHistoryEntrySchema).max(100).default([]),
  languageSkills: z.array(languageSkillSchema).max(50).nullable().default(null),
  newbieChecklist: z.strictObject({ isCompleted: flag(), completedAt: z.string().nullable().default(null) }).prefault({}),
  isActive: z.boolean().default(true),
  notes: z.string().max(5000).default(''),
  resignation: resignationSchema.nullable().default(null),
});
export type EmployeeSections = z.infer<typeof employeeSectionsSchema>;

/** An employee as every call answers it (spec 3.1), sensitive fields masked per the caller. */
export const employeeSchema = employeeSectionsSchema
  .extend({
    _id: z.string(),
    audit: z.object({ createdAt: z.string(), updatedAt: z.string() }),
    admin: linkedAdminSchema.nullable(),
    salary: salarySchema.nullable(),
    version: z.number().int(),
    /** Sensitive fields this answer leaves masked or empty for the caller. */
    restricted: z.array(z.enum(sensitiveFields)),
  })
  .meta({ id: 'Employee' });
export type Employee = z.infer<typeof employeeSchema>;

/** Answer to create and register: the record plus the spec-5 warnings (never blocking). */
export const employeeWriteResultSchema = employeeSchema.extend({ warnings: z.array(z.string()) });
export type EmployeeWriteResult = z.infer<typeof employeeWriteResultSchema>;
