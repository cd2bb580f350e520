import { Lock } from 'lucide-react';
import { formatMoney, orDash } from '../../../../lib/labels/format';
import type { TabProps } from './personal-tab';
import { RevealButton, useReveal } from '../reveal-context';
import { InfoList, SectionCard } from '../section-view';

function NoPermission({ children }: { children: string }) {
  return (
    <p className="mb-4 flex items-center gap-2 rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-700">
      <Lock className="size-4 text-gray-500" aria-hidden="true" />
      {children}
    </p>
  );
}

/** 급여: shown and edited with employees:salary:view; otherwise masked, and no 편집 (writing needs the same permission). */
function SalarySection({ employee, onEdit }: TabProps) {
  const reveal = useReveal();
  const restricted = employee.restricted.includes('salary');
  const salary = reveal.revealed('salary')?.salary ?? employee.salary;
  const hidden = restricted && !reveal.revealed('salary');
  const total = salary && (salary.baseSalary !== null || salary.allowances !== null) ? (salary.baseSalary ?? 0) + (salary.allowances ?? 0) : null;
  const masked = <span className="font-mono tracking-widest text-gray-500">●●●●●●원</span>;
  return (
    <SectionCard
      title="급여"
      description="월 기준 금액입니다."
      onEdit={onEdit && !restricted ? () => onEdit('salary') : undefined}
      actions={<RevealButton field="salary" label="급여" />}
    >
      {hidden && !reveal.canReveal('salary') && <NoPermission>급여 정보는 급여 열람 권한이 있는 사용자만 볼 수 있습니다.</NoPermission>}
      <InfoList
        items={[
          { label: '기본급', value: hidden ? masked : formatMoney(salary?.baseSalary) },
          { label: '수당', value: hidden ? masked : formatMoney(salary?.allowances) },
          { label: '합계', value: hidden ? masked : formatMoney(total) },
        ]}
      />
    </SectionCard>
  );
}

/** 급여 계좌: the same rule with employees:bank:view. */
function BankAccountSection({ employee, onEdit }: TabProps) {
  const reveal = useReveal();
  const restricted = employee.restricted.includes('bank');
  const revealed = reveal.revealed('bank')?.bankAccount;
  const account = revealed ?? employee.personal.bankAccount;
  const hidden = restricted && !revealed;
  const masked = <span className="text-gray-500">가려짐</span>;
  return (
    <SectionCard
      title="급여 계좌"
      description="급여를 받을 계좌입니다."
      onEdit={onEdit && !restricted ? () => onEdit('bankAccount') : undefined}
      actions={<RevealButton field="bank" label="급여 계좌" />}
    >
      {hidden && !reveal.canReveal('bank') && <NoPermission>급여 계좌는 급여 계좌 열람 권한이 있는 사용자만 볼 수 있습니다.</NoPermission>}
      <InfoList
        items={[
          { label: '은행', value: hidden ? masked : orDash(account.bankName) },
          { label: '계좌번호', value: hidden ? masked : <span className="font-mono text-[13px]">{orDash(account.accountNumber)}</span> },
          { label: '예금주', value: hidden ? masked : orDash(account.accountHolder) },
        ]}
      />
    </SectionCard>
  );
}

/** 급여 탭: the salary and the account it is paid to, each with its own permission. */
export function SalaryTab(props: TabProps) {
  return (
    <div className="grid gap-5">
      <SalarySection {...props} />
      <BankAccountSection {...props} />
    </div>
  );
}
