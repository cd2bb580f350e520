import { z } from 'zod';

/** Recruitment: the field schemas notices, applicants and integration share. */

export const uuid = (message: string) => z.uuid({ error: message });
export const day = (message: string) => z.iso.date(message);
