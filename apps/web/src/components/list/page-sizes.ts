/** The page sizes a list offers (20 by default). */
export const pageSizes = [20, 50, 100, 200] as const;
export type PageSize = (typeof pageSizes)[number];
