import type { RoleName } from '@saram/shared/permissions';
import type { Db } from '../db/client';
import { createUser } from '../features/auth/accounts.service';
import type { Actor } from '../lib/auth/actor';
import { seedChecklistTemplates } from './checklists';
import { seedCorporations } from './corporations';
import { seedDemoEmployees } from './employees';
import { seedNewHires } from './new-hires';
import { seedOrganization, seedTaskForces } from './organization';
import { seedRecruitment } from './recruitment';
import { seedResignations } from './resignations';
import { seedEvaluations } from './evaluations';

/** The demo company's sign-in accounts, one per role. Later features add their demo data here. */
export const demoAccounts: { loginId: string; userName: string; email: string; role: RoleName }[] = [
  { loginId: 'hr.manager', userName: '김지현', email: 'jihyun.kim@hanbit-demo.co.kr', role: 'hr_manager' },
  { loginId: 'hr.staff', userName: '박서준', email: 'seojun.park@hanbit-demo.co.kr', role: 'hr_staff' },
  { loginId: 'executive', userName: '이영호', email: 'youngho.lee@hanbit-demo.co.kr', role: 'executive' },
  { loginId: 'evaluator', userName: '최민지', email: 'minji.choi@hanbit-demo.co.kr', role: 'evaluator' },
  { loginId: 'eval.only', userName: '정하늘', email: 'haneul.jung@hanbit-demo.co.kr', role: 'evaluation_only' },
  { loginId: 'employee', userName: '남궁도윤', email: 'doyun.namgung@hanbit-demo.co.kr', role: 'employee' },
];

/**
 * Demo accounts share the first administrator's password, which is never a fixed default. The
 * employees need the field encryption key (RRN and salary are stored encrypted). `employees`: fewer
 * generated people than the demo's 300, for tests that need every kind of record but not the crowd.
 */
export async function seedDemo(db: Db, actor: Actor, password: string, key: Buffer, options: { employees?: number } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    for (const account of demoAccounts) {
      await createUser(tx, actor, { ...account, password, roles: [account.role] });
    }
    const corporations = await seedCorporations(tx, actor);
    const units = await seedOrganization(tx, actor);
    // The generated employees are loaded without the registration hook, so only the new hires
    // below (registered like any new employee, after the templates) get onboarding checklists.
    await seedDemoEmployees(tx, key, actor, units, demoAccounts, options.employees);
    await seedTaskForces(tx, units);
    await seedChecklistTemplates(tx, actor, corporations);
    await seedNewHires(tx, key, actor, units);
    await seedResignations(tx, demoAccounts);
    await seedRecruitment(tx, key, units);
    await seedEvaluations(tx, units, demoAccounts);
  });
}
