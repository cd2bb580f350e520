import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Chart } from './chart';
import { testSpecs } from './test-specs';

const render = (spec: (typeof testSpecs)[keyof typeof testSpecs], width = 640, height = 320) =>
  renderToStaticMarkup(<Chart spec={spec} width={width} height={height} />);

describe('Chart', () => {
  it.each(Object.values(testSpecs))('draws a $kind chart as an image named by its description', (spec) => {
    const svg = render(spec);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`aria-label="${spec.description}"`);
    expect(svg).toContain(`<title>${spec.title}</title>`);
    expect(svg).toContain(`<desc>${spec.description}</desc>`);
    expect(svg).toContain('width="640"');
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('draws one bar per value, writes the values in Korean formats and names the axis', () => {
    const svg = render(testSpecs.bar);
    expect(svg.match(/<rect[^>]*class="visx-bar"/g)).toHaveLength(3);
    expect(svg).toContain('1,234명');
    expect(svg).toContain('경영지원본부');
    expect(svg).toContain('>조직<');
  });

  it('writes percentages on horizontal bars and keeps long names inside the label room', () => {
    const svg = render(testSpecs.horizontalBar, 240, 200);
    expect(svg).toContain('12.5%');
    expect(svg).toContain('4%');
    expect(svg).toMatch(/개발본부[^<]*…/);
  });

  it('stacks the series, skips missing values and gives every series after the first a pattern in the legend', () => {
    const svg = render(testSpecs.stackedBar);
    expect(svg.match(/<rect[^>]*class="visx-bar"/g)).toHaveLength(5);
    for (const label of ['S등급', 'A등급', 'B등급']) expect(svg).toContain(label);
    expect(svg).toContain('<pattern id="saram-chart-grades-by-unit-p1"');
    expect(svg).toContain('<pattern id="saram-chart-grades-by-unit-p2"');
    expect(svg).toContain('fill="url(#saram-chart-grades-by-unit-p1)"');
  });

  it('draws a line per series with its own dash and markers, broken where a value is missing', () => {
    const svg = render(testSpecs.line);
    const paths = svg.match(/<path[^>]*class="visx-linepath"[^>]*>/g) ?? [];
    expect(paths).toHaveLength(2);
    expect(paths[1]).toContain('stroke-dasharray="6 3"');
    // The leavers' line has a gap in March: two separate pieces (two moveto commands).
    expect(paths[1]!.match(/M/g)!.length).toBe(2);
    expect(svg).toContain('입사');
    expect(svg).toContain('15명');
  });

  it('labels every pie slice with its name, value and share, and leaves out empty slices', () => {
    const svg = render(testSpecs.pie);
    expect(svg).toContain('사원');
    expect(svg).toContain('42,000만원 · 57.5%');
    expect(svg).toContain('31,000만원 · 42.5%');
    expect(svg).not.toContain('과장');
  });

  it('says so when there is nothing to draw', () => {
    const svg = render({ ...testSpecs.bar, data: [] });
    expect(svg).toContain('표시할 자료가 없습니다');
  });

  it('fits many months on a phone by showing every other label', () => {
    const months = Array.from({ length: 12 }, (_, i) => ({ month: `2026.${String(i + 1).padStart(2, '0')}`, hires: i }));
    const svg = render({ ...testSpecs.line, series: [{ key: 'hires', label: '입사' }], data: months }, 340, 240);
    const shown = months.filter((m) => svg.includes(`>${m.month}<`));
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.length).toBeLessThan(12);
  });

  it('counts people in whole numbers on the axis', () => {
    const svg = render({ ...testSpecs.bar, data: [{ unit: '가', headcount: 4 }, { unit: '나', headcount: 1 }] });
    const ticks = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);
    expect(ticks).toEqual(expect.arrayContaining(['0', '1', '2', '3', '4']));
    expect(svg).not.toMatch(/>\d+\.5</);
  });

  it('lets a line of high values start near them, not at 0', () => {
    const data = [237, 250, 284].map((n, i) => ({ month: `2026.0${i + 1}`, hires: n }));
    const svg = render({ ...testSpecs.line, series: [{ key: 'hires', label: '인원' }], data });
    expect(svg).not.toMatch(/<tspan[^>]*>0<\/tspan>/);
    expect(svg).toContain('284명');
  });

  it('names every category of a long horizontal bar chart', () => {
    const data = Array.from({ length: 20 }, (_, i) => ({ unit: `조직${i + 1}`, rate: i }));
    const svg = render({ ...testSpecs.horizontalBar, data }, 640, 600);
    for (const row of data) expect(svg).toContain(`>${row.unit}<`);
  });
});
