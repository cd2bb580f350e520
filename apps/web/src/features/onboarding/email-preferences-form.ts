import type { EmailPreferences } from '@saram/shared/onboarding/onboarding.schemas';

/** The dialog's fields as typed: numbers and lists as text. */
export type PreferencesDraft = Omit<EmailPreferences, 'open_items_interval_days' | 'probation_ending_days' | 'hr_recipients'> & {
  open_items_interval_days: string;
  probation_ending_days: string;
  hr_recipients: string;
};

export function toDraft(value: EmailPreferences): PreferencesDraft {
  return {
    ...value,
    open_items_interval_days: String(value.open_items_interval_days),
    probation_ending_days: value.probation_ending_days.join(', '),
    hr_recipients: value.hr_recipients.join('\n'),
  };
}

/** '14, 3' → [14, 3]; null when a part is not a whole number of days from 1 to 90 or there are more than 5. */
export function parseDays(text: string): number[] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  const days = parts.map(Number);
  if (days.length > 5 || days.some((d) => !Number.isInteger(d) || d < 1 || d > 90)) return null;
  return [...new Set(days)].sort((a, b) => b - a);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Addresses one a line (or separated by commas); the ones that do not look like an address. */
export function parseEmails(text: string): { emails: string[]; invalid: string[] } {
  const parts = [...new Set(text.split(/[\n,;]+/).map((p) => p.trim()).filter(Boolean))];
  return { emails: parts.filter((p) => emailPattern.test(p)), invalid: parts.filter((p) => !emailPattern.test(p)) };
}

export function fromDraft(draft: PreferencesDraft): EmailPreferences {
  return {
    ...draft,
    open_items_interval_days: Number(draft.open_items_interval_days),
    probation_ending_days: parseDays(draft.probation_ending_days) ?? [],
    hr_recipients: parseEmails(draft.hr_recipients).emails,
  };
}

/** The fields of `value` that differ from the company setting (a person's override). */
export function overridesOf(value: EmailPreferences, company: EmailPreferences): Partial<EmailPreferences> {
  const out: Partial<EmailPreferences> = {};
  for (const key of Object.keys(value) as (keyof EmailPreferences)[]) {
    if (JSON.stringify(value[key]) !== JSON.stringify(company[key])) (out as Record<string, unknown>)[key] = value[key];
  }
  return out;
}
