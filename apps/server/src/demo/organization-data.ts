/**
 * The demo group's organisation: 사업부 → 본부 → 팀 → 파트 under each company of the 한빛 group
 * (the corporate-structure feature seeds the companies). A unit is `[name, children]`.
 */
export type DemoUnit = readonly [name: string, children?: readonly DemoUnit[]];

const leaf = (...names: string[]): DemoUnit[] => names.map((n) => [n]);

export const demoOrganization: readonly { corporation: string; code: string; units: readonly DemoUnit[] }[] = [
  {
    corporation: '한빛홀딩스',
    code: 'HLD',
    units: [
      [
        '그룹경영부문',
        [
          ['경영지원본부', [['인사팀', leaf('채용파트', '인사운영파트', '보상파트')], ['재무팀', leaf('회계파트', '자금파트')], ['법무팀']]],
          ['전략기획본부', leaf('전략기획팀', '투자관리팀', '대외협력팀')],
        ],
      ],
    ],
  },
  {
    corporation: '한빛소프트',
    code: 'SFT',
    units: [
      [
        '플랫폼사업부',
        [
          [
            '개발본부',
            [
              ['백엔드팀', leaf('API파트', '결제파트')],
              ['프론트엔드팀', leaf('웹파트', '모바일파트')],
              ['인프라팀', leaf('클라우드파트', '보안파트')],
              ['데이터팀', leaf('데이터엔지니어링파트', '데이터분석파트')],
            ],
          ],
          ['서비스기획본부', leaf('서비스기획팀', 'UX디자인팀', 'QA팀')],
        ],
      ],
      [
        '솔루션사업부',
        [
          ['솔루션영업본부', leaf('공공영업팀', '금융영업팀', '기업영업팀')],
          ['기술지원본부', [['기술지원팀', leaf('1선지원파트', '2선지원파트')], ['교육팀']]],
        ],
      ],
      ['경영지원부문', [['경영지원본부', [['인사팀', leaf('채용파트', '인사운영파트')], ['재무회계팀'], ['총무팀']]]]],
    ],
  },
  {
    corporation: '한빛제약',
    code: 'PHM',
    units: [
      [
        '의약사업부',
        [
          ['연구개발본부', [['신약연구팀', leaf('합성파트', '약리파트')], ['임상개발팀', leaf('임상1파트', '임상2파트')], ['제제연구팀']]],
          ['생산본부', [['생산관리팀'], ['품질관리팀', leaf('QC파트', 'QA파트')], ['공정기술팀']]],
        ],
      ],
      [
        '헬스케어사업부',
        [
          ['마케팅본부', leaf('전문의약품마케팅팀', '일반의약품마케팅팀')],
          ['영업본부', [['병원영업팀', leaf('수도권파트', '지방파트')], ['약국영업팀']]],
        ],
      ],
      ['경영지원부문', [['경영지원본부', leaf('인사팀', '재무팀', '구매팀')]]],
    ],
  },
  {
    corporation: '한빛물류',
    code: 'LOG',
    units: [
      [
        '물류사업부',
        [
          ['운영본부', [['수도권운영팀', leaf('입고파트', '출고파트')], ['영남운영팀'], ['호남운영팀']]],
          ['운송본부', [['간선운송팀'], ['택배운송팀', leaf('배차파트', '정산파트')]]],
        ],
      ],
      ['디지털물류사업부', [['물류IT본부', leaf('WMS개발팀', 'TMS개발팀')]]],
      ['경영지원부문', [['경영지원본부', leaf('인사총무팀', '재무팀')]]],
    ],
  },
];

/** Task forces in every workflow state; `under` is a path of unit names below the company. */
export type DemoTaskForce = {
  name: string;
  corporation: string;
  under: readonly string[];
  priority: 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';
  purpose: string;
  startOffsetDays: number;
  lengthDays: number;
  /** What happens after creation, in order. */
  story: 'draft' | 'pending' | 'active' | 'approved-future' | 'rejected' | 'dissolved';
};

export const demoTaskForces: readonly DemoTaskForce[] = [
  {
    name: '차세대 HR 시스템 구축 TF',
    corporation: '한빛홀딩스',
    under: ['그룹경영부문', '경영지원본부', '인사팀'],
    priority: 'HIGH',
    purpose: '그룹 공통 인사시스템(사람) 도입과 계열사 인사 데이터 통합',
    startOffsetDays: -30,
    lengthDays: 180,
    story: 'active',
  },
  {
    name: 'ESG 경영 추진 TF',
    corporation: '한빛홀딩스',
    under: ['그룹경영부문', '전략기획본부'],
    priority: 'MEDIUM',
    purpose: '그룹 ESG 공시 대응과 탄소 배출 관리 체계 수립',
    startOffsetDays: 14,
    lengthDays: 120,
    story: 'pending',
  },
  {
    name: '신약 파이프라인 전략 TF',
    corporation: '한빛제약',
    under: ['의약사업부', '연구개발본부'],
    priority: 'CRITICAL',
    purpose: '항암 신약 후보물질 우선순위 재검토',
    startOffsetDays: 30,
    lengthDays: 90,
    story: 'draft',
  },
  {
    name: '물류센터 자동화 검토 TF',
    corporation: '한빛물류',
    under: ['물류사업부', '운영본부'],
    priority: 'HIGH',
    purpose: '수도권 물류센터 분류 자동화 설비 도입 타당성 검토',
    startOffsetDays: 7,
    lengthDays: 60,
    story: 'rejected',
  },
  {
    name: '생성형 AI 서비스 기획 TF',
    corporation: '한빛소프트',
    under: ['플랫폼사업부', '서비스기획본부'],
    priority: 'HIGH',
    purpose: '고객 상담 챗봇과 사내 지식검색 서비스 기획',
    startOffsetDays: 21,
    lengthDays: 150,
    story: 'approved-future',
  },
  {
    name: '통합 워크숍 준비 TF',
    corporation: '한빛소프트',
    under: ['경영지원부문', '경영지원본부', '총무팀'],
    priority: 'LOW',
    purpose: '전사 통합 워크숍 기획과 운영',
    startOffsetDays: -120,
    lengthDays: 60,
    story: 'dissolved',
  },
];
