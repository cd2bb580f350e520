import { useState } from 'react';
import { toast } from '../../../lib/toaster';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/overlays/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { ScrollArea } from '../../../components/ui/scroll-area';
import { Separator } from '../../../components/ui/separator';
import { SkeletonStack } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/forms/textarea';
import { DemoRow, DemoSection } from './demo-section';

export function DialogsDemo() {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = () => {
    setDeleting(true);
    window.setTimeout(() => {
      setDeleting(false);
      setConfirmOpen(false);
      toast.success('삭제되었습니다');
    }, 1000);
  };
  return (
    <DemoSection id="dialogs" title="대화상자" description="768 px 아래에서는 전체 높이 시트로 열립니다. 파괴적 동작은 잃게 되는 것을 말하는 확인 창을 거칩니다.">
      <DemoRow label="대화상자">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">사직서 반려</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>사직서 반려</DialogTitle>
              <DialogDescription>박지훈 님의 사직서를 반려합니다. 반려 사유는 신청자에게 표시됩니다.</DialogDescription>
            </DialogHeader>
            <DialogBody className="space-y-4">
              <FormField label="반려 사유" required>
                <Textarea rows={4} placeholder="예: 인수인계 일정 협의가 필요합니다." />
              </FormField>
              <FormField label="담당자">
                <Input defaultValue="김민준 (인사팀)" />
              </FormField>
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">취소</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button onClick={() => toast.success('반려했습니다')}>반려</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
          직원 삭제
        </Button>
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="직원을 삭제할까요?"
          description="정우진 님의 인사기록카드, 발령 이력, 평가 기록이 모두 삭제됩니다. 삭제한 뒤에는 되돌릴 수 없습니다."
          confirmLabel="삭제"
          destructive
          pending={deleting}
          onConfirm={remove}
        />
      </DemoRow>
      <DemoRow label="토스트">
        <Button variant="outline" onClick={() => toast.success('저장되었습니다')}>
          성공
        </Button>
        <Button variant="outline" onClick={() => toast.error('오류', { description: '작업 중 오류가 발생했습니다.' })}>
          오류
        </Button>
      </DemoRow>
    </DemoSection>
  );
}

export function FeedbackDemo() {
  return (
    <DemoSection id="feedback" title="알림·카드·로딩" className="space-y-6">
      <div className="grid gap-3 md:grid-cols-2">
        <Alert tone="info" title="안내">
          평가 주기가 11월 30일에 마감됩니다.
        </Alert>
        <Alert tone="success" title="완료">
          온보딩 체크리스트를 모두 마쳤습니다.
        </Alert>
        <Alert tone="warning" title="확인 필요">
          수습 종료일이 7일 남은 직원이 3명 있습니다.
        </Alert>
        <Alert tone="danger" title="실패">
          인사발령을 저장하지 못했습니다. 다시 시도해주세요.
        </Alert>
      </div>
      <Separator />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>이번 달 입사자</CardTitle>
            <CardDescription>2026.11.01 ~ 2026.11.30</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold tracking-tight tabular-nums">12명</p>
          </CardContent>
          <CardFooter>
            <Button size="sm" variant="ghost">
              자세히 보기
            </Button>
          </CardFooter>
        </Card>
        <Card aria-busy="true" aria-label="불러오는 중">
          <CardHeader>
            <SkeletonStack className="flex flex-col gap-1" bars={['h-5 w-32', 'h-4 w-48']} />
          </CardHeader>
          <CardContent>
            <SkeletonStack className="space-y-2.5" bars={['h-8 w-24', 'h-4 w-full', 'h-4 w-4/5']} />
          </CardContent>
        </Card>
      </div>
      <div className="flex items-center gap-3 text-sm text-gray-600">
        <Spinner /> 불러오는 중...
      </div>
    </DemoSection>
  );
}

const history = Array.from({ length: 24 }, (_, i) => ({
  date: `2026.${String(11 - Math.floor(i / 3)).padStart(2, '0')}.${String(28 - (i % 3) * 9).padStart(2, '0')}`,
  text: ['인사발령: 개발1팀 → 데이터팀', '직급 변경: 사원 → 선임', '평가 등급 확정: A'][i % 3],
}));

export function NavigationDemo() {
  return (
    <DemoSection id="tabs" title="탭·스크롤 영역">
      <Tabs defaultValue="basic">
        <TabsList aria-label="인사기록카드">
          <TabsTrigger value="basic">기본 정보</TabsTrigger>
          <TabsTrigger value="placement">소속</TabsTrigger>
          <TabsTrigger value="history">발령 이력</TabsTrigger>
          <TabsTrigger value="evaluation" disabled>
            평가 (권한 없음)
          </TabsTrigger>
        </TabsList>
        <TabsContent value="basic">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            {[
              ['이름', '이서연 (Seoyeon Lee)'],
              ['사번', '20200715'],
              ['입사일', '2020.07.15'],
              ['휴대전화', '010-1234-5678'],
            ].map(([term, value]) => (
              <div key={term} className="flex gap-3">
                <dt className="w-20 shrink-0 text-gray-600">{term}</dt>
                <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </TabsContent>
        <TabsContent value="placement">
          <p className="text-sm text-gray-700">경영지원본부 › 재무팀 · 책임 · 정규직</p>
        </TabsContent>
        <TabsContent value="history">
          <ScrollArea className="h-56 rounded-lg border border-gray-200">
            <ol className="divide-y divide-gray-100">
              {history.map((item) => (
                <li key={`${item.date}-${item.text}`} className="flex gap-4 px-4 py-2.5 text-sm">
                  <span className="shrink-0 text-gray-500 tabular-nums">{item.date}</span>
                  <span className="text-gray-800">{item.text}</span>
                </li>
              ))}
            </ol>
          </ScrollArea>
        </TabsContent>
      </Tabs>
    </DemoSection>
  );
}
