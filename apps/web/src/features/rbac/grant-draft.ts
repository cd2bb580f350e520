import type { ScopeType } from '@saram/shared/rbac/rbac';
import type { Grant, GrantInput } from '@saram/shared/rbac/rbac.schemas';

/** One manual grant in the grant editor (rule grants are shown, never edited). */
export type GrantDraft = { role: string; scopeType: ScopeType; scopeUnitIds: string[] };

export function draftsOf(grants: readonly Grant[]): GrantDraft[] {
  return grants.filter((g) => g.source === 'manual').map((g) => ({ role: g.role, scopeType: g.scopeType, scopeUnitIds: [...g.scopeUnitIds] }));
}

/** Scopes that pick ids: units for 'unit', corporations for 'corporation'. */
export function picksIds(scopeType: ScopeType): scopeType is 'unit' | 'corporation' {
  return scopeType === 'unit' || scopeType === 'corporation';
}

/** Changing the scope type drops ids that belonged to the other kind. */
export function withScopeType(draft: GrantDraft, scopeType: ScopeType): GrantDraft {
  return { ...draft, scopeType, scopeUnitIds: scopeType === draft.scopeType ? draft.scopeUnitIds : [] };
}

/** Korean problems by row index: no role picked, a role twice, a role that a rule already grants. */
export function grantProblems(drafts: readonly GrantDraft[], ruleRoles: readonly string[]): Record<number, string> {
  const problems: Record<number, string> = {};
  const seen = new Set<string>();
  drafts.forEach((d, i) => {
    if (!d.role) problems[i] = '역할을 선택하세요.';
    else if (seen.has(d.role)) problems[i] = '같은 역할을 두 번 부여할 수 없습니다.';
    else if (ruleRoles.includes(d.role)) problems[i] = '역할 배정 규칙으로 이미 부여된 역할입니다.';
    seen.add(d.role);
  });
  return problems;
}

/** The PUT body: ids only where the scope type picks them. */
export function toGrantInputs(drafts: readonly GrantDraft[]): GrantInput[] {
  return drafts.map((d) => ({ role: d.role, scopeType: d.scopeType, scopeUnitIds: picksIds(d.scopeType) ? [...new Set(d.scopeUnitIds)] : [] }));
}
