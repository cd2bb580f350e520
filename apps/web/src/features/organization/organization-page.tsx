import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ChartTab } from './components/chart-tab';
import { CorporationsTab } from './components/corporations-tab';
import { TaskForcesTab } from './components/task-forces-tab';
import { ToolsTab } from './components/tools-tab';

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
          <TaskForcesTab />
        </TabsContent>
        <TabsContent value="corporations">
          <CorporationsTab />
        </TabsContent>
        <TabsContent value="tools">
          <ToolsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
