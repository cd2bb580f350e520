/**
 * The text of a PDF, page by page, as a reader's copy-and-paste would give it (pdfjs-dist, legacy
 * build for Node). Shared by the server tests (certificates, 인사기록카드) and e2e downloads; a plain
 * module with its own types (pdf-text.d.mts) so both TypeScript projects can import it.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text: the text runs in drawing order, a line break where a run ends a line. */
export async function pdfPages(data) {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      let lastY;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const y = item.transform[5];
        if (lastY !== undefined && Math.abs(y - lastY) > 1) text += '\n';
        text += item.str;
        if (item.hasEOL) text += '\n';
        lastY = y;
      }
      pages.push(text.replace(/\n+/g, '\n').trim());
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** All pages' text, one string. */
export async function pdfText(data) {
  return (await pdfPages(data)).join('\n');
}
