import { ruleTypeLabels } from '@saram/shared/role-rules/role-rules';
import type { RoleRule } from '@saram/shared/role-rules/role-rules.schemas';
import { FlaskConical, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/forms/switch';
import { DataCard, DataTable, type DataColumn } from '../../components/data-table';
import { useRoleChoices } from '../rbac/api';
import { scopeText } from '@saram/shared/rbac/rbac';
import { conditionSummary } from './rule-options';

export type RuleListActions = {
  nameOf: (id: string) => string;
  onTest: (rule: RoleRule) => void;
  onEdit: (rule: RoleRule) => void;
  onDelete: (rule: RoleRule) => void;
  onToggle: (rule: RoleRule, active: boolean) => void;
  busy: boolean;
};

type Props = RuleListActions & { rules: readonly RoleRule[] };

function Conditions({ rule, nameOf }: { rule: RoleRule; nameOf: (id: string) => string }) {
  return (
    <ul className="space-y-0.5">
      {conditionSummary(rule, nameOf).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Actions({ rule, onTest, onEdit, onDelete, busy }: RuleListActions & { rule: RoleRule }) {
  return (
    <div className="flex gap-1">
      <Button size="sm" variant="outline" onClick={() => onTest(rule)} disabled={busy}>
        <FlaskConical className="size-4" aria-hidden="true" />
        시험 실행
      </Button>
      <Button size="sm" variant="ghost" aria-label={`${rule.name} 수정`} onClick={() => onEdit(rule)}>
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button size="sm" variant="ghost" aria-label={`${rule.name} 삭제`} onClick={() => onDelete(rule)}>
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

function Active({ rule, onToggle, busy }: Pick<RuleListActions, 'onToggle' | 'busy'> & { rule: RoleRule }) {
  return <Switch checked={rule.isActive} aria-label={`${rule.name} 활성`} disabled={busy} onCheckedChange={(on) => onToggle(rule, on)} />;
}

function RuleName({ rule }: { rule: RoleRule }) {
  return (
    <>
      <p className="font-semibold text-gray-900">{rule.name}</p>
      <Badge tone="neutral" className="mt-1">
        {ruleTypeLabels[rule.ruleType]}
      </Badge>
    </>
  );
}

/** The rules: a table from md up, one card per rule on a phone. */
export function RuleList({ rules, ...actions }: Props) {
  const { nameOf } = actions;
  const { labelOf: roleLabel } = useRoleChoices();
  const columns: DataColumn<RoleRule>[] = [
    { header: '규칙 이름', pinned: true, cell: (rule) => <RuleName rule={rule} /> },
    { header: '역할', cell: (rule) => roleLabel(rule.role) },
    { header: '범위', wrap: true, cell: (rule) => scopeText(rule, nameOf) },
    { header: '조건', wrap: true, cell: (rule) => <Conditions rule={rule} nameOf={nameOf} /> },
    { header: '우선순위', numeric: true, cell: (rule) => rule.priority },
    { header: '배정', numeric: true, cell: (rule) => `${rule.grantCount}명` },
    { header: '활성', cell: (rule) => <Active rule={rule} {...actions} /> },
  ];
  return (
    <DataTable
      label="역할 배정 규칙 목록"
      rows={rules}
      rowKey={(rule) => rule.id}
      columns={columns}
      actionsClassName=""
      actions={(rule) => <Actions rule={rule} {...actions} />}
      card={(rule) => (
        <DataCard
          title={<RuleName rule={rule} />}
          aside={<Active rule={rule} {...actions} />}
          fields={columns.slice(1, -1).map((c) => [c.header, c.cell(rule)])}
          footer={<Actions rule={rule} {...actions} />}
        />
      )}
    />
  );
}
