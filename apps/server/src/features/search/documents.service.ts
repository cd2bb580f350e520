import { searchTexts } from '@saram/shared/search/search';
import type { DocumentInfo } from '@saram/shared/search/search.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { AppError } from '../../lib/errors';
import type { DocumentProvider } from '../../lib/data/search-source';
import { checklistDocumentProvider } from '../checklists/checklists.service';
import { applicantDocumentProvider } from '../recruitment/recruitment.service';
import { reportFileProvider } from '../reports/reports.service';

/**
 * /documents/{id} (issue 31): the files Saram keeps, each under its owner record's permission
 * and scope (checklist verification documents, applicants' documents, generated report files). The
 * HR card and the onboarding certificate are drawn on request from their records, not kept, so they
 * are downloaded from those records' screens.
 */
const providers: DocumentProvider[] = [checklistDocumentProvider, applicantDocumentProvider, reportFileProvider];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One answer for a document that does not exist and for one the caller may not open. */
const notFound = () => new AppError('NOT_FOUND', searchTexts.documentNotFound);

export async function documentInfo(db: Db, actor: Actor, id: string): Promise<DocumentInfo> {
  if (uuidPattern.test(id)) {
    for (const p of providers) {
      const found = await p.find(db, actor, id);
      if (found) return found;
    }
  }
  throw notFound();
}

export async function documentFile(db: Db, actor: Actor, id: string): Promise<{ info: DocumentInfo; data: Buffer }> {
  if (uuidPattern.test(id)) {
    for (const p of providers) {
      const found = await p.file(db, actor, id);
      if (found) return found;
    }
  }
  throw notFound();
}
