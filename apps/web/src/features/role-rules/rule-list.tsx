import { ruleTypeLabels } from '@saram/shared/role-rules';
import type { RoleRule } from '@saram/shared/role-rules.schemas';
import { FlaskConical, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { useRoleChoices } from '../rbac/api';
import { scopeText } from '@saram/shared/rbac';
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

/** The rules: a table from md up, one card per rule on a phone. */
export function RuleList({ rules, ...actions }: Props) {
  const { nameOf } = actions;
  const { labelOf: roleLabel } = useRoleChoices();
  return (
    <>
      <Table containerClassName="hidden md:block" aria-label="역할 배정 규칙 목록">
        <TableHeader>
          <TableRow>
            <TableHead pinned>규칙 이름</TableHead>
            <TableHead>역할</TableHead>
            <TableHead>범위</TableHead>
            <TableHead>조건</TableHead>
            <TableHead numeric>우선순위</TableHead>
            <TableHead numeric>배정</TableHead>
            <TableHead>활성</TableHead>
            <TableHead>
              <span className="sr-only">작업</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rules.map((rule) => (
            <TableRow key={rule.id}>
              <TableCell pinned>
                <div className="font-semibold text-gray-900">{rule.name}</div>
                <Badge tone="neutral" className="mt-1">
                  {ruleTypeLabels[rule.ruleType]}
                </Badge>
              </TableCell>
              <TableCell>{roleLabel(rule.role)}</TableCell>
              <TableCell wrap>{scopeText(rule, nameOf)}</TableCell>
              <TableCell wrap>
                <Conditions rule={rule} nameOf={nameOf} />
              </TableCell>
              <TableCell numeric>{rule.priority}</TableCell>
              <TableCell numeric>{`${rule.grantCount}명`}</TableCell>
              <TableCell>
                <Active rule={rule} {...actions} />
              </TableCell>
              <TableCell>
                <Actions rule={rule} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="space-y-3 md:hidden" aria-label="역할 배정 규칙 목록">
        {rules.map((rule) => (
          <li key={rule.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">{rule.name}</p>
                <Badge tone="neutral" className="mt-1">
                  {ruleTypeLabels[rule.ruleType]}
                </Badge>
              </div>
              <Active rule={rule} {...actions} />
            </div>
            <dl className="mt-3 grid grid-cols-[5rem_1fr] gap-x-2 gap-y-1 text-sm">
              <dt className="text-gray-600">역할</dt>
              <dd className="text-gray-900">{roleLabel(rule.role)}</dd>
              <dt className="text-gray-600">범위</dt>
              <dd className="text-gray-900">{scopeText(rule, nameOf)}</dd>
              <dt className="text-gray-600">조건</dt>
              <dd className="text-gray-900">
                <Conditions rule={rule} nameOf={nameOf} />
              </dd>
              <dt className="text-gray-600">우선순위</dt>
              <dd className="text-gray-900">{rule.priority}</dd>
              <dt className="text-gray-600">배정</dt>
              <dd className="text-gray-900">{`${rule.grantCount}명`}</dd>
            </dl>
            <div className="mt-3">
              <Actions rule={rule} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
