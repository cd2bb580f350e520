import { automaticSourceLabels, automaticSources, managerSignerLabel, verificationMethodLabels, verificationMethods, type VerificationMethod } from '@saram/shared/checklists/checklists';
import { MousePointerClick } from 'lucide-react';
import { useId, type Dispatch } from 'react';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { Label } from '../../../components/ui/forms/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/forms/radio-group';
import { OptionsSelect, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/forms/select';
import { Switch } from '../../../components/ui/forms/switch';
import { Textarea } from '../../../components/ui/forms/textarea';
import type { BuilderAction, BuilderState, DraftItem, Selection, Verification } from './builder-state';

type InspectorProps = {
  state: BuilderState;
  selection: Selection;
  errors: Record<string, string>;
  dispatch: Dispatch<BuilderAction>;
  roleOptions: { value: string; label: string }[];
};

/** The right panel: the selected item's or section's fields; edits apply at once to the draft. */
export function Inspector({ state, selection, errors, dispatch, roleOptions }: InspectorProps) {
  const item = selection?.kind === 'item' ? state.items[selection.id] : undefined;
  const section = selection?.kind === 'section' ? state.sections.find((s) => s.id === selection.id) : undefined;

  return (
    <div className="p-4">
      <h2 className="mb-4 text-[13px] font-semibold text-gray-900">{item ? '항목 속성' : section ? '구역 속성' : '속성'}</h2>
      {item ? (
        <ItemFields key={item.id} item={item} errors={errors} dispatch={dispatch} roleOptions={roleOptions} />
      ) : section ? (
        <FormField label="구역 제목" required error={errors[`section:${section.id}:title`]}>
          <Input value={section.title} maxLength={100} onChange={(e) => dispatch({ type: 'update-section', id: section.id, title: e.target.value })} />
        </FormField>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-[13px] text-gray-600">
          <MousePointerClick className="size-5 text-gray-400" aria-hidden="true" />
          항목이나 구역을 선택하면 여기에서 편집합니다.
        </div>
      )}
    </div>
  );
}

/** A method's default check when the method is switched in the inspector. */
function defaultVerification(method: VerificationMethod): Verification {
  if (method === 'sign_off') return { method, by: 'manager' };
  if (method === 'automatic') return { method, source: automaticSources[0] };
  return { method: 'document' };
}

function ItemFields({
  item,
  errors,
  dispatch,
  roleOptions,
}: {
  item: DraftItem;
  errors: Record<string, string>;
  dispatch: Dispatch<BuilderAction>;
  roleOptions: { value: string; label: string }[];
}) {
  const uid = useId();
  const update = (patch: Partial<Omit<DraftItem, 'id'>>) => dispatch({ type: 'update-item', id: item.id, patch });
  const err = (field: string) => errors[`item:${item.id}:${field}`];
  const v = item.verification;
  const roleKnown = v.method === 'sign_off' && v.role !== undefined && roleOptions.some((o) => o.value === v.role);
  const roles = v.method === 'sign_off' && v.role && !roleKnown ? [...roleOptions, { value: v.role, label: v.role }] : roleOptions;

  return (
    <div className="space-y-5">
      <FormField label="항목 제목" required error={err('title')}>
        <Input value={item.title} maxLength={200} onChange={(e) => update({ title: e.target.value })} />
      </FormField>
      <FormField label="설명" description="신규 입사자에게 보이는 안내입니다." error={err('description')}>
        <Textarea rows={3} value={item.description} maxLength={2000} onChange={(e) => update({ description: e.target.value })} />
      </FormField>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${uid}-required`} inline>
          필수 항목
        </Label>
        <Switch id={`${uid}-required`} checked={item.required} onCheckedChange={(required) => update({ required })} />
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-900">확인 방법</legend>
        <RadioGroup
          value={v.method}
          onValueChange={(method) => update({ verification: defaultVerification(method as VerificationMethod) })}
          aria-label="확인 방법"
        >
          {verificationMethods.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm text-gray-800">
              <RadioGroupItem value={method} />
              {verificationMethodLabels[method]}
            </label>
          ))}
        </RadioGroup>
        {err('verification') && <p className="mt-1.5 text-[13px] text-red-700">{err('verification')}</p>}
      </fieldset>

      {v.method === 'sign_off' && (
        <fieldset className="space-y-3 rounded-lg bg-gray-50 p-3">
          <legend className="sr-only">확인 서명 담당</legend>
          <RadioGroup
            value={v.by}
            onValueChange={(by) =>
              update({ verification: by === 'role' ? { method: 'sign_off', by: 'role', role: roleOptions[0]?.value ?? '' } : { method: 'sign_off', by: 'manager' } })
            }
            aria-label="확인 서명 담당"
          >
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <RadioGroupItem value="manager" />
              {managerSignerLabel}
            </label>
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <RadioGroupItem value="role" />
              역할 지정
            </label>
          </RadioGroup>
          {v.by === 'role' && (
            <FormField label="확인할 역할" required error={err('verification.role')}>
              {(control) => (
                <OptionsSelect
                  value={v.role ?? ''}
                  onValueChange={(role) => update({ verification: { method: 'sign_off', by: 'role', role } })}
                  options={roles}
                  placeholder="역할 선택"
                  className="bg-white"
                  {...control}
                />
              )}
            </FormField>
          )}
        </fieldset>
      )}

      {v.method === 'automatic' && (
        <FormField label="자동 확인 기준" required error={err('verification.source')} description="신규 입사자의 기록이 등록되면 자동으로 완료됩니다.">
          {(control) => (
            <Select value={v.source} onValueChange={(source) => update({ verification: { method: 'automatic', source: source as (typeof automaticSources)[number] } })}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {automaticSources.map((s) => (
                  <SelectItem key={s} value={s}>
                    {automaticSourceLabels[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    </div>
  );
}
