import type { BuilderDataSet } from '@saram/shared/reports/report-builder';
import { builderDataSetInfo } from '@saram/shared/reports/report-builder';
import type { BuilderDataSetFields, BuilderField, BuilderFieldType } from '@saram/shared/reports/report-builder.schemas';
import type { Permission } from '@saram/shared/permissions';
import { evaluationStatusLabels } from '@saram/shared/evaluations/evaluations';
import { resignationStatusLabels } from '@saram/shared/resignations/resignations';
import { corporationLabel, orgLevels } from '@saram/shared/organization/organization';
import type { Actor } from '../../../lib/auth/actor';

/**
 * The whitelist: every field a custom report may name, per data set, with the permission a field
 * needs beyond its data set's. Resident registration numbers, salary, bank accounts and disability
 * are never offered: they are encrypted at rest (no SQL can group or filter them) and the compensation
 * report is where pay is analysed, with its small-group rule. The SQL of each key lives in builder.repo.ts.
 */

type FieldDef = Omit<BuilderField, 'options'> & { options?: readonly string[]; permission?: Permission; format: 'text' | 'date' | 'years' | 'score' | 'count' };

const text = (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, label, type: 'text', groupable: true, averageable: false, format: 'text', ...extra });
const day = (key: string, label: string): FieldDef => ({ key, label, type: 'date', groupable: false, averageable: false, format: 'date' });
const number = (key: string, label: string, format: FieldDef['format'], extra: Partial<FieldDef> = {}): FieldDef => ({ key, label, type: 'number' as BuilderFieldType, groupable: false, averageable: true, format, ...extra });

const person = [text('name', '이름', { groupable: false }), text('employeeNo', '사번', { groupable: false })];
const placement = [
  text('corporation', corporationLabel),
  ...orgLevels.filter((l) => l.level < 4).map((l) => text(l.name, l.label)),
  text('jobGrade', '직급'),
];

export const builderFields = {
  employees: [
    ...person,
    ...placement,
    text('jobTitle', '직책'),
    text('jobFunction', '직무'),
    text('employmentType', '고용형태', { options: ['정규직', '계약직', '인턴', '파견'] }),
    text('employmentStatus', '재직 상태', { options: ['재직', '휴직', '퇴직'] }),
    day('hireDate', '입사일'),
    text('hireYear', '입사 연도'),
    day('terminationDate', '퇴직일'),
    number('tenureYears', '근속 연수', 'years'),
  ],
  resignations: [
    ...person,
    ...placement,
    text('resignationType', '퇴직 유형'),
    text('status', '처리 상태', { options: Object.values(resignationStatusLabels) }),
    day('requestDate', '제출일'),
    day('lastWorkingDate', '최종 근무일'),
    text('lastWorkingMonth', '최종 근무 월'),
    number('tenureYears', '근속 연수', 'years'),
  ],
  evaluations: [
    ...person,
    ...placement,
    text('cycle', '평가 주기'),
    text('status', '평가 상태', { options: Object.values(evaluationStatusLabels) }),
    text('grade', '등급', { permission: 'evaluations:reports' }),
    number('finalScore', '최종 점수', 'score', { permission: 'evaluations:reports' }),
  ],
} satisfies Record<BuilderDataSet, FieldDef[]>;

export type BuilderFieldKey<D extends BuilderDataSet> = (typeof builderFields)[D][number]['key'];

const may = (actor: Actor, permission: Permission | undefined) => !permission || actor.permissions.has(permission);

/** The fields of a data set that this caller may read; none when the data set itself is not theirs. */
export function readableFields(actor: Actor, dataSet: BuilderDataSet): FieldDef[] {
  if (!may(actor, builderDataSetInfo[dataSet].permission)) return [];
  return (builderFields[dataSet] as FieldDef[]).filter((f) => may(actor, f.permission));
}

/** GET fields: only the data sets and fields the caller may read. */
export function fieldsFor(actor: Actor): { dataSets: BuilderDataSetFields[] } {
  return {
    dataSets: (Object.keys(builderFields) as BuilderDataSet[])
      .map((key) => ({
        key,
        label: builderDataSetInfo[key].label,
        description: builderDataSetInfo[key].description,
        fields: readableFields(actor, key).map(({ key: k, label, type, groupable, averageable, options }) => ({ key: k, label, type, groupable, averageable, ...(options ? { options: [...options] } : {}) })),
      }))
      .filter((set) => set.fields.length > 0),
  };
}

export type { FieldDef };
