import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/overlays/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { showError, showSuccess } from '../../../../lib/toast';
import { useUpdateEmployee } from '../../record-api';
import { formatDate, orDash } from '../../../../lib/labels/format';
import { RevealButton, useReveal } from '../reveal-context';
import { sectionSpecs, type SectionId } from '../section-specs';
import { InfoList, ListTable, SectionCard, SpecSection } from '../section-view';
import { errorMessage, isConflict } from '../../../../lib/api/form-errors';

export type TabProps = {
  employee: Employee;
  /** Opens a section's editor; undefined for users who may not write. */
  onEdit?: ((id: SectionId) => void) | undefined;
  onConflict: () => void;
};

function MaskedValue({ value }: { value: string }) {
  return <span className="font-mono text-[13px] tracking-wide">{value}</span>;
}

/** 장애·보훈: health data (PIPA art. 23), shown only with its permission or after a reveal. */
function SensitiveSections({ employee, onEdit }: TabProps) {
  const reveal = useReveal();
  const restricted = employee.restricted.includes('disability');
  const revealed = reveal.revealed('disability');
  const disability = revealed?.disability ?? employee.personal.disability;
  const veteran = revealed?.veteran ?? employee.personal.veteran;
  const hidden = restricted && !revealed;
  const masked = <span className="text-gray-500">가려짐</span>;
  return (
    <SectionCard
      title="장애·보훈"
      description={restricted ? '민감정보입니다. 열람 권한이 있어야 볼 수 있습니다.' : undefined}
      actions={<RevealButton field="disability" label="장애·보훈 정보" />}
    >
      <InfoList
        columns={2}
        items={[
          { label: '장애 여부', value: hidden ? masked : disability.isDisabled ? '예' : '아니오' },
          { label: '장애 정도', value: hidden ? masked : orDash(disability.degree) },
          { label: '보훈 대상', value: hidden ? masked : veteran.isVeteran ? '예' : '아니오' },
          { label: '보훈 번호', value: hidden ? masked : orDash(veteran.number) },
        ]}
      />
      {!restricted && onEdit && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onEdit('disability')}>
            장애 정보 편집
          </Button>
          <Button variant="outline" size="sm" onClick={() => onEdit('veteran')}>
            보훈 정보 편집
          </Button>
        </div>
      )}
    </SectionCard>
  );
}

/** Spec 7.2: deleting a visa is an update with an emptied visa. */
function DeleteVisaButton({ employee, onConflict }: TabProps) {
  const update = useUpdateEmployee(employee._id);
  const [open, setOpen] = useState(false);
  const visa = employee.personal.visa;
  if (!visa.type && !visa.expiryDate && !visa.memo) return null;
  return (
    <>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        비자 삭제
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="비자 정보 삭제"
        description={`${employee.personal.nameKor} 님의 비자 정보(${[visa.type, visa.expiryDate && `만료 ${formatDate(visa.expiryDate)}`].filter(Boolean).join(', ')})가 삭제됩니다.`}
        confirmLabel="삭제"
        destructive
        pending={update.isPending}
        onConfirm={() => {
          update.mutate(
            { version: employee.version, personal: { visa: { type: '', expiryDate: '', memo: '' } } },
            {
              onSuccess: () => {
                setOpen(false);
                showSuccess('비자 정보를 삭제했습니다.');
              },
              onError: (error) => {
                setOpen(false);
                if (isConflict(error)) onConflict();
                else showError('비자 정보를 삭제하지 못했습니다', errorMessage(error));
              },
            },
          );
        }}
      />
    </>
  );
}

/** 인적사항: 기본 정보, 연락처, 주소와 주소 이력, 병역, 장애·보훈, 비자, 부양가족. */
export function PersonalTab(props: TabProps) {
  const { employee, onEdit } = props;
  const reveal = useReveal();
  const rrn = reveal.revealed('rrn')?.rrn ?? employee.personal.rrn;
  const history = employee.personal.addressInfo.addressHistory;
  return (
    <div className="grid gap-5">
      <SpecSection
        employee={employee}
        spec={sectionSpecs.basic}
        onEdit={onEdit}
        overrides={{
          'personal.rrn': rrn ? (
            <span className="flex flex-wrap items-center gap-2">
              <MaskedValue value={rrn} />
              <RevealButton field="rrn" label="주민등록번호" />
            </span>
          ) : (
            '-'
          ),
          'personal.dependents': `${employee.personal.dependents}명`,
        }}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <SpecSection employee={employee} spec={sectionSpecs.contact} onEdit={onEdit} columns={2} />
        <SpecSection employee={employee} spec={sectionSpecs.military} onEdit={onEdit} columns={2} />
      </div>
      <SpecSection employee={employee} spec={sectionSpecs.address} onEdit={onEdit}>
        <div className="mt-5">
          <h4 className="mb-2 text-[13px] font-semibold text-gray-700">주소 이력</h4>
          <ListTable
            spec={{
              path: 'personal.addressInfo.addressHistory',
              itemLabel: '주소 이력',
              fields: [
                { path: 'changedAt', label: '변경일', kind: 'date' },
                { path: 'zipcode', label: '우편번호' },
                { path: 'address', label: '주소', wide: true },
                { path: 'addressDetail', label: '상세주소' },
              ],
            }}
            rows={history}
            emptyText="이전 주소가 없습니다."
          />
        </div>
      </SpecSection>
      <div className="grid gap-5 lg:grid-cols-2">
        <SensitiveSections {...props} />
        <SpecSection employee={employee} spec={sectionSpecs.visa} onEdit={onEdit} columns={2} actions={onEdit && <DeleteVisaButton {...props} />} />
      </div>
      <SpecSection employee={employee} spec={sectionSpecs.dependents} onEdit={onEdit} />
    </div>
  );
}
