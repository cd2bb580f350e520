/** Every organisation route: reads need organization:read, changes organization:write. */
export const read = { access: 'organization:read' } as const;
export const write = { access: 'organization:write' } as const;
export const tags = ['organization'];
export const hierarchyBase = '/api/v1/organizational-hierarchy';
