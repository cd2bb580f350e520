import { certificateKindLabels, type CertificateKind } from '@saram/shared/certificates/certificates';
import type { PageSize } from '../../components/list/page-sizes';
import { pageSizes } from '../../components/list/page-sizes';
import type { CertificateLogQuery } from './api';

export const kindOptions = (Object.entries(certificateKindLabels) as [CertificateKind, string][]).map(([value, label]) => ({ value, label }));

/** The issue log's page, size and kind from the URL. */
export function parseLogParams(params: URLSearchParams): CertificateLogQuery & { page: number; limit: PageSize } {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const kind = params.get('kind');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: pageSizes.includes(limit as PageSize) ? (limit as PageSize) : 20,
    ...(kind === 'employment' || kind === 'career' ? { kind } : {}),
  };
}
