import { formatPhoneInput, groupThousands } from '../../../lib/labels/format';

/**
 * Formatters for inputs as the user types: they tidy digits (010-1234-5678, 3,200,000) but leave
 * anything else as typed ('abc-전화', '10만'), so the check names the problem instead of the input
 * silently turning it into another value (issue 9 items 1 and 4).
 */
const digitsOnly = /^[\d\s,-]*$/;
const onlyDigits = (format: (value: string) => string) => (value: string) => (digitsOnly.test(value) ? format(value) : value);

export const typedPhone = onlyDigits(formatPhoneInput);
export const typedAmount = onlyDigits(groupThousands);
