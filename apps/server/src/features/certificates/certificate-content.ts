import { certificateItemLabels, certificateItems, type CertificateItem, type CertificateKind } from '@saram/shared/certificates/certificates';
import type { CertificateContent } from '@saram/shared/certificates/certificates.schemas';
import { dotted } from '../../lib/documents/pdf';
import type { PersonRow } from './certificates.repo';

/** What a certificate prints of a person: only the chosen items, in the catalogue's order, never the RRN. */

const joined = (parts: readonly (string | null)[], separator: string) => parts.filter(Boolean).join(separator);

function valueOf(item: CertificateItem, p: PersonRow, kind: CertificateKind): string {
  switch (item) {
    case 'birthDate':
      return p.birthDate ? dotted(p.birthDate) : '';
    case 'address':
      return p.address ?? '';
    case 'placement':
      return joined([p.division, p.headquarters, p.team, p.part], ' ');
    case 'position':
      return joined([p.jobGrade, p.jobTitle], ' / ');
    case 'period': {
      if (!p.hireDate) return '';
      const end = p.employmentStatus === '퇴직' && p.terminationDate ? dotted(p.terminationDate) : kind === 'employment' ? '현재' : '현재 (재직 중)';
      return `${dotted(p.hireDate)} ~ ${end}`;
    }
    case 'duties':
      return p.jobFunction ?? '';
  }
}

export function certificateContent(
  p: PersonRow,
  choice: { kind: CertificateKind; items: readonly CertificateItem[]; purpose: string },
  issue: { number: string; issuedOn: string },
): CertificateContent {
  const chosen = certificateItems.filter((item) => choice.items.includes(item));
  return {
    kind: choice.kind,
    number: issue.number,
    issuedOn: issue.issuedOn,
    name: p.name,
    corporation: p.corporation ?? p.insuranceCorp ?? '',
    representative: p.representative ?? '',
    lines: chosen.map((item) => ({ item, label: certificateItemLabels[item], value: valueOf(item, p, choice.kind) })),
    purpose: choice.purpose,
  };
}
