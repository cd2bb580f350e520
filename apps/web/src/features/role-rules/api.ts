import type { RouteInput } from '@saram/shared/contract';
import { roleRuleRoutes as routes } from '@saram/shared/role-rules/role-rules';
import type { RoleRule } from '@saram/shared/role-rules/role-rules.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';

/** The /role-assignment-rules screen's calls: mongo/role-assignment (spec 7.10). */

export const roleRuleKeys = { all: ['role-rules'] as const };

export const rulesQueryOptions = () =>
  queryOptions({
    queryKey: roleRuleKeys.all,
    queryFn: ({ signal }) => call(routes.list, { query: {} }, { signal }),
    meta: { silent: true },
  });

type CreateBody = RouteInput<typeof routes.create>['body'];
type UpdateBody = RouteInput<typeof routes.update>['body'];

/** Mutations refresh the list when they settle; the dialogs show field errors and conflicts themselves. */
function useRuleMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, errorToast = true) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: errorToast ? {} : { errorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: roleRuleKeys.all }),
  });
}

export const useCreateRule = () => useRuleMutation((body: CreateBody) => call(routes.create, { body }), false);
export const useUpdateRule = (errorToast = false) =>
  useRuleMutation(({ id, body }: { id: string; body: UpdateBody }) => call(routes.update, { params: { id }, body }), errorToast);
export const useDeleteRule = () => useRuleMutation((id: string) => call(routes.remove, { params: { id } }));
/** A rule's test (dryRun) or its application; `id` null runs every rule. */
export const useRunRules = () =>
  useRuleMutation(({ id, dryRun }: { id: string | null; dryRun: boolean }) =>
    id ? call(routes.test, { params: { id }, body: { dryRun } }) : call(routes.applyAll, { body: { dryRun } }),
  );

/** The body that saves `rule` as it is with other values. */
export function ruleBody(rule: RoleRule, over: Partial<CreateBody> = {}): UpdateBody {
  const { name, description, role, scopeType, scopeUnitIds, conditions, isActive, priority, version } = rule;
  return { name, description, role, scopeType, scopeUnitIds, conditions, isActive, priority, version, ...over };
}

/**
 * The roles a rule may grant. The default roles of packages/shared; custom roles made on /rbac are
 * shown by name when a rule names one.
 */
