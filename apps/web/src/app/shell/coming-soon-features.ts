import type { Permission } from '@saram/shared/permissions';

/**
 * The features behind /coming-soon (spec 2.2), keyed by the `feature` query of their sidebar
 * entries, with the permission their screens will need (the entry is shown only with it).
 */
export const comingSoonFeatures: Readonly<Record<string, { label: string; description: string; permission: Permission }>> = {};
