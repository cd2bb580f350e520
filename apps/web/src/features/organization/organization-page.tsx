import { lazy, Suspense, type ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ChartTab } from './components/chart-tab';

// The chart is the tab that opens; the others (and their forms) load when chosen.
const TaskForcesTab = lazy(() => import('./components/task-forces-tab').then((m) => ({ default: m.TaskForcesTab })));
const CorporationsTab = lazy(() => import('./components/corporations-tab').then((m) => ({ default: m.CorporationsTab })));
const ToolsTab = lazy(() => import('./components/tools-tab').then((m) => ({ default: m.ToolsTab })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton className="h-64 w-full" />}>{children}</Suspense>;
}

/** /organization (조직도 설정): the chart and unit panel, task forces, corporations, tools. */
export function OrganizationPage() {
  return (
    <div>
      <PageHeader title="조직도 설정" description="조직 구조와 TF, 법인을 관리합니다. 카드를 끌어 다른 조직 위에 놓으면 이동합니다." />
      <Tabs defaultValue="chart">
        <div className="-mx-1 overflow-x-auto px-1">
          <TabsList aria-label="조직도 설정 메뉴">
            <TabsTrigger value="chart">조직도</TabsTrigger>
            <TabsTrigger value="tf">TF 관리</TabsTrigger>
            <TabsTrigger value="corporations">법인 구조</TabsTrigger>
            <TabsTrigger value="tools">도구</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="chart">
          <ChartTab />
        </TabsContent>
        <TabsContent value="tf">
          <Loading>
            <TaskForcesTab />
          </Loading>
        </TabsContent>
        <TabsContent value="corporations">
          <Loading>
            <CorporationsTab />
          </Loading>
        </TabsContent>
        <TabsContent value="tools">
          <Loading>
            <ToolsTab />
          </Loading>
        </TabsContent>
      </Tabs>
    </div>
  );
}
