import { itemStateLabels } from '@saram/shared/onboarding/onboarding';
import type { OnboardingStatus } from '@saram/shared/onboarding/onboarding.schemas';
import type { Mail } from '../../lib/jobs/mailer';

/** The reminder mails' Korean subjects and bodies (plain text; every line readable in any client). */

type Content = Pick<Mail, 'subject' | 'text'>;

const link = (publicUrl: string, id: string) => `${publicUrl}/new-employees/${id}`;
const itemLines = (status: OnboardingStatus) => status.open_required_items.map((i) => `- ${i.title} (${itemStateLabels[i.state]})`);

/** "[사람] 온보딩 미완료 항목 안내 (3건)" */
export function openItemsMail(status: OnboardingStatus, publicUrl: string): Content {
  const open = status.open_required_items;
  const e = status.employee;
  return {
    subject: `[사람] 온보딩 미완료 항목 안내 (${open.length}건)`,
    text: [
      `${e.name}님 (${e.employee_no})의 온보딩 필수 항목 중 ${open.length}건이 아직 끝나지 않았습니다.`,
      '',
      ...itemLines(status),
      '',
      ...(e.probation_end_date ? [`수습 종료일: ${e.probation_end_date}`] : []),
      `진행 현황: ${status.progress.done}/${status.progress.total} (${status.progress.percent}%)`,
      `확인하기: ${link(publicUrl, e.id)}`,
    ].join('\n'),
  };
}

/** "[사람] 수습 종료 14일 전 안내: 김민준 (2026-12-08)" */
export function probationEndingMail(status: OnboardingStatus, daysBefore: number, publicUrl: string): Content {
  const e = status.employee;
  const open = status.open_required_items;
  return {
    subject: `[사람] 수습 종료 ${daysBefore}일 전 안내: ${e.name} (${e.probation_end_date})`,
    text: [
      `${e.name}님 (${e.employee_no}${e.unit ? `, ${e.unit}` : ''})의 수습 기간이 ${e.probation_end_date}에 끝납니다 (${daysBefore}일 남음).`,
      '',
      open.length ? `끝나지 않은 필수 항목 ${open.length}건:` : '필수 항목을 모두 마쳤습니다. 수습 완료 처리를 해주세요.',
      ...itemLines(status),
      '',
      `진행 현황: ${status.progress.done}/${status.progress.total} (${status.progress.percent}%)`,
      `확인하기: ${link(publicUrl, e.id)}`,
    ].join('\n'),
  };
}
