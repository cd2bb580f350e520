import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Chart } from './chart';

/**
 * The chart as an SVG document (xmlns, Pretendard), for the server: svg-to-pdfkit draws it into the
 * PDF, so the PDF shows the very chart the screen does. Register Pretendard in the PDFKit document and
 * map the family to it (svg-to-pdfkit's fontCallback).
 */
export function chartSvg(spec: ChartSpec, width: number, height: number): string {
  return renderToStaticMarkup(createElement(Chart, { spec, width, height }));
}
