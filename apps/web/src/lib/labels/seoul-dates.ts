import { TZDate } from '@date-fns/tz';
import { addDays, subMonths } from 'date-fns';
import { seoulFormat } from './format';

/** Date math on Seoul's calendar: date-fns on a TZDate in Asia/Seoul. */
const inSeoul = (at: Date) => new TZDate(at.getTime(), 'Asia/Seoul');

/** The Seoul day (YYYY-MM-DD) `days` from today. */
export const seoulDatePlus = (days: number, now = new Date()): string => seoulFormat(addDays(inSeoul(now), days), 'yyyy-MM-dd');

/** The previous month in Asia/Seoul, YYYY-MM. */
export const seoulPreviousMonth = (now = new Date()): string => seoulFormat(subMonths(inSeoul(now), 1), 'yyyy-MM');
