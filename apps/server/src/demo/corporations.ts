import type { Corporation } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import { businessNumberCheckDigit, corporateNumberCheckDigit, formatBusinessNumber, formatCorporateNumber } from '@saram/shared/korea';
import type { Tx } from '../db/client';
import { create } from '../features/corporate-structure/corporate-structure.service';
import type { Actor } from '../lib/auth/actor';

/** A 사업자등록번호 from its first nine digits, check digit computed (korea.md). */
function businessNumber(first9: string): string {
  return formatBusinessNumber(`${first9}${businessNumberCheckDigit([...first9].map(Number))}`);
}

/** A 법인등록번호 from its first twelve digits, check digit computed (korea.md). */
function corporateNumber(first12: string): string {
  return formatCorporateNumber(`${first12}${corporateNumberCheckDigit([...first12].map(Number))}`);
}

/**
 * Demo data: the 한빛 group, a holding company and three operating companies with valid (fictional)
 * registration numbers, varied employer types and HR authority. Answers the created corporations.
 */
export async function seedCorporations(tx: Tx, actor: Actor): Promise<Corporation[]> {
  const holdingCompany = await create(tx, actor, {
    name: '한빛홀딩스',
    corporateType: 'HQ_HOLDINGS',
    businessRegistrationNumber: businessNumber('104815273'),
    corporateRegistrationNumber: corporateNumber('110111482736'),
    employerType: 'LEGAL',
    hrAuthority: 'FULL',
    representative: '한도현',
    address: '서울특별시 중구 세종대로 110',
  });
  const operating = [
    {
      name: '한빛소프트',
      brn: '220876104',
      crn: '110111593027',
      employerType: 'BOTH',
      hrAuthority: 'FULL',
      representative: '서지민',
      address: '경기도 성남시 분당구 판교역로 235',
    },
    {
      name: '한빛제약',
      brn: '301814492',
      crn: '150111227384',
      employerType: 'LEGAL',
      hrAuthority: 'PARTIAL',
      representative: '오세린',
      address: '충청북도 청주시 흥덕구 오송읍 오송생명1로 194',
    },
    {
      name: '한빛물류',
      brn: '621813378',
      crn: '180111305519',
      employerType: 'ACTUAL',
      hrAuthority: 'NONE',
      representative: '강태우',
      address: '부산광역시 강서구 신항남로 45',
    },
  ] as const;
  const companies = [holdingCompany];
  for (const c of operating) {
    companies.push(
      await create(tx, actor, {
        name: c.name,
        corporateType: 'OPERATING',
        businessRegistrationNumber: businessNumber(c.brn),
        corporateRegistrationNumber: corporateNumber(c.crn),
        employerType: c.employerType,
        hrAuthority: c.hrAuthority,
        holdingCompanyId: holdingCompany.id,
        representative: c.representative,
        address: c.address,
      }),
    );
  }
  return companies;
}
