import { employeeSectionsSchema } from '@saram/shared/employees/employee-record.schemas';
import { checkEmployee, missingRegistrationFields, registrationPaths } from '@saram/shared/employees/employee-input';
import {
  emergencyContactSchema,
  registrationEmployeeSchema,
  registrationPersonSchema,
  registrationSalarySchema,
  registrationStructureSchema,
  toEmployeeDraft,
  type RegistrationStructure,
} from '@saram/shared/employees/employee-input.schemas';
import { z } from 'zod';

/**
 * The registration form (spec 3.3) holds the registration structure itself, every field a string
 * while typing. Validation is the structure's schema plus `checkEmployee` and
 * `missingRegistrationFields`, the same checks POST register runs, their nested paths mapped back
 * onto the form by `registrationPaths`.
 */

type Fields<T> = { [K in keyof T]-?: string };

export type RegistrationValues = {
  employee: Fields<z.input<typeof registrationEmployeeSchema>>;
  person: Fields<z.input<typeof registrationPersonSchema>>;
  emergencyContact: Fields<z.input<typeof emergencyContactSchema>>;
  salary: Fields<z.input<typeof registrationSalarySchema>>;
  documents: { name: string; submitted: boolean }[];
};

/** 제출 서류: the checklist HR ticks on the first day. */
export const documentNames = ['주민등록등본', '가족관계증명서', '통장 사본', '졸업증명서', '경력증명서', '건강진단서'] as const;

const blank = <T extends object>(shape: T): Fields<T> =>
  Object.fromEntries(Object.keys(shape).map((key) => [key, ''])) as Fields<T>;

export function emptyRegistration(): RegistrationValues {
  return {
    employee: { ...blank(registrationEmployeeSchema.shape), work_form: '정규직', employment_status: '재직' },
    person: { ...blank(registrationPersonSchema.shape), nationality: '대한민국' },
    emergencyContact: blank(emergencyContactSchema.shape),
    salary: blank(registrationSalarySchema.shape),
    documents: documentNames.map((name) => ({ name, submitted: false })),
  };
}

const trimmedOrUndefined = (group: Record<string, string>) =>
  Object.fromEntries(Object.entries(group).map(([key, value]) => [key, value.trim() || undefined]));

const anyFilled = (group: Record<string, string>) => Object.values(group).some((value) => value.trim());

/** What is sent: blanks left out, optional groups only when something is in them. */
export function toRegistrationStructure(values: RegistrationValues): RegistrationStructure {
  const submitted = values.documents.filter((d) => d.submitted).map((d) => ({ name: d.name, submitted: true }));
  return {
    employee: trimmedOrUndefined(values.employee),
    person: trimmedOrUndefined(values.person),
    ...(anyFilled(values.emergencyContact) ? { emergencyContact: trimmedOrUndefined(values.emergencyContact) } : {}),
    ...(anyFilled(values.salary) ? { salary: trimmedOrUndefined(values.salary) } : {}),
    ...(submitted.length ? { documents: submitted } : {}),
  };
}

/** The registration structure's own rules, then the server's record checks on what it becomes. */
export const registrationSchema = z
  .custom<RegistrationValues>()
  .transform(toRegistrationStructure)
  .pipe(
    registrationStructureSchema.superRefine((structure, ctx) => {
      const sections = employeeSectionsSchema.safeParse(toEmployeeDraft(structure as Record<string, unknown>).sections);
      if (!sections.success) return;
      const { errors } = checkEmployee(sections.data, structure.person.rrn);
      const reported = new Set<string>();
      for (const [path, message] of Object.entries({ ...missingRegistrationFields(sections.data), ...errors })) {
        const target = registrationPaths[path];
        if (!target || reported.has(target)) continue;
        reported.add(target);
        ctx.addIssue({ code: 'custom', path: target.split('.'), message });
      }
    }),
  );

export type RegistrationOutput = z.output<typeof registrationSchema>;
