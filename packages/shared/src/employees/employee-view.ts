import type { Employee } from './employee-record.schemas';
import { departmentPathOf, hireDateOf, retirementDateOf, type EmployeeView } from './employees';

export function flattenEmployee(e: Pick<Employee, '_id' | 'personal' | 'organization' | 'accounts' | 'employmentHistory' | 'resignation'>): EmployeeView {
  const p = e.personal;
  const o = e.organization;
  return {
    id: e._id,
    nameKor: p.nameKor,
    nameEng: p.nameEng,
    employee_number: p.employeeNo,
    corporation_name: o.insuranceCorp,
    division_name: o.division,
    headquarters_name: o.headquarters,
    department_name: o.headquarters,
    team_name: o.team,
    part_name: o.part,
    work_form: o.employmentType,
    job_title: o.jobTitle,
    job_grade: o.jobGrade,
    job_function: o.jobFunction,
    hire_date: hireDateOf(e.employmentHistory),
    employment_status: o.employmentStatus,
    contact: p.phone,
    email: e.accounts.email || p.emailPersonal,
    address: [p.addressInfo.address, p.addressInfo.addressDetail].filter(Boolean).join(' ') || p.address,
    termination_date: retirementDateOf(e.resignation),
    termination_reason: e.resignation?.resignationReason ?? '',
    departmentPath: departmentPathOf(o),
  };
}
