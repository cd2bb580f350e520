/*
 * The sign-in landing, apart from the route table so that the pages it loads (the personal
 * dashboard) can use it without importing the table back.
 */

/** A unit leader's team dashboard, where their personal home sends them on landing. */
export const managerDashboardPath = '/manager-dashboard';
/** The navigation state of the move from '/' to a personal home (the sign-in landing). */
export type LandingState = { landing: true };
export const isLanding = (state: unknown): boolean => !!state && (state as Partial<LandingState>).landing === true;
