import { defaultRequiredDocuments } from '@saram/shared/recruitment/recruitment';
import type { CreateNotice, Notice } from '@saram/shared/recruitment/notices.schemas';

/** The notice form's values: what POST recruitment/notices takes. */
export type NoticeFormValues = Omit<CreateNotice, 'required_documents' | 'approver_id'> & { required_documents: string[]; approver_id: string | null };

export function emptyNoticeForm(today: string): NoticeFormValues {
  return {
    title: '',
    unit_id: '',
    job_function: '',
    employment_type: '정규직',
    headcount: 1,
    start_date: today,
    end_date: today,
    description: '',
    required_documents: [...defaultRequiredDocuments],
    approver_id: null,
  };
}

export function noticeFormValues(notice: Notice): NoticeFormValues {
  return {
    title: notice.title,
    unit_id: notice.unit.id ?? '',
    job_function: notice.job_function,
    employment_type: notice.employment_type,
    headcount: notice.headcount,
    start_date: notice.start_date,
    end_date: notice.end_date,
    description: notice.description,
    required_documents: [...notice.required_documents],
    approver_id: notice.approver?.id ?? null,
  };
}

