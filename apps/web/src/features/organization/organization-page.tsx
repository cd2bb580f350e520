import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { onDemand } from '../../lib/on-demand';
import { ChartTab } from './components/chart/chart-tab';
import { useUnitLink, type UnitLink } from './use-unit-link';

// The chart is the tab that opens; the others (and their forms) load when chosen.
const taskForcesTab = onDemand(() => import('./components/task-forces/task-forces-tab'));
const corporationsTab = onDemand(() => import('./components/corporations/corporations-tab'));
const toolsTab = onDemand(() => import('./components/tools/tools-tab'));

function Loaded<M>({ module, show }: { module: ReturnType<typeof onDemand<M>>; show: (loaded: M) => ReactNode }) {
  const loaded = module.useLoaded();
  return loaded ? show(loaded) : <Skeleton className="h-64 w-full" />;
}

const tabs = ['chart', 'tf', 'corporations', 'tools'] as const;
type Tab = (typeof tabs)[number];
const tabOf = (value: string | null): Tab => tabs.find((tab) => tab === value) ?? 'chart';

/**
 * /organization (조직도 설정): the chart and unit panel, task forces, corporations, tools. ?tab=tf
 * opens the task forces (the dashboard's TF 결재 tasks link there); ?unit={id} (search results)
 * selects that unit on the chart, or opens that task force in TF 관리.
 */
export function OrganizationPage() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const link = useUnitLink();
  const [tab, setTab] = useState(() => tabOf(params.get('tab')));
  // A new address (a search picked while here) or a link found: its tab, as on arrival.
  const [shown, setShown] = useState<{ key: string; link: UnitLink | null }>({ key, link: null });
  if (shown.key !== key || shown.link !== link) {
    setShown({ key, link });
    if (shown.key !== key) setTab(tabOf(params.get('tab')));
    if (link && shown.link?.key !== link.key) setTab(link.kind === 'unit' ? 'chart' : 'tf');
  }
  return (
    <div>
      <PageHeader title="조직도 설정" description="조직 구조와 TF, 법인을 관리합니다. 카드를 끌어 다른 조직 위에 놓으면 이동합니다." />
      <Tabs value={tab} onValueChange={(value) => setTab(tabOf(value))}>
        <div className="-mx-1 overflow-x-auto px-1">
          <TabsList aria-label="조직도 설정 메뉴">
            <TabsTrigger value="chart">조직도</TabsTrigger>
            <TabsTrigger value="tf">TF 관리</TabsTrigger>
            <TabsTrigger value="corporations">법인 구조</TabsTrigger>
            <TabsTrigger value="tools">도구</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="chart">
          <ChartTab focus={link?.kind === 'unit' ? link : null} />
        </TabsContent>
        <TabsContent value="tf">
          <Loaded module={taskForcesTab} show={(loaded) => <loaded.TaskForcesTab linked={link?.kind === 'task_force' ? link : null} />} />
        </TabsContent>
        <TabsContent value="corporations">
          <Loaded module={corporationsTab} show={(loaded) => <loaded.CorporationsTab />} />
        </TabsContent>
        <TabsContent value="tools">
          <Loaded module={toolsTab} show={(loaded) => <loaded.ToolsTab />} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
