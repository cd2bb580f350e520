/** The organisation feature's entry for the rest of the server: employees' placement. */
export { resolvePlacement, setPrimaryPost, type PlacementRequest } from './units/members.service';
export { unitPath } from './tree/tree.service';
