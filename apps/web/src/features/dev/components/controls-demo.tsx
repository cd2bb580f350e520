import { Download, Plus, Search, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, EmploymentStatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { Input } from '../../../components/ui/forms/input';
import { Label } from '../../../components/ui/forms/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/forms/radio-group';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from '../../../components/ui/forms/select';
import { Switch } from '../../../components/ui/forms/switch';
import { Textarea } from '../../../components/ui/forms/textarea';
import { Tooltip } from '../../../components/ui/overlays/tooltip';
import { DemoRow, DemoSection } from './demo-section';

export function ButtonsDemo() {
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    window.setTimeout(() => setSaving(false), 1500);
  };
  return (
    <DemoSection id="buttons" title="버튼" description="주요 동작은 화면에 하나, 파괴적 동작은 빨간색. 진행 중에는 비활성화되어 중복 제출을 막습니다.">
      <DemoRow label="종류">
        <Button>
          <Plus aria-hidden="true" />
          직원 등록
        </Button>
        <Button variant="secondary">임시 저장</Button>
        <Button variant="outline">
          <Download aria-hidden="true" />
          엑셀 내보내기
        </Button>
        <Button variant="ghost">취소</Button>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          삭제
        </Button>
      </DemoRow>
      <DemoRow label="크기">
        <Button size="sm">작게 32</Button>
        <Button size="md">기본 36</Button>
        <Button size="lg">크게 44</Button>
        <Tooltip content="직원 검색">
          <Button size="icon" variant="outline" aria-label="직원 검색">
            <Search aria-hidden="true" />
          </Button>
        </Tooltip>
        <Tooltip content="직원 초대">
          <Button size="icon-sm" variant="ghost" aria-label="직원 초대">
            <UserPlus aria-hidden="true" />
          </Button>
        </Tooltip>
      </DemoRow>
      <DemoRow label="상태">
        <Button loading={saving} loadingText="저장 중..." onClick={save}>
          저장 (눌러 보세요)
        </Button>
        <Button loading variant="outline">
          불러오는 중
        </Button>
        <Button disabled>비활성</Button>
        <Button asChild variant="outline">
          <Link to="/">링크 버튼 (asChild)</Link>
        </Button>
      </DemoRow>
    </DemoSection>
  );
}

export function BadgesDemo() {
  return (
    <DemoSection id="badges" title="배지" description="상태마다 한 가지 색: 재직 초록, 휴직 주황, 퇴직 회색.">
      <DemoRow label="재직 상태">
        <EmploymentStatusBadge status="재직" />
        <EmploymentStatusBadge status="휴직" />
        <EmploymentStatusBadge status="퇴직" />
      </DemoRow>
      <DemoRow label="의미">
        <Badge tone="success">승인</Badge>
        <Badge tone="warning">검토 중</Badge>
        <Badge tone="danger">반려</Badge>
        <Badge tone="info">안내</Badge>
        <Badge tone="brand">정규직</Badge>
        <Badge tone="neutral">초안</Badge>
      </DemoRow>
    </DemoSection>
  );
}

export function InputsDemo() {
  const [notify, setNotify] = useState(true);
  const [agree, setAgree] = useState<boolean | 'indeterminate'>('indeterminate');
  return (
    <DemoSection id="inputs" title="입력" description="라벨은 필드 위에. 포커스 링은 항상 보입니다.">
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <Label htmlFor="demo-name">이름</Label>
          <Input id="demo-name" placeholder="홍길동" />
        </div>
        <div>
          <Label htmlFor="demo-search">검색 (작게)</Label>
          <Input id="demo-search" controlSize="sm" placeholder="이름, 사번으로 검색" />
        </div>
        <div>
          <Label htmlFor="demo-invalid">잘못된 값</Label>
          <Input id="demo-invalid" aria-invalid defaultValue="010-12" />
        </div>
        <div>
          <Label htmlFor="demo-disabled">비활성</Label>
          <Input id="demo-disabled" disabled defaultValue="20240117" />
        </div>
        <div>
          <Label htmlFor="demo-type">고용형태</Label>
          <Select defaultValue="정규직">
            <SelectTrigger id="demo-type">
              <SelectValue placeholder="선택하세요" />
            </SelectTrigger>
            <SelectContent>
              <SelectGroup>
                <SelectLabel>고용형태</SelectLabel>
                <SelectItem value="정규직">정규직</SelectItem>
                <SelectItem value="계약직">계약직</SelectItem>
                <SelectItem value="인턴">인턴</SelectItem>
                <SelectSeparator />
                <SelectItem value="파견" disabled>
                  파견 (사용 안 함)
                </SelectItem>
              </SelectGroup>
            </SelectContent>
          </Select>
        </div>
        <div>
          <Label htmlFor="demo-team">팀 (선택 전)</Label>
          <Select>
            <SelectTrigger id="demo-team">
              <SelectValue placeholder="팀을 선택하세요" />
            </SelectTrigger>
            <SelectContent>
              {['인사팀', '재무팀', '개발1팀', '개발2팀', '영업팀', '마케팅팀', '법무팀', '총무팀', '디자인팀', '데이터팀', '보안팀', '고객지원팀'].map((team) => (
                <SelectItem key={team} value={team}>
                  {team}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="md:col-span-2">
          <Label htmlFor="demo-notes">비고</Label>
          <Textarea id="demo-notes" rows={3} placeholder="인사 담당자만 볼 수 있는 메모" />
        </div>
      </div>
      <div className="mt-6 grid gap-6 border-t border-gray-100 pt-6 md:grid-cols-3">
        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-medium text-gray-800">체크박스</legend>
          <div className="flex items-center gap-2">
            <Checkbox id="demo-check-1" defaultChecked />
            <Label htmlFor="demo-check-1" inline>
              수습 기간 적용
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="demo-check-2" checked={agree} onCheckedChange={setAgree} />
            <Label htmlFor="demo-check-2" inline>
              일부 선택 (indeterminate)
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="demo-check-3" disabled />
            <Label htmlFor="demo-check-3" inline>
              비활성
            </Label>
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-3 text-sm font-medium text-gray-800">라디오</legend>
          <RadioGroup defaultValue="all" aria-label="재직 상태 필터">
            {[
              ['all', '전체'],
              ['active', '재직'],
              ['leave', '휴직'],
            ].map(([value, label]) => (
              <div key={value} className="flex items-center gap-2">
                <RadioGroupItem id={`demo-radio-${value}`} value={value!} />
                <Label htmlFor={`demo-radio-${value}`} inline>
                  {label}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-medium text-gray-800">스위치</legend>
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor="demo-switch" inline>
              입사 알림 받기
            </Label>
            <Switch id="demo-switch" checked={notify} onCheckedChange={setNotify} />
          </div>
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor="demo-switch-off" inline>
              비활성
            </Label>
            <Switch id="demo-switch-off" disabled />
          </div>
        </fieldset>
      </div>
    </DemoSection>
  );
}
