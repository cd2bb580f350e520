import type { RouteInput } from '@saram/shared/contract';
import { accountRoutes } from '@saram/shared/auth/accounts';
import { employeeRoutes } from '@saram/shared/employees/employees';
import { instanceRoutes, onboardingRoutes, verificationRoutes } from '@saram/shared/onboarding/onboarding';
import type { EmailPreferences } from '@saram/shared/onboarding/onboarding.schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';

/**
 * New hires on probation (spec 7.3 instances and verifications, 7.10 onboarding). The list reads
 * the checklists of feature 'onboarding'; a person's screen reads their onboarding status, then
 * their checklist with every verification. Every save refetches everything onboarding.
 */

export type InstanceListQuery = NonNullable<RouteInput<typeof instanceRoutes.list>['query']>;
export const onboardingFeature = 'onboarding';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  list: (query: InstanceListQuery) => ['onboarding', 'instances', query] as const,
  status: (employeeId: string) => ['onboarding', 'status', employeeId] as const,
  detail: (instanceId: string) => ['onboarding', 'detail', instanceId] as const,
  preferences: ['onboarding', 'email-preferences'] as const,
  employeePreferences: (employeeId: string) => ['onboarding', 'email-preferences', employeeId] as const,
};

export const instancesQuery = (query: InstanceListQuery) =>
  queryOptions({
    queryKey: onboardingKeys.list(query),
    queryFn: ({ signal }) => call(instanceRoutes.list, { query: { feature_id: onboardingFeature, ...query } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const statusQuery = (employeeId: string) =>
  queryOptions({
    queryKey: onboardingKeys.status(employeeId),
    queryFn: ({ signal }) => call(onboardingRoutes.status, { params: { id: employeeId } }, { signal }),
  });

export const detailQuery = (instanceId: string) =>
  queryOptions({
    queryKey: onboardingKeys.detail(instanceId),
    queryFn: ({ signal }) => call(instanceRoutes.detail, { params: { id: instanceId } }, { signal }),
  });

export const emailPreferencesQuery = () =>
  queryOptions({ queryKey: onboardingKeys.preferences, queryFn: ({ signal }) => call(onboardingRoutes.getEmailPreferences, {}, { signal }) });

export const employeeEmailPreferencesQuery = (employeeId: string) =>
  queryOptions({
    queryKey: onboardingKeys.employeePreferences(employeeId),
    queryFn: ({ signal }) => call(onboardingRoutes.getEmployeeEmailPreferences, { params: { id: employeeId } }, { signal }),
  });

/** A mutation whose success refetches everything onboarding (list, status, checklist, settings). */
function useOnboardingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: onboardingKeys.all }) });
}

export const useStartChecklist = () =>
  useOnboardingMutation((body: RouteInput<typeof instanceRoutes.create>['body']) => call(instanceRoutes.create, { body }));

/** 서류 제출: the file with the instance and item it belongs to (multipart). */
export const useSubmitDocument = () =>
  useOnboardingMutation(({ instanceId, itemId, file, note = '' }: { instanceId: string; itemId: string; file: File; note?: string }) => {
    const form = new FormData();
    form.append('instance_id', instanceId);
    form.append('item_id', itemId);
    form.append('note', note);
    form.append('file', file);
    return call(verificationRoutes.create, { body: form });
  });

/** 확인 서명: a sign-off is a verification without a file. */
export const useSignOff = () =>
  useOnboardingMutation(({ instanceId, itemId, note = '' }: { instanceId: string; itemId: string; note?: string }) => {
    const form = new FormData();
    form.append('instance_id', instanceId);
    form.append('item_id', itemId);
    form.append('note', note);
    return call(verificationRoutes.create, { body: form });
  });

/** 확인 / 반려 of a submitted document. */
export const useDecideVerification = () =>
  useOnboardingMutation(({ id, ...body }: { id: string } & RouteInput<typeof verificationRoutes.update>['body']) =>
    call(verificationRoutes.update, { params: { id }, body }),
  );

export const useCompleteOnboarding = () =>
  useOnboardingMutation(({ employeeId, note = '' }: { employeeId: string; note?: string }) =>
    call(onboardingRoutes.complete, { params: { id: employeeId }, body: { note } }),
  );

export const useRejectOnboarding = () =>
  useOnboardingMutation(({ employeeId, reason }: { employeeId: string; reason: string }) =>
    call(onboardingRoutes.reject, { params: { id: employeeId }, body: { reason } }),
  );

/** 알림 메일 보내기: the open-items reminder to the person (and HR recipients) now. */
export const useRemind = () => useOnboardingMutation((employeeId: string) => call(onboardingRoutes.remind, { params: { id: employeeId } }));

export const usePutEmailPreferences = () =>
  useOnboardingMutation((body: EmailPreferences) => call(onboardingRoutes.putEmailPreferences, { body }));

export const usePutEmployeeEmailPreferences = () =>
  useOnboardingMutation(({ employeeId, body }: { employeeId: string; body: RouteInput<typeof onboardingRoutes.putEmployeeEmailPreferences>['body'] }) =>
    call(onboardingRoutes.putEmployeeEmailPreferences, { params: { id: employeeId }, body }),
  );

// ---------------------------------------------------------------------------------------------
// Automatic items HR finishes itself: the bank account on the record, the sign-in account.

type BankAccount = { bankName: string; accountNumber: string; accountHolder: string };

/** Writes the bank account on the person's record at its current version; the record's views refetch too. */
export function useEnterBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ employeeId, bankAccount }: { employeeId: string; bankAccount: BankAccount }) => {
      const { version } = await call(employeeRoutes.get, { params: { id: employeeId } });
      return call(employeeRoutes.update, { params: { id: employeeId }, body: { version, personal: { bankAccount } } });
    },
    meta: { errorToast: false },
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: onboardingKeys.all }), client.invalidateQueries({ queryKey: ['employees'] })]),
  });
}

/** A new hire's sign-in account (role 직원, an initial password they change at first sign-in). */
export const useCreateNewHireAccount = () =>
  useOnboardingMutation(({ employeeId, loginId, password }: { employeeId: string; loginId: string; password: string }) =>
    call(accountRoutes.create, { body: { mode: 'password', employeeId, loginId, password, roles: ['employee'] } }),
  );
