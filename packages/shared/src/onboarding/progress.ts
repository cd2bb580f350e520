import type { AutomaticSource } from '../checklists/checklists';
import type { ChecklistItem } from '../checklists/checklists.schemas';
import type { ItemState } from './onboarding';
import type { InstanceItem, Progress, Verification } from './onboarding.schemas';

/** An item's state from its latest verification, or from the source record for automatic items. */
export function itemState(item: ChecklistItem, latest: Pick<Verification, 'status'> | null, satisfied: ReadonlySet<AutomaticSource>): ItemState {
  if (latest) return latest.status;
  return item.verification.method === 'automatic' && satisfied.has(item.verification.source) ? 'verified' : 'pending';
}

export function progressOf(items: readonly Pick<InstanceItem, 'required' | 'state'>[]): Progress {
  const done = items.filter((i) => i.state === 'verified').length;
  const required = items.filter((i) => i.required);
  return {
    total: items.length,
    done,
    required: required.length,
    requiredDone: required.filter((i) => i.state === 'verified').length,
    percent: items.length ? Math.floor((done * 100) / items.length) : 0,
  };
}
