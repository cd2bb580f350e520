import { useQuery } from '@tanstack/react-query';
import { FilePlus2, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../../components/feedback/query-error-state';
import { Badge } from '../../../../components/ui/badge';
import { buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/layout/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { formatDateTime } from '../../../../lib/labels/format';
import { templatesQuery } from '../api';
import { LoadingBlock } from '../cycles/cycle-parts';

/** /eval/templates (평가 템플릿): every template; frozen ones (used by a cycle) are edited as copies. */
export function TemplatesPage() {
  const templates = useQuery(templatesQuery());
  const rows = templates.data?.data ?? [];
  return (
    <div>
      <PageHeader
        title="평가 템플릿"
        description="섹션과 문항(척도, 서술형, 목표, 역량), 가중치, 답변할 사람을 정한 평가 양식입니다."
        actions={
          <Link to="/eval/templates/new" className={buttonClasses()}>
            <FilePlus2 aria-hidden="true" />새 템플릿
          </Link>
        }
      />
      {templates.isPending ? (
        <LoadingBlock />
      ) : templates.isError ? (
        <QueryErrorState error={templates.error} title="템플릿을 불러오지 못했습니다" onRetry={() => void templates.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={FilePlus2} title="평가 템플릿이 없습니다" description="새 템플릿을 만들어 평가 주기에 사용하세요." />
      ) : (
        <Table aria-label="평가 템플릿 목록">
          <TableHeader>
            <TableRow>
              <TableHead>템플릿 이름</TableHead>
              <TableHead numeric>문항</TableHead>
              <TableHead>상태</TableHead>
              <TableHead>수정일</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((t) => (
              <TableRow key={t.id}>
                <TableCell>
                  <Link to={`/eval/templates/${t.id}/edit`} className="font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
                    {t.name}
                  </Link>
                  {t.description && <p className="mt-0.5 text-xs text-gray-600">{t.description}</p>}
                </TableCell>
                <TableCell numeric>{t.questionCount}개</TableCell>
                <TableCell>
                  {t.frozen ? (
                    <Badge tone="warning">
                      <Lock className="size-3" aria-hidden="true" />
                      사용 중 (편집 시 사본)
                    </Badge>
                  ) : t.isActive ? (
                    <Badge tone="success">사용 가능</Badge>
                  ) : (
                    <Badge>비활성</Badge>
                  )}
                </TableCell>
                <TableCell className="tabular-nums">{formatDateTime(t.updatedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
