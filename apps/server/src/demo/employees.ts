import { employeeListQuerySchema } from '@saram/shared/employees/employees.schemas';
import type { Tx } from '../db/client';
import { findUserByEmail, setAccountEmployee } from '../features/auth/auth.service';
import { insertPrepared, list, prepare } from '../features/employees/employees.service';
import type { Actor } from '../lib/auth/actor';
import { generateEmployees, type Pin } from './employee-generator';

/**
 * The demo company's employees (SARAM_DEMO=1): about 300 people over the demo organisation, each
 * written exactly as an input from the API would be (prepare + insertPrepared: checks, numbering,
 * placement, encryption, audit and access records), in the caller's transaction. Only into an empty
 * employees table. The data is fixed (seeded faker, fixed reference date) so screenshots are stable.
 */

export const demoEmployeeCount = 300;
/** The demo data's "today": hire dates, leaves and resignations are laid out up to it. */
export const demoReferenceDate = '2026-11-02';
const fakerSeed = 20_260_101;

/** Where the demo sign-in accounts work; their names come from the accounts themselves. */
const accountPosts: Record<string, Omit<Pin, 'key' | 'nameKor'>> = {
  'hr.manager': { path: ['한빛홀딩스', '그룹경영부문', '경영지원본부', '인사팀'], role: '팀장', grade: '부장', gender: '여' },
  'hr.staff': { path: ['한빛홀딩스', '그룹경영부문', '경영지원본부', '인사팀', '채용파트'], role: '팀원', grade: '대리', gender: '남' },
  executive: { path: ['한빛홀딩스', '그룹경영부문', '전략기획본부'], role: '본부장', grade: '이사', gender: '남' },
  evaluator: { path: ['한빛소프트', '플랫폼사업부', '개발본부', '백엔드팀'], role: '팀장', grade: '부장', gender: '여' },
  'eval.only': { path: ['한빛소프트', '플랫폼사업부', '서비스기획본부', 'QA팀'], role: '팀원', grade: '과장', gender: '여' },
  employee: { path: ['한빛소프트', '플랫폼사업부', '개발본부', '백엔드팀', 'API파트'], role: '팀원', grade: '사원', gender: '남' },
};

export type DemoAccount = { loginId: string; userName: string; email: string };

/**
 * Seeds the demo employees into `units` (path "회사 > 사업부 > … > 파트" → unit id, as the
 * organisation seed returns them) and links the demo accounts to their records. Returns how many
 * were created: 0 when employees already exist.
 */
export async function seedDemoEmployees(
  tx: Tx,
  key: Buffer,
  actor: Actor,
  units: ReadonlyMap<string, string>,
  accounts: readonly DemoAccount[] = [],
  count = demoEmployeeCount,
): Promise<number> {
  const existing = await list(tx, actor, employeeListQuerySchema.parse({ limit: 1 }));
  if (existing.total > 0 || units.size === 0) return 0;

  // A runtime dependency of the server, loaded only when demo data is asked for.
  const { faker } = await import('@faker-js/faker/locale/ko');
  faker.seed(fakerSeed);
  const pins = accounts.flatMap((a) => (accountPosts[a.loginId] ? [{ ...accountPosts[a.loginId]!, key: a.loginId, nameKor: a.userName }] : []));
  const people = generateEmployees(
    faker,
    [...units].map(([path, id]) => ({ id, path: path.split(' > ') })),
    { count, today: demoReferenceDate, pins },
  );

  const store = { db: tx, key };
  for (const person of people) {
    const row = await insertPrepared(tx, store, actor, await prepare(tx, actor, person.payload));
    const account = person.pin ? accounts.find((a) => a.loginId === person.pin) : undefined;
    const user = account ? await findUserByEmail(tx, account.email) : undefined;
    if (user) await setAccountEmployee(tx, actor, user.id, row.id);
  }
  return people.length;
}
