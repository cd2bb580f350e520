import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useState } from 'react';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Button } from '../../../components/ui/button';
import { SkeletonStack } from '../../../components/ui/skeleton';
import { templateQuery } from '../api';
import { ChecklistBuilder } from './checklist-builder';

/** /checklist-builder/new (an empty template with one section) and /checklist-builder/:id (its current version). */
export function ChecklistBuilderPage() {
  const { id } = useParams();
  return id ? <ExistingTemplateBuilder id={id} /> : <ChecklistBuilder template={null} onReload={() => undefined} reloading={false} />;
}

function ExistingTemplateBuilder({ id }: { id: string }) {
  // The draft is built once from the loaded version: no background refetch may replace it under the user.
  const query = useQuery({ ...templateQuery(id), staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false });
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);

  if (query.isPending) return <BuilderSkeleton />;
  if (query.isError) {
    return (
      <QueryErrorState
        className="m-6"
        error={query.error}
        title="템플릿을 불러오지 못했습니다"
        onRetry={() => query.refetch()}
        actions={
          <Button variant="outline" asChild>
            <Link to="/checklist-templates">템플릿 목록으로</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ChecklistBuilder
      key={`${id}:${generation}`}
      template={query.data}
      reloading={reloading}
      onReload={() => {
        setReloading(true);
        void query.refetch().finally(() => {
          setReloading(false);
          setGeneration((g) => g + 1);
        });
      }}
    />
  );
}

function BuilderSkeleton() {
  return (
    <div className="flex h-full flex-col" aria-busy="true" aria-label="체크리스트 빌더 불러오는 중">
      <SkeletonStack className="space-y-2 border-b border-gray-200 bg-white p-4" bars={['h-9 w-1/2', 'h-8 w-1/3']} />
      <SkeletonStack className="grid flex-1 gap-4 p-4 md:grid-cols-[280px_1fr_340px]" bars={['h-64', 'h-96', 'hidden h-64 md:block']} />
    </div>
  );
}
