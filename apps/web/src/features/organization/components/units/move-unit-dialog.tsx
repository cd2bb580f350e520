import type { OrgUnitDetail, UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/overlays/dialog';
import { FormField } from '../../../../components/ui/forms/form-field';
import { OptionsSelect } from '../../../../components/ui/forms/select';
import { showSuccess } from '../../../../lib/toast';
import { treeQueryOptions, useMoveUnit } from '../../api';
import { josa } from '@saram/shared/hangul';

type MoveUnitDialogProps = { unit: OrgUnitDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** The keyboard way to move a unit (the chart's drag and drop does the same): pick the new parent, confirm. */
export function MoveUnitDialog({ unit, open, onOpenChange }: MoveUnitDialogProps) {
  const tree = useQuery(treeQueryOptions());
  const move = useMoveUnit();
  const [parentId, setParentId] = useState('');
  const candidates = useMemo(() => {
    const list: { id: string; label: string }[] = [];
    const visit = (units: readonly UnitTreeNode[], depth: number) => {
      for (const candidate of units) {
        if (candidate.id === unit.id) continue; // never below itself
        if (candidate.level < unit.level && candidate.id !== unit.parentId) list.push({ id: candidate.id, label: `${'· '.repeat(depth)}${candidate.unitName}` });
        visit(candidate.children, depth + 1);
      }
    };
    visit(tree.data?.data ?? [], 0);
    return list;
  }, [tree.data, unit.id, unit.level, unit.parentId]);
  const parent = candidates.find((candidate) => candidate.id === parentId);

  const confirm = () => {
    if (!parent) return;
    move.mutate(
      { id: unit.id, newParentId: parent.id, version: unit.version },
      {
        onSuccess: () => {
          showSuccess('조직을 이동했습니다.', unit.unitName);
          onOpenChange(false);
          setParentId('');
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !move.isPending && onOpenChange(next)}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>상위 조직 변경</DialogTitle>
          <DialogDescription>
            {parent ? `${josa(unit.unitName, '을/를')} ${parent.label.replace(/^(· )+/, '')} 아래로 이동할까요?` : `${unit.unitName}의 새 상위 조직을 고르세요.`}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <FormField label="새 상위 조직" required description="레벨이 더 높은 조직만 고를 수 있습니다.">
            {(controlProps) => (
              <OptionsSelect
                value={parentId}
                onValueChange={setParentId}
                options={candidates.map((c) => ({ value: c.id, label: c.label }))}
                placeholder="조직 선택"
                {...controlProps}
              />
            )}
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={move.isPending}>
            취소
          </Button>
          <Button disabled={!parent} loading={move.isPending} onClick={confirm}>
            이동
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
