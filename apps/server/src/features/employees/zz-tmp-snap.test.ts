import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { employeeSchema } from '@saram/shared/employees.schemas';
import { pdfPages } from '../../../../../e2e/support/pdf-text.mjs';
import { renderHrCard } from './hr-card.pdf';
// @ts-expect-error tmp
import { rich, metrics } from '/tmp/defs/fixture.mjs';
it('snap', async () => {
  const e = employeeSchema.parse(rich);
  const e2 = employeeSchema.parse({ ...rich, educationRecords: [], educationInfo: { finalSchoolName: '고교', majorCategory: '이과', degreeName: '', finalEducationLevel: '고졸' }, resignation: null, personal: { nameKor: '빈', phone: '' } });
  const a = await pdfPages(await renderHrCard(e, metrics, '2026-11-29'));
  const b = await pdfPages(await renderHrCard(e2, metrics, '2026-11-29'));
  writeFileSync(`/tmp/defs/pdf-${process.env.SNAP}.txt`, [...a, '=====', ...b].join('\n----\n'));
});
