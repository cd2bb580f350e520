/** Each page's text, as copy-and-paste would give it. */
export function pdfPages(data: Uint8Array | ArrayBuffer): Promise<string[]>;
/** All pages' text, one string. */
export function pdfText(data: Uint8Array | ArrayBuffer): Promise<string>;
