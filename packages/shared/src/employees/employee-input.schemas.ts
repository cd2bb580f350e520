import { z } from 'zod';
import { detectInputForm, emergencyContactLine, isRealDate, legacyFields, mergeLegacyFields, readMoney, registrationPaths, type EmployeeDraft } from './employee-input';
import { lastWorkingDateFor } from './employees';
import { employeeSectionsSchema } from './employee-record.schemas';

/**
 * The ways an employee comes in (employee-input.ts): the schemas of the four input forms (spec 5)
 * and their conversion to the nested shape.
 */

const loose = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? undefined : String(v).trim()))
  .pipe(z.string().max(500).optional());
/** A salary amount as sent: a number, or a string read by `readMoney` (a refusal is a field error). */
const money = z
  .union([z.string().max(50), z.number()])
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const read = readMoney(value);
    if ('error' in read) {
      ctx.addIssue({ code: 'custom', message: read.error });
      return z.NEVER;
    }
    return read.value;
  });

export const registrationEmployeeSchema = z.strictObject({
  person_name: loose,
  employee_number: loose,
  corporation_name: loose,
  division_name: loose,
  headquarter_name: loose,
  team_name: loose,
  part_name: loose,
  corporation_id: z.uuid().nullish(),
  division_id: z.uuid().nullish(),
  headquarter_id: z.uuid().nullish(),
  team_id: z.uuid().nullish(),
  part_id: z.uuid().nullish(),
  work_form: loose,
  job_title: loose,
  job_grade: loose,
  job_function: loose,
  hire_date: loose,
  first_join_date: loose,
  transfer_date: loose,
  probation_end_date: loose,
  employment_status: loose,
});

export const registrationPersonSchema = z.strictObject({
  name: loose,
  name_eng: loose,
  /** 개인 이메일 (personal.emailPersonal). */
  email: loose,
  /** 회사 이메일 (accounts.email). */
  company_email: loose,
  contact: loose,
  address: loose,
  zipcode: loose,
  address_detail: loose,
  extra_address: loose,
  birthDate: loose,
  gender: loose,
  rrn: loose,
  nationality: loose,
});

export const emergencyContactSchema = z.strictObject({ name: loose, relationship: loose, phone: loose });
export const registrationSalarySchema = z.strictObject({ base_salary: money, allowances: money });
export const registrationDocumentSchema = z.strictObject({ name: z.string().trim().min(1).max(100), submitted: z.boolean().default(true) });

/** 3.3: { employee, person, emergencyContact, salary, documents }. */
export const registrationStructureSchema = z
  .strictObject({
    employee: registrationEmployeeSchema.prefault({}),
    person: registrationPersonSchema.prefault({}),
    emergencyContact: emergencyContactSchema.optional(),
    salary: registrationSalarySchema.optional(),
    documents: z.array(registrationDocumentSchema).max(50).optional(),
  })
  .meta({ id: 'EmployeeRegistration' });
export type RegistrationStructure = z.input<typeof registrationStructureSchema>;

/** The registration form's values, flat: the employee fields, the person's, then the rest. */
export const registrationFormSchema = registrationEmployeeSchema.extend({
  email: loose,
  contact: loose,
  address: loose,
  birthDate: loose,
  gender: loose,
  rrn: loose,
  emergency_name: loose,
  emergency_relationship: loose,
  emergency_phone: loose,
  base_salary: money,
  allowances: money,
});

/** An employee view (3.2) sent back in: its string id names the source, not our record. */
export const employeeViewInputSchema = z.strictObject({
  id: z.string(),
  _id: z.string().optional(),
  nameKor: loose,
  nameEng: loose,
  employee_number: loose,
  corporation_name: loose,
  division_name: loose,
  headquarters_name: loose,
  department_name: loose,
  team_name: loose,
  part_name: loose,
  work_form: loose,
  job_title: loose,
  job_grade: loose,
  job_function: loose,
  hire_date: loose,
  employment_status: loose,
  contact: loose,
  email: loose,
  address: loose,
  termination_date: loose,
  termination_reason: loose,
  departmentPath: loose,
  isActive: z.boolean().optional(),
  version: z.number().optional(),
});

const sectionKeys = Object.keys(employeeSectionsSchema.shape);
/** Keys the plain payload may carry beside the sections: the answer's own fields are ignored. */
const ignoredKeys = ['_id', 'audit', 'admin', 'restricted', 'warnings', 'salary', 'version'];

const nestedSalarySchema = z.object({ salary: z.strictObject({ baseSalary: money, allowances: money }) });

function definedOnly<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

const joinNotes = (...lines: (string | null | undefined)[]) => lines.filter(Boolean).join('\n');

type Registration = z.output<typeof registrationStructureSchema>;

function fromRegistration(r: Registration): Omit<EmployeeDraft, 'form' | 'paths'> {
  const e = r.employee;
  const p = r.person;
  const documents = r.documents?.filter((d) => d.submitted).map((d) => d.name) ?? [];
  return {
    sections: {
      personal: {
        nameKor: e.person_name || p.name,
        nameEng: p.name_eng,
        employeeNo: e.employee_number,
        phone: p.contact,
        emailPersonal: p.email,
        address: p.address,
        birthDate: p.birthDate,
        gender: p.gender,
        rrn: p.rrn,
        nationality: p.nationality || undefined,
        addressInfo: { zipcode: p.zipcode, address: p.address, addressDetail: p.address_detail, extraAddress: p.extra_address },
        ...(r.emergencyContact ? { emergencyContact: r.emergencyContact } : {}),
      },
      organization: {
        insuranceCorp: e.corporation_name,
        division: e.division_name,
        headquarters: e.headquarter_name,
        team: e.team_name,
        part: e.part_name,
        insuranceCorpId: e.corporation_id ?? null,
        divisionId: e.division_id ?? null,
        headquarterId: e.headquarter_id ?? null,
        teamId: e.team_id ?? null,
        partId: e.part_id ?? null,
        employmentType: e.work_form,
        jobTitle: e.job_title,
        jobGrade: e.job_grade,
        jobFunction: e.job_function,
        firstJoinDate: e.first_join_date || (e.hire_date && isRealDate(e.hire_date) ? e.hire_date : ''),
        transferDate: e.transfer_date,
        probationEndDate: e.probation_end_date,
        employmentStatus: e.employment_status || undefined,
      },
      accounts: { email: p.company_email },
      employmentHistory: e.hire_date ? [{ startDate: e.hire_date, type: e.work_form, firstJoinDate: e.first_join_date || (isRealDate(e.hire_date) ? e.hire_date : '') }] : [],
      notes: joinNotes(emergencyContactLine(r.emergencyContact), documents.length ? `제출 서류: ${documents.join(', ')}` : null),
    },
    salary: r.salary ? definedOnly({ baseSalary: r.salary.base_salary, allowances: r.salary.allowances }) : undefined,
  };
}

const flatPaths = { ...Object.fromEntries(Object.entries(registrationPaths).map(([k, v]) => [k, v.split('.')[1]!])), 'accounts.email': 'email' };

function parseOrThrow<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  return schema.parse(raw);
}

/**
 * Converts any of the four input forms to a draft of nested sections. Throws the ZodError of the
 * form's own schema (paths as the caller sent them) when the payload does not fit its form.
 */
export function toEmployeeDraft(raw: Record<string, unknown>): EmployeeDraft {
  const form = detectInputForm(raw);
  if (form === 'registration-structure') {
    return { form, ...fromRegistration(parseOrThrow(registrationStructureSchema, raw)), paths: registrationPaths };
  }
  if (form === 'registration-form') {
    const f = parseOrThrow(registrationFormSchema, raw);
    const { email, contact, address, birthDate, gender, rrn, emergency_name, emergency_relationship, emergency_phone, base_salary, allowances, ...employee } = f;
    const structure = registrationStructureSchema.parse({
      employee,
      // The flat form (and the Excel import built on it) has one 이메일, read as both as before.
      person: { email, company_email: email, contact, address, birthDate, gender, rrn },
      emergencyContact: { name: emergency_name, relationship: emergency_relationship, phone: emergency_phone },
      salary: base_salary === undefined && allowances === undefined ? undefined : { base_salary, allowances },
    });
    return { form, ...fromRegistration(structure), paths: flatPaths };
  }
  if (form === 'employee-view') {
    const v = parseOrThrow(employeeViewInputSchema, raw);
    const terminated = Boolean(v.termination_date);
    const lastWorkingDate = v.termination_date ? lastWorkingDateFor(v.termination_date) || v.termination_date : '';
    return {
      form,
      sections: {
        personal: { nameKor: v.nameKor, nameEng: v.nameEng, employeeNo: v.employee_number, phone: v.contact, address: v.address },
        organization: {
          insuranceCorp: v.corporation_name,
          division: v.division_name,
          headquarters: v.headquarters_name || v.department_name,
          team: v.team_name,
          part: v.part_name,
          employmentType: v.work_form,
          jobTitle: v.job_title,
          jobGrade: v.job_grade,
          jobFunction: v.job_function,
          employmentStatus: terminated ? '퇴직' : v.employment_status || undefined,
        },
        accounts: { email: v.email },
        employmentHistory: v.hire_date ? [{ startDate: v.hire_date, endDate: lastWorkingDate, type: v.work_form }] : [],
        ...(v.isActive === undefined ? {} : { isActive: v.isActive }),
        // Spec 4: a flat termination date (퇴직일) maps to an approved resignation whose last working day is the day before.
        ...(terminated
          ? {
              isActive: false,
              resignation: { status: 'approved', resignationDate: '', lastWorkingDate, resignationReason: v.termination_reason },
            }
          : {}),
      },
      paths: {
        'personal.nameKor': 'nameKor',
        'personal.employeeNo': 'employee_number',
        'personal.phone': 'contact',
        'accounts.email': 'email',
        'employmentHistory.0.startDate': 'hire_date',
        'resignation.lastWorkingDate': 'termination_date',
      },
    };
  }
  return fromNested(raw);
}

function fromNested(raw: Record<string, unknown>): EmployeeDraft {
  const unknownKeys = Object.keys(raw).filter((k) => !sectionKeys.includes(k) && !(legacyFields as readonly string[]).includes(k) && !ignoredKeys.includes(k));
  if (unknownKeys.length) {
    throw new z.ZodError([{ code: 'unrecognized_keys', keys: unknownKeys, path: [], message: `허용되지 않는 항목입니다: ${unknownKeys.join(', ')}`, input: raw }]);
  }
  const sections: Record<string, unknown> = {};
  for (const key of sectionKeys) if (key in raw) sections[key] = raw[key];
  // A salary the caller was not shown (null) is not a change; its fields merge like a section's.
  const salary = raw.salary === undefined || raw.salary === null ? undefined : definedOnly(parseOrThrow(nestedSalarySchema, { salary: raw.salary }).salary);
  return { form: 'nested', sections: mergeLegacyFields(raw, sections), salary, paths: {} };
}
