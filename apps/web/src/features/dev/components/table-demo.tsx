import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toaster';
import { EmploymentStatusBadge, type EmploymentStatus } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { Tooltip } from '../../../components/ui/overlays/tooltip';
import { DemoSection } from './demo-section';

type Row = { no: string; name: string; team: string; position: string; status: EmploymentStatus; hired: string; salary: number };

// Fictional sample rows for the demo only.
const rows: Row[] = [
  { no: '20190301', name: '김민준', team: '경영지원본부 인사팀', position: '팀장', status: '재직', hired: '2019.03.01', salary: 78_000_000 },
  { no: '20200715', name: '이서연', team: '경영지원본부 재무팀', position: '책임', status: '재직', hired: '2020.07.15', salary: 61_500_000 },
  { no: '20210104', name: '박지훈', team: '플랫폼사업부 개발1팀 백엔드 파트', position: '선임', status: '휴직', hired: '2021.01.04', salary: 54_000_000 },
  { no: '20220502', name: '최수아', team: '플랫폼사업부 디자인팀', position: '선임', status: '재직', hired: '2022.05.02', salary: 49_800_000 },
  { no: '20180910', name: '정우진', team: '영업본부 국내영업팀', position: '책임', status: '퇴직', hired: '2018.09.10', salary: 58_200_000 },
  { no: '20230220', name: '강하은', team: '플랫폼사업부 데이터팀', position: '사원', status: '재직', hired: '2023.02.20', salary: 42_000_000 },
  { no: '20240117', name: '윤도현', team: '경영지원본부 총무팀', position: '사원', status: '재직', hired: '2024.01.17', salary: 39_600_000 },
  { no: '20170403', name: '장예린', team: '영업본부 해외영업팀 동남아 TF', position: '수석', status: '재직', hired: '2017.04.03', salary: 92_300_000 },
];

const won = new Intl.NumberFormat('ko-KR');

export function TableDemo() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const allChecked = selected.size === rows.length ? true : selected.size > 0 ? 'indeterminate' : false;
  const toggle = (no: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(no)) next.delete(no);
      else next.add(no);
      return next;
    });

  return (
    <DemoSection
      id="table"
      title="표"
      description="고정된 머리글, 행 강조, 오른쪽 정렬 숫자, 긴 소속은 말줄임과 툴팁. 좁은 화면에서는 가로로 스크롤되고 이름 열이 고정됩니다."
      flush
    >
      <div className="p-5 pb-0 sm:p-6 sm:pb-0">
        <div className="mb-3 flex min-h-9 flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-gray-600" aria-live="polite">
            {selected.size > 0 ? `${selected.size}명 선택됨` : `전체 ${rows.length}명`}
          </p>
          {selected.size > 0 && (
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => toast.info('인사발령 화면을 엽니다 (데모)')}>
                인사발령
              </Button>
              <Button size="sm" variant="outline" onClick={() => setSelected(new Set())}>
                선택 해제
              </Button>
            </div>
          )}
        </div>
        <Table containerClassName="max-h-[320px]">
          <TableCaption>직원 목록 예시 (가상 데이터)</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead pinned>
                <span className="flex items-center gap-3">
                  <Checkbox
                    aria-label="모두 선택"
                    checked={allChecked}
                    onCheckedChange={(checked) => setSelected(checked === true ? new Set(rows.map((r) => r.no)) : new Set())}
                  />
                  이름
                </span>
              </TableHead>
              <TableHead>사번</TableHead>
              <TableHead>소속</TableHead>
              <TableHead>직급</TableHead>
              <TableHead>재직 상태</TableHead>
              <TableHead numeric>입사일</TableHead>
              <TableHead numeric>연봉</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.no}
                data-state={selected.has(row.no) ? 'selected' : undefined}
                onClick={() => toast.message(`${row.name} 님의 인사기록카드를 엽니다 (데모)`)}
              >
                <TableCell pinned className="font-medium text-gray-900">
                  <span className="flex items-center gap-3">
                    <Checkbox
                      aria-label={`${row.name} 선택`}
                      checked={selected.has(row.no)}
                      onCheckedChange={() => toggle(row.no)}
                      onClick={(event) => event.stopPropagation()}
                    />
                    {row.name}
                  </span>
                </TableCell>
                <TableCell className="tabular-nums">{row.no}</TableCell>
                <TableCell>
                  <Tooltip content={row.team}>
                    <span tabIndex={0} className="block max-w-[200px] truncate rounded-sm focus-visible:outline-2 focus-visible:outline-brand-500">
                      {row.team}
                    </span>
                  </Tooltip>
                </TableCell>
                <TableCell>{row.position}</TableCell>
                <TableCell>
                  <EmploymentStatusBadge status={row.status} />
                </TableCell>
                <TableCell numeric>{row.hired}</TableCell>
                <TableCell numeric>{won.format(row.salary)}원</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className="mt-6 border-t border-gray-100">
        <EmptyState
          icon={UsersRound}
          title="조건에 맞는 직원이 없습니다"
          description="필터를 바꾸거나 새 직원을 등록해 보세요."
          action={
            <>
              <Button variant="outline">필터 초기화</Button>
              <Button>직원 등록</Button>
            </>
          }
        />
      </div>
    </DemoSection>
  );
}
