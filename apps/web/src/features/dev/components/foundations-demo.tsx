import { DemoRow, DemoSection } from './demo-section';

const brand = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
const brandClasses: Record<(typeof brand)[number], string> = {
  '50': 'bg-brand-50',
  '100': 'bg-brand-100',
  '200': 'bg-brand-200',
  '300': 'bg-brand-300',
  '400': 'bg-brand-400',
  '500': 'bg-brand-500',
  '600': 'bg-brand-600',
  '700': 'bg-brand-700',
  '800': 'bg-brand-800',
  '900': 'bg-brand-900',
};
const greys = [
  ['50', 'bg-gray-50'],
  ['100', 'bg-gray-100'],
  ['200', 'bg-gray-200'],
  ['300', 'bg-gray-300'],
  ['500', 'bg-gray-500'],
  ['700', 'bg-gray-700'],
  ['900', 'bg-gray-900'],
] as const;
const semantic = [
  ['성공', 'bg-green-600'],
  ['주의', 'bg-amber-500'],
  ['위험', 'bg-red-600'],
  ['정보', 'bg-sky-600'],
  ['비활성', 'bg-gray-400'],
] as const;

function Swatch({ className, label }: { className: string; label: string }) {
  return (
    <div className="flex w-14 flex-col items-center gap-1">
      <span className={`h-10 w-full rounded-lg ring-1 ring-gray-900/5 ring-inset ${className}`} />
      <span className="text-[11px] text-gray-600 tabular-nums">{label}</span>
    </div>
  );
}

/** Colour, type and spacing tokens (styles.css). */
export function FoundationsDemo() {
  return (
    <DemoSection id="foundations" title="토큰" description="브랜드 블루 하나, 회색 단계, 의미가 있을 때만 쓰는 상태 색. 4 px 격자, 8-12 px 모서리.">
      <DemoRow label="브랜드">
        {brand.map((step) => (
          <Swatch key={step} className={brandClasses[step]} label={step} />
        ))}
      </DemoRow>
      <DemoRow label="회색">
        {greys.map(([step, className]) => (
          <Swatch key={step} className={className} label={step} />
        ))}
      </DemoRow>
      <DemoRow label="의미">
        {semantic.map(([label, className]) => (
          <Swatch key={label} className={className} label={label} />
        ))}
      </DemoRow>
      <DemoRow label="글자" className="flex-col items-start gap-1.5">
        <p className="text-2xl font-bold tracking-tight">페이지 제목 24 · 인사기록카드</p>
        <p className="text-lg font-semibold">섹션 제목 18 · 인사발령</p>
        <p className="text-sm">본문 14 · 직원 정보를 한눈에 보고 관리합니다.</p>
        <p className="text-dense text-gray-700">표 13 · 사번 20240117 · 입사일 2024.01.17</p>
        <p className="text-xs text-gray-600">보조 12 · 3시간 전 수정</p>
        <p className="flex flex-wrap gap-x-1 text-sm tabular-nums [&>span]:whitespace-nowrap">
          <span>숫자 ·</span>
          <span>3,200,000원 ·</span>
          <span>2026.11.21 14:05 ·</span>
          <span>010-1234-5678</span>
        </p>
      </DemoRow>
      <DemoRow label="간격·모서리">
        {[1, 2, 3, 4, 6, 8].map((n) => (
          <div key={n} className="flex flex-col items-center gap-1">
            <span className="block h-4 rounded-sm bg-brand-200" style={{ width: n * 4 }} />
            <span className="text-[11px] text-gray-600 tabular-nums">{n * 4}px</span>
          </div>
        ))}
        <span className="ml-4 flex size-12 items-center justify-center rounded-lg border border-gray-300 text-[11px] text-gray-600">8px</span>
        <span className="flex size-12 items-center justify-center rounded-xl border border-gray-300 text-[11px] text-gray-600">12px</span>
      </DemoRow>
    </DemoSection>
  );
}
