/**
 * Reference lists for the demo employees (employees.ts): surnames with their frequency (2015
 * census, per cent) and usual romanisation, given names of older generations (faker's ko list holds
 * today's baby names), foreign staff, real road names of Seoul and Gyeonggi with their zipcode
 * ranges, employers, universities and certificates. Data only.
 */

export type Surname = readonly [hangul: string, roman: string, weight: number];

export const surnames: readonly Surname[] = [
  ['김', 'Kim', 21.5], ['이', 'Lee', 14.7], ['박', 'Park', 8.4], ['최', 'Choi', 4.7], ['정', 'Jung', 4.3],
  ['강', 'Kang', 2.3], ['조', 'Cho', 2.1], ['윤', 'Yoon', 2.1], ['장', 'Jang', 2.0], ['임', 'Lim', 1.7],
  ['한', 'Han', 1.5], ['오', 'Oh', 1.5], ['서', 'Seo', 1.5], ['신', 'Shin', 1.4], ['권', 'Kwon', 1.4],
  ['황', 'Hwang', 1.4], ['안', 'Ahn', 1.4], ['송', 'Song', 1.3], ['전', 'Jeon', 1.1], ['홍', 'Hong', 1.1],
  ['유', 'Yoo', 1.1], ['고', 'Ko', 0.9], ['문', 'Moon', 0.9], ['양', 'Yang', 0.9], ['손', 'Son', 0.9],
  ['배', 'Bae', 0.8], ['백', 'Baek', 0.7], ['허', 'Heo', 0.6], ['남', 'Nam', 0.5], ['심', 'Shim', 0.5],
  ['노', 'Noh', 0.4], ['하', 'Ha', 0.4], ['곽', 'Kwak', 0.4], ['성', 'Sung', 0.4], ['차', 'Cha', 0.4],
  ['주', 'Joo', 0.4], ['우', 'Woo', 0.4], ['구', 'Koo', 0.4], ['민', 'Min', 0.3], ['류', 'Ryu', 0.3],
  ['나', 'Na', 0.3], ['진', 'Jin', 0.3], ['지', 'Ji', 0.3], ['엄', 'Eom', 0.3], ['채', 'Chae', 0.3],
  ['원', 'Won', 0.3], ['천', 'Cheon', 0.2], ['방', 'Bang', 0.2], ['공', 'Kong', 0.2], ['현', 'Hyun', 0.2],
  ['함', 'Ham', 0.2], ['변', 'Byun', 0.2], ['염', 'Yeom', 0.2], ['여', 'Yeo', 0.2], ['추', 'Choo', 0.1],
  ['도', 'Do', 0.1], ['석', 'Seok', 0.1], ['설', 'Seol', 0.1], ['마', 'Ma', 0.1], ['길', 'Gil', 0.1],
  ['연', 'Yeon', 0.1], ['위', 'Wi', 0.1], ['표', 'Pyo', 0.1], ['명', 'Myung', 0.1], ['기', 'Ki', 0.1],
  ['반', 'Ban', 0.05], ['왕', 'Wang', 0.05], ['금', 'Keum', 0.05], ['옥', 'Ok', 0.05], ['육', 'Yook', 0.05],
  ['인', 'In', 0.05], ['맹', 'Maeng', 0.05], ['탁', 'Tak', 0.05], ['국', 'Kook', 0.05], ['어', 'Eo', 0.05],
];

/** Two-syllable surnames: rare, so the generator places a few on purpose. */
export const compoundSurnames: readonly Surname[] = [
  ['남궁', 'Namgung', 0.05], ['제갈', 'Jegal', 0.02], ['선우', 'Sunwoo', 0.01], ['황보', 'Hwangbo', 0.02], ['독고', 'Dokgo', 0.01],
];

/** Given names common for people born before about 1985. */
export const olderGivenNames = {
  male: ['영호', '영수', '정호', '성호', '상철', '재훈', '동훈', '성민', '준호', '진우', '현우', '민수', '종현', '태호', '승현', '재현', '지훈', '상훈', '경민', '성진', '병철', '정훈', '용준', '기현', '대성', '형준', '민석', '동현', '재원', '석진'],
  female: ['미영', '은정', '지영', '현주', '수진', '미경', '혜진', '은영', '선영', '지현', '정은', '유진', '민정', '소영', '보라', '지혜', '수연', '은지', '혜원', '경희', '미정', '윤정', '세영', '진희', '나영', '주연', '희정', '선희', '은주', '정아'],
} as const;

export type ForeignPerson = {
  nameKor: string;
  nameEng: string;
  nationality: string;
  gender: '남' | '여';
  birthYear: number;
  visa: 'E-7' | 'F-2';
  email: string;
  /** A unit name the person works in, if that unit exists. */
  unit: string;
  language: { language: string; testName: string; score: string; level: string };
};

export const foreignStaff: readonly ForeignPerson[] = [
  { nameKor: '응우옌티리엔', nameEng: 'Nguyen Thi Lien', nationality: '베트남', gender: '여', birthYear: 1993, visa: 'E-7', email: 'lien.nguyen', unit: '데이터분석파트', language: { language: '한국어', testName: 'TOPIK', score: '6급', level: '고급' } },
  { nameKor: '왕웨이', nameEng: 'Wang Wei', nationality: '중국', gender: '남', birthYear: 1988, visa: 'F-2', email: 'wei.wang', unit: '결제파트', language: { language: '한국어', testName: 'TOPIK', score: '5급', level: '고급' } },
  { nameKor: '존스미스', nameEng: 'John Smith', nationality: '미국', gender: '남', birthYear: 1986, visa: 'E-7', email: 'john.smith', unit: '금융영업팀', language: { language: '한국어', testName: 'KIIP', score: '4단계', level: '중급' } },
  { nameKor: '아르준샤르마', nameEng: 'Arjun Sharma', nationality: '인도', gender: '남', birthYear: 1991, visa: 'E-7', email: 'arjun.sharma', unit: '합성파트', language: { language: '한국어', testName: 'TOPIK', score: '4급', level: '중급' } },
  { nameKor: '사이다아지조바', nameEng: 'Saida Azizova', nationality: '우즈베키스탄', gender: '여', birthYear: 1992, visa: 'F-2', email: 'saida.azizova', unit: '출고파트', language: { language: '한국어', testName: 'TOPIK', score: '5급', level: '고급' } },
  { nameKor: '마리아산토스', nameEng: 'Maria Santos', nationality: '필리핀', gender: '여', birthYear: 1995, visa: 'E-7', email: 'maria.santos', unit: 'QA파트', language: { language: '한국어', testName: 'TOPIK', score: '4급', level: '중급' } },
  { nameKor: '다나카유키', nameEng: 'Tanaka Yuki', nationality: '일본', gender: '여', birthYear: 1994, visa: 'E-7', email: 'yuki.tanaka', unit: '웹파트', language: { language: '한국어', testName: 'TOPIK', score: '6급', level: '고급' } },
];

/** [city and district, road, zipcode prefix (3 digits), neighbourhood shown in brackets]. */
export const roads: readonly (readonly [string, string, string, string])[] = [
  ['서울특별시 강남구', '테헤란로', '061', '역삼동'], ['서울특별시 강남구', '도곡로', '062', '도곡동'], ['서울특별시 강남구', '압구정로', '060', '신사동'],
  ['서울특별시 서초구', '반포대로', '065', '반포동'], ['서울특별시 서초구', '서초대로', '066', '서초동'], ['서울특별시 송파구', '올림픽로', '055', '잠실동'],
  ['서울특별시 송파구', '송파대로', '057', '가락동'], ['서울특별시 강동구', '천호대로', '052', '성내동'], ['서울특별시 마포구', '월드컵북로', '039', '성산동'],
  ['서울특별시 마포구', '독막로', '040', '상수동'], ['서울특별시 영등포구', '여의대로', '073', '여의도동'], ['서울특별시 영등포구', '당산로', '072', '당산동'],
  ['서울특별시 관악구', '관악로', '088', '봉천동'], ['서울특별시 동작구', '상도로', '069', '상도동'], ['서울특별시 노원구', '동일로', '017', '상계동'],
  ['서울특별시 성동구', '왕십리로', '047', '성수동'], ['서울특별시 광진구', '능동로', '050', '화양동'], ['서울특별시 강서구', '공항대로', '077', '마곡동'],
  ['서울특별시 구로구', '디지털로', '083', '구로동'], ['서울특별시 은평구', '통일로', '034', '불광동'], ['서울특별시 용산구', '한강대로', '043', '한강로동'],
  ['경기도 성남시 분당구', '판교역로', '134', '백현동'], ['경기도 성남시 분당구', '정자일로', '135', '정자동'], ['경기도 용인시 수지구', '포은대로', '168', '풍덕천동'],
  ['경기도 수원시 영통구', '광교중앙로', '165', '하동'], ['경기도 고양시 일산동구', '중앙로', '104', '장항동'], ['경기도 안양시 동안구', '시민대로', '140', '비산동'],
  ['경기도 화성시', '동탄대로', '184', '오산동'], ['경기도 하남시', '미사강변중앙로', '129', '망월동'], ['경기도 김포시', '김포한강로', '100', '장기동'],
  ['경기도 부천시', '길주로', '145', '중동'], ['경기도 광명시', '오리로', '142', '하안동'], ['경기도 남양주시', '다산중앙로', '122', '다산동'],
  ['인천광역시 연수구', '송도과학로', '219', '송도동'],
];

export const apartmentNames = ['래미안', '자이', '힐스테이트', '푸르지오', 'e편한세상', '롯데캐슬', '아이파크', '더샵', 'SK뷰', '센트레빌'];

/** Employers of experienced hires, by the kind of work. */
export const employersByField = {
  it: ['삼성SDS', 'LG CNS', 'SK C&C', '네이버', '카카오', '쿠팡', '라인플러스', 'NHN', '우아한형제들', '비바리퍼블리카', '당근마켓', '한글과컴퓨터'],
  pharma: ['한미약품', '유한양행', 'GC녹십자', '종근당', '대웅제약', '셀트리온', '삼성바이오로직스', '동아에스티', '보령', 'JW중외제약'],
  logistics: ['CJ대한통운', '한진', '롯데글로벌로지스', '쿠팡풀필먼트서비스', '판토스', '현대글로비스', '삼성전자로지텍'],
  business: ['삼성전자', '현대자동차', 'LG전자', 'SK하이닉스', '포스코', '롯데쇼핑', '신한은행', 'KB국민은행', '삼일회계법인', '삼정KPMG', 'CJ제일제당', 'GS리테일'],
} as const;
export type Field = keyof typeof employersByField;

export const universities = [
  '서울대학교', '연세대학교', '고려대학교', '성균관대학교', '한양대학교', '서강대학교', '중앙대학교', '경희대학교', '한국외국어대학교',
  '서울시립대학교', '건국대학교', '동국대학교', '홍익대학교', '인하대학교', '아주대학교', '국민대학교', '숭실대학교', '세종대학교',
  '광운대학교', '부산대학교', '경북대학교', '전남대학교', '충남대학교', '한국과학기술원', '포항공과대학교',
];
export const womensUniversities = ['이화여자대학교', '숙명여자대학교', '성신여자대학교', '덕성여자대학교'];

/** [major, category, bachelor's degree]. */
export type Major = readonly [string, string, string];
export const majorsByField: Record<Field | 'research' | 'design' | 'law' | 'hr' | 'finance', readonly Major[]> = {
  it: [['컴퓨터공학', '공학', '공학사'], ['소프트웨어학', '공학', '공학사'], ['전자공학', '공학', '공학사'], ['정보통신공학', '공학', '공학사'], ['통계학', '자연과학', '이학사'], ['산업공학', '공학', '공학사']],
  pharma: [['약학', '의약', '약학사'], ['화학', '자연과학', '이학사'], ['생명과학', '자연과학', '이학사'], ['화학공학', '공학', '공학사'], ['경영학', '경영', '경영학사']],
  research: [['약학', '의약', '약학사'], ['화학', '자연과학', '이학사'], ['생명과학', '자연과학', '이학사'], ['화학공학', '공학', '공학사'], ['생명공학', '공학', '공학사']],
  logistics: [['물류학', '경영', '경영학사'], ['산업공학', '공학', '공학사'], ['무역학', '경영', '경영학사'], ['경영학', '경영', '경영학사']],
  business: [['경영학', '경영', '경영학사'], ['경제학', '사회과학', '경제학사'], ['무역학', '경영', '경영학사'], ['행정학', '사회과학', '행정학사']],
  design: [['시각디자인', '예체능', '미술학사'], ['산업디자인', '예체능', '디자인학사'], ['HCI', '공학', '공학사']],
  law: [['법학', '법학', '법학사']],
  hr: [['경영학', '경영', '경영학사'], ['심리학', '사회과학', '문학사'], ['행정학', '사회과학', '행정학사'], ['사회학', '사회과학', '문학사']],
  finance: [['경영학', '경영', '경영학사'], ['경제학', '사회과학', '경제학사'], ['회계학', '경영', '경영학사']],
};

/** [name, issuer]. */
export type Certificate = readonly [string, string];
export const certificatesByField: Record<keyof typeof majorsByField, readonly Certificate[]> = {
  it: [['정보처리기사', '한국산업인력공단'], ['SQLD', '한국데이터산업진흥원'], ['AWS Certified Solutions Architect - Associate', 'Amazon Web Services'], ['정보보안기사', '한국인터넷진흥원'], ['빅데이터분석기사', '한국데이터산업진흥원'], ['CKA', 'The Linux Foundation']],
  pharma: [['약사 면허', '보건복지부'], ['위험물산업기사', '한국산업인력공단'], ['화학분석기사', '한국산업인력공단'], ['컴퓨터활용능력 1급', '대한상공회의소']],
  research: [['약사 면허', '보건복지부'], ['화학분석기사', '한국산업인력공단'], ['위험물산업기사', '한국산업인력공단'], ['임상연구코디네이터(CRC)', '한국임상시험산업본부']],
  logistics: [['물류관리사', '한국산업인력공단'], ['유통관리사 2급', '대한상공회의소'], ['지게차운전기능사', '한국산업인력공단'], ['컴퓨터활용능력 1급', '대한상공회의소']],
  business: [['컴퓨터활용능력 1급', '대한상공회의소'], ['PMP', 'Project Management Institute'], ['경영지도사', '한국산업인력공단'], ['무역영어 1급', '대한상공회의소']],
  design: [['컬러리스트기사', '한국산업인력공단'], ['GTQ 1급', '한국생산성본부'], ['웹디자인기능사', '한국산업인력공단']],
  law: [['변호사', '법무부'], ['법무사', '대법원']],
  hr: [['공인노무사', '한국산업인력공단'], ['직업상담사 2급', '한국산업인력공단'], ['컴퓨터활용능력 1급', '대한상공회의소']],
  finance: [['재경관리사', '삼일회계법인'], ['공인회계사', '금융위원회'], ['전산세무 1급', '한국세무사회'], ['세무사', '한국산업인력공단']],
};

/**
 * 직무 by a keyword of the unit's name (checked deepest unit first, in this order) and the field
 * the person's studies, certificates and previous employers come from.
 */
export const jobFunctions: readonly (readonly [keyword: string, jobFunction: string, field: keyof typeof majorsByField])[] = [
  ['채용', '채용', 'hr'], ['보상', '보상', 'hr'], ['인사', '인사운영', 'hr'], ['교육팀', '교육운영', 'hr'],
  ['회계', '회계', 'finance'], ['자금', '자금', 'finance'], ['재무', '재무', 'finance'], ['정산', '운송정산', 'finance'],
  ['법무', '법무', 'law'], ['전략', '전략기획', 'business'], ['투자', '투자관리', 'finance'], ['대외', '대외협력', 'business'],
  ['API', '백엔드 개발', 'it'], ['결제', '백엔드 개발', 'it'], ['백엔드', '백엔드 개발', 'it'], ['웹', '프론트엔드 개발', 'it'],
  ['모바일', '모바일 앱 개발', 'it'], ['프론트', '프론트엔드 개발', 'it'], ['클라우드', '클라우드 운영', 'it'], ['보안', '정보보안', 'it'],
  ['인프라', '인프라 운영', 'it'], ['데이터엔지니어링', '데이터 엔지니어링', 'it'], ['데이터', '데이터 분석', 'it'], ['서비스기획', '서비스 기획', 'business'],
  ['UX', 'UX/UI 디자인', 'design'], ['QA파트', '품질보증', 'research'], ['QC', '품질관리', 'research'], ['QA', 'QA 테스트', 'it'],
  ['경영지원', '경영관리', 'business'], ['연구개발', '연구기획', 'research'], ['개발본부', '개발관리', 'it'], ['지원', '기술지원', 'it'], ['WMS', '물류시스템 개발', 'it'], ['TMS', '물류시스템 개발', 'it'], ['영업', '영업', 'business'],
  ['마케팅', '제품 마케팅', 'business'], ['합성', '신약 합성연구', 'research'], ['약리', '약리연구', 'research'], ['신약', '신약연구', 'research'],
  ['임상', '임상개발', 'research'], ['제제', '제제연구', 'research'], ['품질', '품질관리', 'research'], ['공정', '공정기술', 'research'],
  ['생산', '생산관리', 'pharma'], ['구매', '구매', 'business'], ['총무', '총무', 'business'], ['배차', '배차관리', 'logistics'],
  ['운송', '운송관리', 'logistics'], ['입고', '입고관리', 'logistics'], ['출고', '출고관리', 'logistics'], ['운영', '물류운영', 'logistics'],
];

export const applyChannels = { newGraduate: ['공개채용', '공개채용', '공개채용', '캠퍼스 리크루팅', '인턴 전환'], experienced: ['원티드', '사람인', '잡코리아', '헤드헌팅', '사내 추천', '링크드인'] };

export const leaveReasons = ['육아휴직', '육아휴직', '육아휴직', '질병휴직', '학업휴직', '가족돌봄휴직'];

/** [resignation type (as the retired list filters it), reasons]. */
export const resignationReasons: Record<'자진퇴사' | '권고사직' | '계약만료' | '정년퇴직', readonly string[]> = {
  자진퇴사: ['타사 이직', '학업(대학원 진학)', '개인 사정', '창업', '건강 문제', '해외 이주', '가족 돌봄'],
  권고사직: ['조직 개편에 따른 권고사직', '사업부 축소에 따른 권고사직'],
  계약만료: ['계약기간 만료', '프로젝트 종료에 따른 계약 만료'],
  정년퇴직: ['정년 도래'],
};

export const dispatchAgencies = ['(주)한국인재파견', '(주)유니에스', '(주)맨파워코리아', '(주)휴먼인사이트'];

/** Banks where salaries are paid, with each bank's account-number pattern (digits per group). */
export const salaryBanks: readonly (readonly [bank: string, groups: readonly number[]])[] = [
  ['KB국민은행', [6, 2, 6]],
  ['신한은행', [3, 3, 6]],
  ['우리은행', [4, 3, 6]],
  ['하나은행', [3, 6, 5]],
  ['NH농협은행', [3, 4, 4, 2]],
  ['IBK기업은행', [3, 6, 2, 3]],
  ['카카오뱅크', [4, 2, 7]],
];
