import { retirementDateOf } from '@saram/shared/employees';
import type { Employee, HrMetrics } from '@saram/shared/employees.schemas';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime, formatPeriod, formatPhoneOrDash } from '../../../lib/format';

/**
 * The 인사기록카드 as a sheet of A4: bordered tables in the order of the paper form (인적사항, 소속,
 * 학력, 경력, 자격·어학, 병역, 가족). Lists keep a few blank rows, as the printed form does.
 */

const cell = 'border border-gray-400 px-2 py-1.5';
const th = `${cell} bg-gray-100 font-semibold text-gray-800 whitespace-nowrap`;
const td = `${cell} text-gray-900 tabular-nums break-keep`;
/** Below 640 px a pair table reads one label-value pair per row. */
const stackedCell = 'max-sm:block max-sm:border-0 max-sm:border-b';
const blank = (value: string | null | undefined) => (value ? value : '');

function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5 break-inside-avoid-page print:mt-4">
      <h2 className="mb-1.5 text-[13px] font-bold text-gray-900 print:text-[10.5pt]">■ {title}</h2>
      {children}
    </section>
  );
}

/** Label-value rows, two pairs per row; `wide` rows span the full width. */
function PairTable({ rows, label }: { rows: ([string, ReactNode] | [string, ReactNode, 'wide'])[][]; label: string }) {
  return (
    <table
      className="w-full table-fixed border-collapse text-[13px] max-sm:block max-sm:border max-sm:border-b-0 max-sm:border-gray-400 print:text-[9.5pt]"
      aria-label={label}
    >
      <colgroup>
        <col className="w-[17%]" />
        <col className="w-[33%]" />
        <col className="w-[17%]" />
        <col className="w-[33%]" />
      </colgroup>
      <tbody className="max-sm:block">
        {rows.map((row, index) => (
          <tr key={index} className="max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)]">
            {row.map(([name, value, wide]) => (
              <PairCells key={name} name={name} value={value} wide={wide === 'wide'} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PairCells({ name, value, wide }: { name: string; value: ReactNode; wide: boolean }) {
  return (
    <>
      <th scope="row" className={cn(th, 'text-left', stackedCell)}>
        {name}
      </th>
      <td className={cn(td, stackedCell)} colSpan={wide ? 3 : 1}>
        {value}
      </td>
    </>
  );
}

/** A list as a table with at least `minRows` rows. */
function ListSheet({ label, columns, rows, minRows = 3 }: { label: string; columns: { name: string; width?: string }[]; rows: ReactNode[][]; minRows?: number }) {
  const padded = [...rows, ...Array.from({ length: Math.max(0, minRows - rows.length) }, () => columns.map(() => ''))];
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full min-w-[560px] table-fixed border-collapse text-[13px] print:min-w-0 print:text-[9.5pt]" aria-label={label}>
        <colgroup>
          {columns.map((c) => (
            <col key={c.name} className={c.width} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.name} scope="col" className={cn(th, 'text-center')}>
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padded.map((row, index) => (
            <tr key={index} className="h-8">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className={cn(td, 'text-center')}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HrCardSheet({ employee, metrics, printedAt }: { employee: Employee; metrics: HrMetrics | undefined; printedAt: string }) {
  const p = employee.personal;
  const o = employee.organization;
  const m = p.militaryService;
  const a = p.addressInfo;
  const address = [a.zipcode && `(${a.zipcode})`, a.address || p.address, a.addressDetail, a.extraAddress].filter(Boolean).join(' ');
  const education = employee.educationRecords?.length
    ? employee.educationRecords.map((r) => [formatPeriod(r.startDate, r.endDate, ''), r.schoolName, r.major, r.degree, r.graduationStatus])
    : employee.educationInfo.finalSchoolName
      ? [['', employee.educationInfo.finalSchoolName, employee.educationInfo.majorCategory, employee.educationInfo.degreeName, employee.educationInfo.finalEducationLevel]]
      : [];
  return (
    <article className="hr-card-sheet mx-auto w-full max-w-[210mm] bg-white px-4 py-6 shadow-sm ring-1 ring-gray-200 sm:px-[12mm] sm:py-[14mm]" aria-label="인사기록카드">
      <h1 className="text-center text-2xl font-bold tracking-[0.5em] text-gray-900 print:text-[18pt]">인사기록카드</h1>
      <p className="mt-2 text-right text-[12px] text-gray-600 print:text-[8.5pt]">
        {o.insuranceCorp || 'Saram'} · 출력 {formatDateTime(printedAt)}
      </p>

      <SheetSection title="인적사항">
        <div className="flex gap-2">
          <div
            className="flex min-h-[36mm] w-[28mm] shrink-0 items-center justify-center border border-gray-400 text-[12px] text-gray-500 max-sm:hidden print:flex"
          >
            사진
          </div>
          <div className="min-w-0 flex-1">
            <PairTable
              label="인적사항"
              rows={[
                [
                  ['성명(한글)', p.nameKor],
                  ['성명(영문)', blank(p.nameEng)],
                ],
                [
                  ['사번', blank(p.employeeNo)],
                  ['주민등록번호', blank(p.rrn)],
                ],
                [
                  ['생년월일', p.birthDate ? formatDate(p.birthDate) : ''],
                  ['성별', blank(p.gender)],
                ],
                [
                  ['국적', blank(p.nationality)],
                  ['휴대전화', p.phone ? formatPhoneOrDash(p.phone) : ''],
                ],
                [
                  ['개인 이메일', blank(p.emailPersonal)],
                  ['회사 이메일', blank(employee.accounts.email)],
                ],
                [['주소', address, 'wide']],
              ]}
            />
          </div>
        </div>
      </SheetSection>

      <SheetSection title="소속">
        <PairTable
          label="소속"
          rows={[
            [
              ['법인', blank(o.insuranceCorp)],
              ['사업부', blank(o.division)],
            ],
            [
              ['본부', blank(o.headquarters)],
              ['팀 / 파트', [o.team, o.part].filter(Boolean).join(' / ')],
            ],
            [
              ['직급', blank(o.jobGrade)],
              ['직책', blank(o.jobTitle)],
            ],
            [
              ['직무', blank(o.jobFunction)],
              ['고용형태', blank(o.employmentType)],
            ],
            [
              ['입사일', metrics?.hireDate ? formatDate(metrics.hireDate) : ''],
              ['최초 입사일', o.firstJoinDate ? formatDate(o.firstJoinDate) : ''],
            ],
            [
              ['재직상태', blank(o.employmentStatus)],
              ['근속', blank(metrics?.tenure?.label)],
            ],
            ...(employee.resignation ? [[['퇴직일', formatDate(retirementDateOf(employee.resignation))] as [string, ReactNode]]] : []),
          ]}
        />
      </SheetSection>

      <SheetSection title="학력">
        <ListSheet
          label="학력"
          columns={[{ name: '기간', width: 'w-[26%]' }, { name: '학교명', width: 'w-[24%]' }, { name: '전공' }, { name: '학위', width: 'w-[12%]' }, { name: '구분', width: 'w-[12%]' }]}
          rows={education}
        />
      </SheetSection>

      <SheetSection title="경력">
        <ListSheet
          label="경력"
          columns={[{ name: '기간', width: 'w-[26%]' }, { name: '회사명', width: 'w-[20%]' }, { name: '부서', width: 'w-[15%]' }, { name: '직위', width: 'w-[12%]' }, { name: '담당 업무' }]}
          rows={employee.career.previousCompanies.map((c) => [formatPeriod(c.startDate, c.endDate, ''), c.companyName, c.department, c.position, c.duties])}
        />
      </SheetSection>

      <SheetSection title="자격·어학">
        <ListSheet
          label="자격·어학"
          columns={[{ name: '취득일', width: 'w-[18%]' }, { name: '자격·시험명', width: 'w-[30%]' }, { name: '발급 기관·점수' }, { name: '번호·등급', width: 'w-[22%]' }]}
          rows={[
            ...(employee.certifications ?? []).map((c) => [formatDate(c.acquiredDate), c.name, c.issuer, c.number]),
            ...(employee.languageSkills ?? []).map((l) => [formatDate(l.acquiredDate), [l.language, l.testName].filter(Boolean).join(' '), l.score, l.level]),
          ]}
        />
      </SheetSection>

      <SheetSection title="병역">
        <ListSheet
          label="병역"
          minRows={1}
          columns={[{ name: '구분', width: 'w-[14%]' }, { name: '계급', width: 'w-[14%]' }, { name: '복무 기간', width: 'w-[32%]' }, { name: '전역 구분', width: 'w-[16%]' }, { name: '면제 사유' }]}
          rows={m.type || m.rank || m.startedAt ? [[m.type, m.rank, m.startedAt || m.endedAt ? formatPeriod(m.startedAt, m.endedAt, '') : '', m.dischargeType, m.exemptionReason]] : []}
        />
      </SheetSection>

      <SheetSection title="가족">
        <ListSheet
          label="가족"
          columns={[{ name: '관계', width: 'w-[25%]' }, { name: '성명', width: 'w-[35%]' }, { name: '생년월일' }]}
          rows={p.dependentDetails.map((d) => [d.relationship, d.name, d.birthDate ? formatDate(d.birthDate) : ''])}
        />
      </SheetSection>

      <p className="mt-8 text-center text-[13px] text-gray-800 print:mt-6 print:text-[10pt]">위 기재 사항이 인사 기록과 다름없음을 확인합니다.</p>
      <p className="mt-2 text-center text-[13px] text-gray-800 tabular-nums print:text-[10pt]">{formatDateTime(printedAt).slice(0, 10)}</p>
    </article>
  );
}

/**
 * Print rules for the HR card only (mounted with the page): A4, and the app's frame (sidebar,
 * header, toasts, the page's own buttons) left out of the print.
 */
export const hrCardPrintCss = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  html, body { background: #fff !important; }
  [data-testid="sidebar"], body header, [data-sonner-toaster], [data-print-hide] { display: none !important; }
  #main { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  .hr-card-sheet { box-shadow: none !important; padding: 0 !important; max-width: none !important; }
  .hr-card-sheet tr { break-inside: avoid; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;
