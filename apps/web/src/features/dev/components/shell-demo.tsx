import { Building2, UsersRound } from 'lucide-react';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { toast } from '../../../lib/toaster';
import { Button } from '../../../components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from '../../../components/ui/overlays/command';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/overlays/popover';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '../../../components/ui/overlays/sheet';
import { SidebarTrigger } from '../../../components/ui/layout/sidebar';
import { AppSidebarContent } from '../../../app/shell/app-sidebar';
import { BreadcrumbTrail } from '../../../app/shell/breadcrumb-trail';
import { UserMenu } from '../../../app/shell/user-menu';
import { DemoRow, DemoSection } from './demo-section';

const people = [
  ['김민준', '인사팀 · 팀장'],
  ['이서연', '재무팀 · 책임'],
  ['박지훈', '개발1팀 · 선임'],
  ['최수아', '디자인팀 · 선임'],
] as const;

const demoLogout = () => toast.message('로그아웃 (데모)');

/** The app frame's building blocks: sidebar, sheet, dropdown menu, popover, command list, breadcrumb. */
export function ShellDemo() {
  const user = useAuthStore((state) => state.user);
  return (
    <DemoSection id="shell" title="앱 틀" description="사이드바, 시트, 메뉴, 팝오버, 명령 목록, 이동 경로. 실제 사이드바는 왼쪽에 있습니다 (Ctrl/Cmd+B).">
      <DemoRow label="이동 경로">
        <BreadcrumbTrail crumbs={[{ label: '홈', href: '/' }, { label: '인사 관리' }, { label: '직원 목록' }]} />
      </DemoRow>
      <DemoRow label="메뉴·팝오버">
        <div className="flex w-72 items-center gap-1">
          <UserMenu user={user} onLogout={demoLogout} loggingOut={false} />
        </div>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline">필터</Button>
          </PopoverTrigger>
          <PopoverContent className="w-64 p-4">
            <p className="font-semibold text-gray-900">필터</p>
            <p className="mt-1 text-[13px] text-gray-600">팝오버는 트리거 옆에 뜨고 Esc나 바깥 클릭으로 닫힙니다.</p>
          </PopoverContent>
        </Popover>
      </DemoRow>
      <DemoRow label="시트">
        {(['right', 'left', 'bottom'] as const).map((side) => (
          <Sheet key={side}>
            <SheetTrigger asChild>
              <Button variant="outline">{{ right: '오른쪽', left: '왼쪽', bottom: '아래' }[side]}</Button>
            </SheetTrigger>
            <SheetContent side={side}>
              <SheetHeader>
                <SheetTitle>직원 빠른 보기</SheetTitle>
                <SheetDescription>시트는 화면 가장자리에서 밀려 나옵니다.</SheetDescription>
              </SheetHeader>
              <div className="px-5 py-2 text-sm text-gray-700">이서연 · 재무팀 · 책임 · 재직</div>
              <SheetFooter>
                <Button className="flex-1">인사기록카드 열기</Button>
              </SheetFooter>
            </SheetContent>
          </Sheet>
        ))}
        <SidebarTrigger />
      </DemoRow>
      <DemoRow label="명령 목록">
        {/* cmdk scrolls its selected item into view when it mounts: keep it in a popover, as the app does. */}
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline">
              <UsersRound aria-hidden="true" />
              직원 찾기
            </Button>
          </PopoverTrigger>
          <PopoverContent className="w-80 p-0">
            <Command label="직원 찾기">
              <CommandInput placeholder="이름으로 찾기 (예: 이서)" />
              <CommandList className="max-h-64">
                <CommandEmpty>찾는 직원이 없습니다.</CommandEmpty>
                <CommandGroup heading="직원">
                  {people.map(([name, where]) => (
                    <CommandItem key={name} value={name} onSelect={() => toast.message(`${name} 선택 (데모)`)}>
                      <UsersRound className="size-4 text-gray-500" aria-hidden="true" />
                      <span className="font-medium">{name}</span>
                      <span className="ml-auto text-xs text-gray-500">{where}</span>
                    </CommandItem>
                  ))}
                </CommandGroup>
                <CommandSeparator />
                <CommandGroup heading="바로가기">
                  <CommandItem value="조직도" onSelect={() => toast.message('조직도 (데모)')}>
                    <Building2 className="size-4 text-gray-500" aria-hidden="true" />
                    조직도
                  </CommandItem>
                </CommandGroup>
              </CommandList>
            </Command>
          </PopoverContent>
        </Popover>
      </DemoRow>
      <div className="pt-3">
        <div>
          <p className="mb-2 text-[13px] font-medium text-gray-500">사이드바 (로그인한 사용자의 메뉴)</p>
          <div className="flex h-72 max-w-sm flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
            <AppSidebarContent user={user} onLogout={demoLogout} loggingOut={false} />
          </div>
        </div>
      </div>
    </DemoSection>
  );
}
