import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { conditionLabels } from '@saram/shared/role-rules/rule-conditions';
import type { RoleRule } from '@saram/shared/role-rules/role-rules.schemas';
import { useQuery } from '@tanstack/react-query';
import { corporationsQueryOptions, treeQueryOptions } from '../organization/api';
import type { Choice } from '../../components/fields/choice-list';

const plain = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));

/** Known values first, then any the rule already holds that the lists lack. */
export const withHeld = (values: readonly string[], held: readonly string[]) => plain([...values, ...held.filter((v) => !values.includes(v))]);

function flatten(nodes: readonly UnitTreeNode[], depth = 0): Choice[] {
  return nodes.flatMap((n) => [{ value: n.id, label: n.unitName, depth }, ...flatten(n.children, depth + 1)]);
}

/** 조직 and 법인 for a rule's conditions (직책, 직급 and 고용형태 come from 공통 코드). */
export function useRuleOptions() {
  const tree = useQuery(treeQueryOptions());
  const corps = useQuery(corporationsQueryOptions());
  const units = flatten(tree.data?.data ?? []);
  const corporations: Choice[] = corps.data
    ? [...corps.data.data.flatMap(({ operatingCompanies, ...h }) => [h, ...operatingCompanies]), ...corps.data.unassigned].map((c) => ({ value: c.id, label: c.name }))
    : [];
  const names = new Map([...units, ...corporations].map((c) => [c.value, c.label]));
  const nameOf = (id: string) => names.get(id) ?? '알 수 없음';
  return { units, corporations, nameOf, pending: tree.isPending || corps.isPending };
}

/** One line per condition given: '조직: 개발본부(하위 포함)', '직책: 팀장, 파트장'. */
export function conditionSummary(rule: Pick<RoleRule, 'conditions'>, nameOf: (id: string) => string): string[] {
  const c = rule.conditions;
  const lines: [keyof typeof c, string[]][] = [
    ['unitIds', c.unitIds.map((id) => `${nameOf(id)}(하위 포함)`)],
    ['jobTitles', c.jobTitles],
    ['jobGrades', c.jobGrades],
    ['employmentTypes', c.employmentTypes],
    ['corporationIds', c.corporationIds.map(nameOf)],
  ];
  return lines.filter(([, v]) => v.length).map(([k, v]) => `${conditionLabels[k]}: ${v.join(', ')}`);
}

