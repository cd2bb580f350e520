import type { Tx } from '../db/client';
import { createUser } from '../features/auth/accounts.service';
import { findUserByEmail } from '../features/auth/auth.service';
import {
  backdateInstance,
  decideVerification,
  insertVerification,
  liveInstanceOf,
  moveInstance,
  startOnboarding,
  type InstanceRow,
} from '../features/checklists/checklists.service';
import { storeDocument } from '../features/checklists/verifications.service';
import { insertPrepared, prepare } from '../features/employees/employees.service';
import { setNewbieChecklist } from '../features/employees/employees.writer';
import type { Actor } from '../lib/auth/actor';
import { addDays, addMonths, seoulToday } from '../lib/seoul-time';
import { romanize } from 'es-hangul';
import { PersonParts, splitName, yearOf } from './person-parts';

/**
 * Demo new hires (spec 7.3, 7.10): a dozen people hired in the last three months (one starting next
 * week) over several companies, teams and employment types, registered like any new employee (so
 * the assignment rules pick their checklist) and taken to every onboarding state: no checklist,
 * just started, in progress (a document awaiting 확인, one 반려 with its reason, sign-offs), ready
 * to complete (every required item verified, 계좌·비상연락처 on the record), 수습 완료 and 수습 불합격.
 * Dates follow the real today, so the 수습 countdown is live. Documents are tiny valid PDFs and PNGs.
 */

const fakerSeed = 20_261_124;
/** How the new hires were recruited; the generated employees never use it (the demo tests tell them apart by it). */
export const newHireChannel = '수시채용';

export type NewHireState = 'none' | 'started' | 'in_progress' | 'ready' | 'completed' | 'rejected';

type Plan = {
  unit: string;
  type: '정규직' | '계약직' | '인턴';
  grade: string;
  daysAgo: number;
  gender: '남' | '여';
  birthYear: number;
  state: NewHireState;
};

export const newHirePlans: Plan[] = [
  { unit: '한빛소프트 > 플랫폼사업부 > 개발본부 > 백엔드팀 > API파트', type: '정규직', grade: '사원', daysAgo: 88, gender: '남', birthYear: 1998, state: 'completed' },
  { unit: '한빛제약 > 의약사업부 > 생산본부 > 품질관리팀 > QC파트', type: '계약직', grade: '사원', daysAgo: 84, gender: '여', birthYear: 1996, state: 'rejected' },
  { unit: '한빛소프트 > 플랫폼사업부 > 서비스기획본부 > QA팀', type: '정규직', grade: '대리', daysAgo: 71, gender: '여', birthYear: 1993, state: 'ready' },
  { unit: '한빛홀딩스 > 그룹경영부문 > 경영지원본부 > 재무팀 > 회계파트', type: '정규직', grade: '사원', daysAgo: 64, gender: '남', birthYear: 1997, state: 'ready' },
  { unit: '한빛소프트 > 플랫폼사업부 > 개발본부 > 백엔드팀 > 결제파트', type: '정규직', grade: '사원', daysAgo: 52, gender: '여', birthYear: 1999, state: 'in_progress' },
  { unit: '한빛제약 > 헬스케어사업부 > 마케팅본부 > 전문의약품마케팅팀', type: '정규직', grade: '과장', daysAgo: 45, gender: '남', birthYear: 1988, state: 'in_progress' },
  { unit: '한빛물류 > 물류사업부 > 운영본부 > 수도권운영팀 > 출고파트', type: '계약직', grade: '사원', daysAgo: 33, gender: '남', birthYear: 1995, state: 'in_progress' },
  { unit: '한빛소프트 > 플랫폼사업부 > 개발본부 > 프론트엔드팀 > 웹파트', type: '계약직', grade: '사원', daysAgo: 24, gender: '여', birthYear: 1997, state: 'in_progress' },
  { unit: '한빛물류 > 디지털물류사업부 > 물류IT본부 > WMS개발팀', type: '인턴', grade: '사원', daysAgo: 12, gender: '남', birthYear: 2001, state: 'started' },
  { unit: '한빛소프트 > 플랫폼사업부 > 개발본부 > 데이터팀 > 데이터분석파트', type: '정규직', grade: '사원', daysAgo: 5, gender: '여', birthYear: 2000, state: 'started' },
  { unit: '한빛제약 > 의약사업부 > 연구개발본부 > 신약연구팀 > 합성파트', type: '정규직', grade: '대리', daysAgo: 3, gender: '남', birthYear: 1994, state: 'none' },
  { unit: '한빛홀딩스 > 그룹경영부문 > 전략기획본부 > 투자관리팀', type: '정규직', grade: '사원', daysAgo: -7, gender: '여', birthYear: 1999, state: 'started' },
];

/** A one-page PDF and a 1×1 PNG: valid files by their magic bytes, a few hundred bytes each. */
export function demoPdf(title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const text = `BT /F1 14 Tf 72 770 Td (${title.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '')}) Tj ET`;
      return `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
export const demoPng = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201a2b3c5a50000000049454e44ae426082', 'hex');

class NewHireParts extends PersonParts {
  person(plan: Plan, index: number) {
    const birthDate = this.dateBetween(`${plan.birthYear}-01-01`, `${plan.birthYear}-12-28`);
    const nameKor = this.koreanName(plan.gender, plan.birthYear, false);
    const { given } = splitName(nameKor);
    const local = `${romanize(given).toLowerCase()}.${romanize(nameKor.slice(0, 1)).toLowerCase()}`;
    return {
      nameKor,
      birthDate,
      phone: this.phone(),
      rrn: this.rrn(birthDate, plan.gender, false),
      email: `${local}${index + 1 < 10 ? '0' : ''}${index + 1}@hanbit.co.kr`,
      emailPersonal: `${romanize(given).toLowerCase()}${this.f.string.numeric(2)}@${this.pick(['naver.com', 'gmail.com', 'daum.net'])}`,
      relative: this.koreanName(this.chance(0.5) ? '남' : '여', plan.birthYear - 28, false),
      relativePhone: this.phone(),
      bank: this.pick(['국민은행', '신한은행', '우리은행', '하나은행', '카카오뱅크']),
      account: `${this.f.string.numeric(3)}-${this.f.string.numeric(6)}-${this.f.string.numeric(2)}-${this.f.string.numeric(3)}`,
    };
  }
}

const salaryOf: Record<string, number> = { 사원: 3_600_000, 대리: 4_300_000, 과장: 5_300_000 };
const level = (path: string) => path.split(' > ').length - 1;
const placement = (path: string, id: string) =>
  level(path) >= 4 ? { partId: id } : level(path) === 3 ? { teamId: id } : level(path) === 2 ? { headquarterId: id } : { divisionId: id };

type Signers = { hr: Actor; manager: Actor; lead: Actor };

/** The demo accounts acting on the checklists: 인사팀 staff, 인사팀장, and the 백엔드팀 팀장 (evaluator). */
async function signers(tx: Tx, actor: Actor): Promise<Signers> {
  const as = async (email: string, loginId: string, role: string): Promise<Actor> => {
    const user = await findUserByEmail(tx, email);
    return { ...actor, userId: user?.id ?? null, label: `${user?.userName ?? loginId} (${loginId})`, roles: [role] };
  };
  return {
    hr: await as('seojun.park@hanbit-demo.co.kr', 'hr.staff', 'hr_staff'),
    manager: await as('jihyun.kim@hanbit-demo.co.kr', 'hr.manager', 'hr_manager'),
    lead: await as('minji.choi@hanbit-demo.co.kr', 'evaluator', 'evaluator'),
  };
}

/**
 * Works through a checklist as the state asks: 'ready' and 'completed' verify every item (documents
 * handed in, then 확인); 'in_progress' signs the contract, leaves one document awaiting 확인 and
 * rejects another with a reason; 'rejected' stops part-way.
 */
async function work(tx: Tx, who: Signers, row: InstanceRow, plan: Plan, name: string, backend: boolean) {
  const instanceId = row.id;
  const signerOf = (by: string) => (by === 'manager' ? (backend ? who.lead : who.manager) : who.hr);
  const everything = plan.state === 'ready' || plan.state === 'completed';
  let documents = 0;
  for (const item of row.items) {
    const v = item.verification;
    if (v.method === 'automatic') continue;
    if (v.method === 'sign_off') {
      const sign = everything || item.id === 'contract' || (plan.state !== 'rejected' && item.id === 'badge');
      if (sign) await insertVerification(tx, signerOf(v.by), instanceId, item, { status: 'verified', note: item.id === 'contract' ? '원본 인사팀 보관' : '' });
      continue;
    }
    if (!everything && !item.required) continue;
    documents += 1;
    if (!everything && documents > 2) continue;
    const file = item.id === 'id-photo' ? demoPng : demoPdf(`${item.id} - ${romanize(name)}`);
    const filename = item.id === 'id-photo' ? `증명사진_${name}.png` : `${item.title}_${name}.pdf`;
    const docId = await storeDocument(tx, who.hr, instanceId, filename, file, item.id === 'id-photo' ? 'image/png' : 'application/pdf');
    const submitted = await insertVerification(tx, who.hr, instanceId, item, { status: 'submitted', note: '', documentId: docId });
    if (everything) await decideVerification(tx, who.hr, submitted, 'verified', '확인했습니다.');
    else if (documents === 2) await decideVerification(tx, who.hr, submitted, 'rejected', '서명란이 비어 있습니다. 서명 후 다시 올려주세요.');
  }
}

/** Seeds the new hires after the demo employees and checklist templates; answers each one's id and planned state. */
export async function seedNewHires(
  tx: Tx,
  key: Buffer,
  actor: Actor,
  units: ReadonlyMap<string, string>,
): Promise<{ id: string; state: NewHireState }[]> {
  const today = seoulToday();
  // A runtime dependency of the server, loaded only when demo data is asked for.
  const { faker } = await import('@faker-js/faker/locale/ko');
  faker.seed(fakerSeed);
  const parts = new NewHireParts(faker, today);
  const who = await signers(tx, actor);
  const store = { db: tx, key };
  const seeded: { id: string; state: NewHireState }[] = [];
  for (const [i, plan] of newHirePlans.entries()) {
    const unitId = units.get(plan.unit);
    if (!unitId) continue;
    const hire = addDays(today, -plan.daysAgo);
    const p = parts.person(plan, i);
    const filled = plan.state === 'ready' || plan.state === 'completed';
    const payload = {
      personal: {
        nameKor: p.nameKor,
        phone: p.phone,
        emailPersonal: p.emailPersonal,
        gender: plan.gender,
        birthDate: p.birthDate,
        rrn: p.rrn,
        ...(filled || plan.state === 'in_progress' ? { emergencyContact: { name: p.relative, relationship: plan.birthYear < 1992 ? '배우자' : '부모', phone: p.relativePhone } } : {}),
        ...(filled ? { bankAccount: { bankName: p.bank, accountNumber: p.account, accountHolder: p.nameKor } } : {}),
      },
      organization: {
        employmentType: plan.type,
        jobTitle: '팀원',
        jobGrade: plan.grade,
        firstJoinDate: hire,
        probationEndDate: plan.type === '정규직' ? addDays(addMonths(hire, 3), -1) : '',
        ...placement(plan.unit, unitId),
      },
      accounts: { email: p.email },
      salary: { baseSalary: salaryOf[plan.grade] ?? 3_600_000, allowances: 200_000 },
      applicationInfo: { appliedJobFunction: '', applyChannel: newHireChannel },
      employmentHistory: [{ startDate: hire, endDate: '', type: plan.type, firstJoinDate: hire }],
    };
    const row = await insertPrepared(tx, store, actor, await prepare(tx, actor, payload, { seoulYear: yearOf(hire) }));
    seeded.push({ id: row.id, state: plan.state });
    if (plan.state === 'none') continue;
    // A sign-in account (시스템 계정 발급 is checked from it) for those far enough along.
    if (filled) await createUser(tx, actor, { loginId: p.email.split('@')[0]!, email: p.email, userName: p.nameKor, roles: ['employee'], employeeId: row.id, ssoEmailLinkAllowed: true });
    const [instance] = await startOnboarding(tx, who.hr, [row.id]);
    if (!instance) continue;
    // Started on the hire day (today for next week's hire).
    const started = new Date(`${hire < today ? hire : today}T09:00:00+09:00`);
    await backdateInstance(tx, instance.id, started);
    if (plan.state === 'started') continue;
    await work(tx, who, instance, plan, p.nameKor, plan.unit.includes('백엔드팀'));
    if (plan.state === 'completed') {
      await moveInstance(tx, who.manager, instance.id, 'in_progress', 'completed', null);
      const done = (await liveInstanceOf(tx, row.id))!;
      await setNewbieChecklist(tx, who.manager, row.id, { isCompleted: true, completedAt: done.completedAt!.toISOString() });
    } else if (plan.state === 'rejected') {
      await moveInstance(tx, who.manager, instance.id, 'in_progress', 'rejected', '수습 평가 결과 기준 미달');
    }
  }
  return seeded;
}
