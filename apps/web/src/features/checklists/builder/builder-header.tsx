import { CircleAlert, Eye, PencilRuler } from 'lucide-react';
import { useId, type Dispatch } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input, type InputProps } from '../../../components/ui/forms/input';
import { AssignmentPicker } from './assignment-picker';
import type { BuilderAction, BuilderState } from './builder-state';

type BuilderHeaderProps = {
  state: BuilderState;
  errors: Record<string, string>;
  dispatch: Dispatch<BuilderAction>;
  /** The version being edited, or null for a new template. */
  version: number | null;
  dirty: boolean;
  preview: boolean;
  onPreviewChange: (preview: boolean) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
};

/** The builder's header bar: name, description, 적용 대상, 미리보기, 취소 and 저장. */
export function BuilderHeader({ state, errors, dispatch, version, dirty, preview, onPreviewChange, onSave, onCancel, saving }: BuilderHeaderProps) {
  return (
    <div className="shrink-0 border-b border-gray-200 bg-white px-4 py-3 md:px-5">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <HeaderInput
          label="템플릿 이름"
          required
          error={errors.name}
          value={state.name}
          maxLength={100}
          placeholder="템플릿 이름 (예: 신입 온보딩 기본)"
          className="text-base font-semibold"
          onChange={(name) => dispatch({ type: 'set-meta', patch: { name } })}
        />
        <div className="flex w-full flex-wrap items-center gap-2 md:w-auto">
          <Badge tone={version === null ? 'info' : 'neutral'}>{version === null ? '새 템플릿' : `현재 v${version}`}</Badge>
          {dirty && <Badge tone="warning">저장 안 됨</Badge>}
          <div className="ml-auto flex items-center gap-2 max-md:[&>button]:h-8 max-md:[&>button]:px-3 max-md:[&>button]:text-[13px]">
            <Button variant="outline" aria-pressed={preview} onClick={() => onPreviewChange(!preview)}>
              {preview ? <PencilRuler aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {preview ? '편집으로 돌아가기' : '미리보기'}
            </Button>
            <Button variant="outline" onClick={onCancel}>
              취소
            </Button>
            <Button onClick={onSave} loading={saving} loadingText="저장 중...">
              저장
            </Button>
          </div>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-start gap-x-3 gap-y-2">
        <HeaderInput
          label="템플릿 설명"
          error={errors.description}
          value={state.description}
          maxLength={2000}
          controlSize="sm"
          placeholder="설명 (선택)"
          onChange={(description) => dispatch({ type: 'set-meta', patch: { description } })}
        />
        <div className="max-w-full min-w-0">
          <AssignmentPicker value={state.assignment} onChange={(assignment) => dispatch({ type: 'set-meta', patch: { assignment } })} />
        </div>
      </div>
    </div>
  );
}

type HeaderInputProps = Omit<InputProps, 'onChange' | 'value'> & { label: string; value: string; error: string | undefined; onChange: (value: string) => void };

/** A header field: the input names itself (aria-label), its error sits under it. */
function HeaderInput({ label, required, error, onChange, ...props }: HeaderInputProps) {
  const errorId = useId();
  return (
    <div className="min-w-0 flex-[1_1_16rem]" data-invalid={error ? '' : undefined}>
      <Input
        aria-label={label}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...props}
      />
      {error && (
        <p id={errorId} className="mt-1 flex items-start gap-1 text-[13px] text-red-700">
          <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
