/** The OpenAPI tag of every organisation route (access and paths: the contract in packages/shared). */
export const tags = ['organization'];
