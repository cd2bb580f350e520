import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '../ui/forms/input';

/** Spec 9: searches wait 300 ms after the last keystroke. */
export const searchDebounceMs = 300;

export type SearchBoxProps = {
  label: string;
  placeholder: string;
  /** The search in force (from the URL). */
  value: string | undefined;
  /** Called 300 ms after typing stops, at once on Enter; undefined for an empty box. */
  onSearch: (value: string | undefined) => void;
};

/** The list's search box: name, 사번 or e-mail, 초성 too ('ㄱㅁㅅ' finds 김민수; the server matches). */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const sent = useRef(value ?? '');
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The URL changed without typing (reset, back button): show what is in force.
  useEffect(() => {
    const current = value ?? '';
    if (current !== sent.current) {
      sent.current = current;
      setText(current);
    }
  }, [value]);

  const send = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    onSearchRef.current(trimmed || undefined);
  };

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => send(text), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="relative min-w-0 flex-1">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(text);
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
            send('');
          }
        }}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        autoComplete="off"
        enterKeyHint="search"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            send('');
          }}
          className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label="검색어 지우기"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
