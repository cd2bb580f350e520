import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/forms/input';
import type { FormControlProps } from '../../../components/ui/forms/form-field';

/** 제출 서류: names as removable chips, a new one typed and added with Enter or 추가. */
export function RequiredDocumentsField({ value, onChange, control }: { value: string[]; onChange: (next: string[]) => void; control: FormControlProps }) {
  const [text, setText] = useState('');
  const add = () => {
    const name = text.trim();
    if (name && !value.includes(name)) onChange([...value, name]);
    setText('');
  };
  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="지정한 제출 서류">
          {value.map((name) => (
            <li key={name} className="inline-flex h-7 items-center gap-1 rounded-md bg-gray-100 pr-1 pl-2.5 text-[13px] text-gray-800">
              {name}
              <button
                type="button"
                aria-label={`${name} 빼기`}
                onClick={() => onChange(value.filter((v) => v !== name))}
                className="flex size-5 items-center justify-center rounded text-gray-500 hover:bg-gray-200 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          {...control}
          value={text}
          placeholder="예: 포트폴리오"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!text.trim()}>
          <Plus aria-hidden="true" />
          추가
        </Button>
      </div>
    </div>
  );
}
