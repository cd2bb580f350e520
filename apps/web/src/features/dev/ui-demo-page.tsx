import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/ui/layout/page-header';
import { BadgesDemo, ButtonsDemo, InputsDemo } from './components/controls-demo';
import { FormDemo } from './components/form-demo';
import { FoundationsDemo } from './components/foundations-demo';
import { DialogsDemo, FeedbackDemo, NavigationDemo } from './components/overlays-demo';
import { ShellDemo } from './components/shell-demo';
import { TableDemo } from './components/table-demo';

const sections = [
  ['foundations', '토큰'],
  ['buttons', '버튼'],
  ['badges', '배지'],
  ['inputs', '입력'],
  ['form', '폼'],
  ['table', '표'],
  ['dialogs', '대화상자'],
  ['feedback', '알림·카드·로딩'],
  ['tabs', '탭·스크롤 영역'],
  ['shell', '앱 틀'],
] as const;

/** /dev/ui-demo: every component of components/ui, in the states it can be in. */
export function UiDemoPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <DocumentTitle>UI 컴포넌트</DocumentTitle>
      <PageHeader title="UI 컴포넌트" description="Saram 디자인 시스템의 모든 컴포넌트와 상태를 한곳에서 확인합니다." />
      <nav aria-label="컴포넌트 목차" className="mb-8 flex flex-wrap gap-2">
        {sections.map(([id, label]) => (
          <a
            key={id}
            href={`#${id}`}
            className="rounded-full border border-gray-200 bg-white px-3 py-1 text-[13px] font-medium text-gray-700 hover:border-gray-300 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {label}
          </a>
        ))}
      </nav>
      <div className="space-y-10">
        <FoundationsDemo />
        <ButtonsDemo />
        <BadgesDemo />
        <InputsDemo />
        <FormDemo />
        <TableDemo />
        <DialogsDemo />
        <FeedbackDemo />
        <NavigationDemo />
        <ShellDemo />
      </div>
    </div>
  );
}
