import type { ApplicantStatus, EvaluationStage, NoticeStatus } from '@saram/shared/recruitment/recruitment';
import type { Tx } from '../db/client';
import { evaluateIn, insertApplicantIn, moveApplicantIn } from '../features/recruitment/applicants.service';
import { integrateIn } from '../features/recruitment/integration.service';
import { insertNoticeIn, moveNoticeIn } from '../features/recruitment/notices.service';
import { addDays, seoulToday } from '../lib/seoul-time';
import { demoActor } from './organization';

/**
 * Demo recruitment (spec 7.4): notices in every status (진행 중 ×2, 승인 대기, 반려, 마감, 비활성) by
 * 인사 담당자 박서준, decided by 인사 책임자 김지현, and applicants at every stage of the pipeline with
 * interview scores. One 마감 notice's 최종 합격자 is already an employee (integrated); the running
 * backend notice keeps a 최종 합격자 waiting to be integrated. Dates follow the real today. Written
 * through the recruitment services' own writes, so events, audit rows and access records are as the
 * API leaves them.
 */

type Person = { name: string; email: string; phone: string; birth: string; channel: string; wanted?: string; stage: ApplicantStatus; scores?: number[] };
type Plan = {
  title: string;
  unit: string;
  jobFunction: string;
  employmentType: '정규직' | '계약직' | '인턴' | '파견';
  headcount: number;
  /** Days from today: opened, and the period. */
  opened: number;
  length: number;
  status: NoticeStatus;
  comment?: string;
  description: string;
  documents: string[];
  people: Person[];
  integrate?: string[];
};

const soft = '한빛소프트 > 플랫폼사업부 > 개발본부';
const body = (duties: string[], musts: string[], prefs: string[]) =>
  `<h2>주요 업무</h2><ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul><h2>자격 요건</h2><ul>${musts.map((d) => `<li>${d}</li>`).join('')}</ul>` +
  `<h2>우대 사항</h2><ul>${prefs.map((d) => `<li>${d}</li>`).join('')}</ul><p>전형 절차: 서류 전형 → 1차 면접(실무) → 2차 면접(임원) → 처우 협의 → 최종 합격</p>`;

const p = (name: string, n: number, channel: string, stage: ApplicantStatus, birth: string, scores?: number[]): Person => ({
  name,
  email: `applicant${n}@mail-demo.co.kr`,
  phone: `010${String(1000 + n * 37).padStart(4, '0')}${String(2000 + n * 53).slice(-4)}`,
  birth,
  channel,
  wanted: channel === '원티드' ? `WTD-${40000 + n * 17}` : undefined,
  stage,
  scores,
});

export const recruitmentPlans: Plan[] = [
  {
    title: '백엔드 개발자 (결제 플랫폼)',
    unit: `${soft} > 백엔드팀`,
    jobFunction: '백엔드 개발',
    employmentType: '정규직',
    headcount: 2,
    opened: -21,
    length: 45,
    status: 'in_progress',
    description: body(['결제·정산 API 설계와 개발', '대용량 트랜잭션 처리와 장애 대응'], ['Node.js 또는 Java 기반 서버 개발 경력 3년 이상', 'PostgreSQL 등 RDBMS 설계 경험'], ['PG사 연동 경험', '쿠버네티스 운영 경험']),
    documents: ['이력서', '자기소개서', '포트폴리오'],
    people: [
      p('김도현', 1, '원티드', 'received', '1995-03-14'),
      p('이서윤', 2, '사람인', 'received', '1997-08-02'),
      p('박지호', 3, '자사 채용 홈페이지', 'received', '1993-11-21'),
      p('최유진', 4, '원티드', 'document_passed', '1994-05-09'),
      p('정하준', 5, '잡코리아', 'document_passed', '1996-01-30'),
      p('강수아', 6, '사내 추천', 'interview_1', '1992-07-17', [4, 4]),
      p('조민재', 7, '원티드', 'interview_1', '1995-12-03', [3]),
      p('윤채원', 8, '헤드헌팅', 'interview_2', '1991-09-25', [5, 4]),
      p('장예준', 9, '원티드', 'final_passed', '1994-02-11', [5, 5]),
      p('임소율', 10, '사람인', 'failed', '1998-04-06', [2]),
      p('한건우', 11, '잡코리아', 'failed', '1990-10-19'),
      p('오지안', 12, '원티드', 'declined', '1993-06-28', [4]),
    ],
  },
  {
    title: '프론트엔드 개발자 (React)',
    unit: `${soft} > 프론트엔드팀`,
    jobFunction: '프론트엔드 개발',
    employmentType: '정규직',
    headcount: 1,
    opened: -10,
    length: 30,
    status: 'in_progress',
    description: body(['사내 HR 서비스 웹 화면 개발', '디자인 시스템 컴포넌트 관리'], ['React·TypeScript 실무 경험 2년 이상'], ['접근성(WCAG) 개선 경험', 'Playwright 테스트 작성 경험']),
    documents: ['이력서', '포트폴리오'],
    people: [
      p('서하린', 13, '원티드', 'received', '1998-02-15'),
      p('신준서', 14, '자사 채용 홈페이지', 'document_passed', '1996-09-08'),
      p('권나연', 15, '원티드', 'interview_1', '1997-03-27', [4]),
      p('황시우', 16, '사람인', 'failed', '1995-11-11'),
    ],
  },
  {
    title: 'B2B 기업영업 매니저',
    unit: '한빛소프트 > 솔루션사업부 > 솔루션영업본부 > 기업영업팀',
    jobFunction: '기업 영업',
    employmentType: '정규직',
    headcount: 1,
    opened: 0,
    length: 30,
    status: 'waiting_approval',
    description: body(['기업 고객 대상 HR 솔루션 영업', '제안서 작성과 계약 협상'], ['B2B 영업 경력 5년 이상'], ['SaaS 영업 경험']),
    documents: ['이력서', '경력기술서'],
    people: [],
  },
  {
    title: '채용 담당자 (계약직)',
    unit: '한빛소프트 > 경영지원부문 > 경영지원본부 > 인사팀 > 채용파트',
    jobFunction: '인사',
    employmentType: '계약직',
    headcount: 1,
    opened: -3,
    length: 21,
    status: 'returned',
    comment: '계약 기간(12개월)과 정규직 전환 가능 여부를 공고에 적어주세요.',
    description: body(['상시 채용 운영과 면접 일정 관리'], ['채용 실무 경력 2년 이상'], ['ATS 운영 경험']),
    documents: ['이력서'],
    people: [],
  },
  {
    title: '데이터 분석가',
    unit: `${soft} > 데이터팀 > 데이터분석파트`,
    jobFunction: '데이터 분석',
    employmentType: '정규직',
    headcount: 1,
    opened: -75,
    length: 30,
    status: 'closed',
    description: body(['서비스 지표 설계와 대시보드 구축', 'A/B 테스트 분석'], ['SQL·Python 활용 분석 경력 3년 이상'], ['통계학 전공']),
    documents: ['이력서', '자기소개서'],
    people: [
      p('문서진', 17, '원티드', 'final_passed', '1994-08-18', [5, 4]),
      p('배윤아', 18, '사람인', 'failed', '1996-12-24', [3]),
      p('송태윤', 19, '잡코리아', 'failed', '1992-01-07'),
    ],
    integrate: ['문서진'],
  },
  {
    title: '품질관리(QC) 연구원',
    unit: '한빛제약 > 의약사업부 > 생산본부 > 품질관리팀 > QC파트',
    jobFunction: '품질 관리',
    employmentType: '정규직',
    headcount: 2,
    opened: -40,
    length: 30,
    status: 'disabled',
    comment: '채용 계획 변경으로 공고를 내립니다.',
    description: body(['원료·완제품 시험 분석'], ['약학·화학 관련 전공'], ['GMP 실무 경험']),
    documents: ['이력서', '자기소개서', '졸업증명서'],
    people: [p('유다은', 20, '자사 채용 홈페이지', 'document_passed', '1997-05-13')],
  },
];

const path: Record<ApplicantStatus, ApplicantStatus[]> = {
  received: [],
  document_passed: ['document_passed'],
  interview_1: ['document_passed', 'interview_1'],
  interview_2: ['document_passed', 'interview_1', 'interview_2'],
  final_passed: ['document_passed', 'interview_1', 'interview_2', 'final_passed'],
  failed: ['failed'],
  declined: ['document_passed', 'interview_1', 'interview_2', 'final_passed', 'declined'],
};
const scoreStages: EvaluationStage[] = ['interview_1', 'interview_2'];
const notes = ['직무 이해도가 높고 답변이 구체적임', '협업 경험을 사례로 잘 설명함', '기술 깊이는 보통, 성장 가능성 있음', '문제 해결 과정을 논리적으로 설명함', '조직 적합도 우수'];

/** Seeds the plans; how many notices were written. `units` maps 'corp > … > unit' to its id. */
export async function seedRecruitment(tx: Tx, key: Buffer, units: Map<string, string>, now = new Date()): Promise<number> {
  const staff = await demoActor(tx, 'seojun.park@hanbit-demo.co.kr');
  const manager = await demoActor(tx, 'jihyun.kim@hanbit-demo.co.kr');
  if (!staff || !manager) return 0;
  const today = seoulToday(now);
  const at = (days: number, hour = 1) => new Date(Date.parse(`${addDays(today, days)}T00:00:00Z`) + hour * 3_600_000);
  let written = 0;
  for (const plan of recruitmentPlans) {
    const unitId = units.get(plan.unit);
    if (!unitId) continue;
    const parts = plan.unit.split(' > ');
    let n = await insertNoticeIn(
      tx,
      staff,
      {
        title: plan.title,
        unitId,
        unitName: parts.at(-1)!,
        unitPath: parts.slice(1).join(' > '),
        jobFunction: plan.jobFunction,
        employmentType: plan.employmentType,
        headcount: plan.headcount,
        startDate: addDays(today, plan.opened),
        endDate: addDays(today, plan.opened + plan.length),
        description: plan.description,
        requiredDocuments: plan.documents,
        approverId: manager.userId,
        approverLabel: manager.label,
      },
      at(plan.opened - 2),
    );
    written += 1;
    if (plan.status === 'waiting_approval') continue;
    if (plan.status === 'returned') {
      await moveNoticeIn(tx, manager, n, 'return', plan.comment ?? '', at(plan.opened - 1));
      continue;
    }
    n = await moveNoticeIn(tx, manager, n, 'approve', '승인합니다.', at(plan.opened - 1));
    for (const [i, person] of plan.people.entries()) {
      const applied = Math.min(plan.opened + 1 + i, -1);
      let a = await insertApplicantIn(
        tx,
        staff,
        n,
        {
          name: person.name,
          email: person.email,
          phone: person.phone,
          birth_date: person.birth,
          apply_channel: person.channel,
          wanted_id: person.wanted ?? '',
          applied_at: addDays(today, applied),
        },
        at(applied, 2),
      );
      for (const [step, to] of path[person.stage].entries()) {
        const stage = to === 'interview_2' ? 'interview_1' : to === 'final_passed' ? 'interview_2' : null;
        const score = stage ? person.scores?.[scoreStages.indexOf(stage)] : undefined;
        if (stage && score) await evaluateIn(tx, manager, a.id, { stage, score, note: notes[(i + step) % notes.length]! }, at(applied, 3 + step));
        a = await moveApplicantIn(tx, step % 2 ? manager : staff, a, to, to === 'failed' ? '직무 요건 불충족' : '', at(Math.min(applied + step + 1, 0), 4 + step));
      }
      if (person.stage === 'interview_1' && person.scores?.[0]) await evaluateIn(tx, manager, a.id, { stage: 'interview_1', score: person.scores[0], note: notes[i % notes.length]! }, at(0, 5));
      if (plan.integrate?.includes(person.name)) await integrateIn(tx, { key }, staff, a.id, { hire_date: addDays(today, -14) }, at(-15, 6));
    }
    if (plan.status === 'closed') await moveNoticeIn(tx, staff, n, 'close', '채용 완료', at(plan.opened + plan.length));
    if (plan.status === 'disabled') await moveNoticeIn(tx, staff, n, 'disable', plan.comment ?? '', at(plan.opened + 10));
  }
  return written;
}
