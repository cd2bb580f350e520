import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * Draws the first pages of a PDF onto canvases with pdf.js (loaded only here). The file comes
 * through the API with the bearer token, so the browser's own viewer (an <iframe> of the URL)
 * cannot fetch it, and a blob: frame would need the CSP to allow plugins (object-src 'none').
 */

export const pdfPreviewPages = 10;

export type RenderedPdf = { pages: number; shown: number };

export async function renderPdf(data: ArrayBuffer, container: HTMLElement, width: number, signal: AbortSignal): Promise<RenderedPdf> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const task = pdfjs.getDocument({ data, isEvalSupported: false });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  const pdf = await task.promise;
  const shown = Math.min(pdf.numPages, pdfPreviewPages);
  const ratio = window.devicePixelRatio || 1;
  for (let number = 1; number <= shown; number += 1) {
    if (signal.aborted) break;
    const page = await pdf.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (width / base.width) * ratio });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = '100%';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `${number}쪽`);
    canvas.className = 'block rounded-md bg-white shadow-sm ring-1 ring-gray-200';
    container.append(canvas);
    const context = canvas.getContext('2d');
    if (!context) break;
    await page.render({ canvasContext: context, viewport }).promise;
  }
  return { pages: pdf.numPages, shown };
}
