import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { onDemand } from '../../lib/on-demand';
import { ChartTab } from './components/chart-tab';

// The chart is the tab that opens; the others (and their forms) load when chosen.
const taskForcesTab = onDemand(() => import('./components/task-forces-tab'));
const corporationsTab = onDemand(() => import('./components/corporations-tab'));
const toolsTab = onDemand(() => import('./components/tools-tab'));

function Loaded<M>({ module, show }: { module: ReturnType<typeof onDemand<M>>; show: (loaded: M) => ReactNode }) {
  const loaded = module.useLoaded();
  return loaded ? show(loaded) : <Skeleton className="h-64 w-full" />;
}

/** /organization (조직도 설정): the chart and unit panel, task forces, corporations, tools. */
export function OrganizationPage() {
  // ?tab=tf opens the task forces (the dashboard's TF 결재 tasks link there).
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const initial = tab === 'tf' || tab === 'corporations' || tab === 'tools' ? tab : 'chart';
  return (
    <div>
      <PageHeader title="조직도 설정" description="조직 구조와 TF, 법인을 관리합니다. 카드를 끌어 다른 조직 위에 놓으면 이동합니다." />
      <Tabs defaultValue={initial}>
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
          <Loaded module={taskForcesTab} show={(tab) => <tab.TaskForcesTab />} />
        </TabsContent>
        <TabsContent value="corporations">
          <Loaded module={corporationsTab} show={(tab) => <tab.CorporationsTab />} />
        </TabsContent>
        <TabsContent value="tools">
          <Loaded module={toolsTab} show={(tab) => <tab.ToolsTab />} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
