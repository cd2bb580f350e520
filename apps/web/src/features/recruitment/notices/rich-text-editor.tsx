import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading3, Italic, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '../../../lib/cn';
import { richTextClasses } from './rich-text-view';

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  id?: string;
  label: string;
  invalid?: boolean;
  describedBy?: string | undefined;
};

type Tool = { label: string; icon: LucideIcon; active?: string; attrs?: Record<string, unknown>; run: (chain: ReturnType<NonNullable<ReturnType<typeof useEditor>>['chain']>) => void };

const tools: Tool[] = [
  { label: '굵게', icon: Bold, active: 'bold', run: (c) => c.toggleBold().run() },
  { label: '기울임', icon: Italic, active: 'italic', run: (c) => c.toggleItalic().run() },
  { label: '소제목', icon: Heading3, active: 'heading', attrs: { level: 3 }, run: (c) => c.toggleHeading({ level: 3 }).run() },
  { label: '글머리 기호 목록', icon: List, active: 'bulletList', run: (c) => c.toggleBulletList().run() },
  { label: '번호 목록', icon: ListOrdered, active: 'orderedList', run: (c) => c.toggleOrderedList().run() },
  { label: '인용', icon: Quote, active: 'blockquote', run: (c) => c.toggleBlockquote().run() },
  { label: '실행 취소', icon: Undo2, run: (c) => c.undo().run() },
  { label: '다시 실행', icon: Redo2, run: (c) => c.redo().run() },
];

/**
 * The notice description's editor (Tiptap, loaded only with the notice form): paragraphs, 소제목,
 * bold, italic, lists and quotes — what the server's sanitiser keeps. Answers HTML.
 */
export default function RichTextEditor({ value, onChange, onBlur, id, label, invalid, describedBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3] }, link: false, code: false, codeBlock: false, underline: false, strike: false })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: cn(richTextClasses, 'min-h-56 px-3 py-2 outline-none'),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => tools.map((tool) => (tool.active ? current.isActive(tool.active, tool.attrs) : false)),
  });

  // A reset from outside (the form loaded a notice): show it. The editor's own typing comes back
  // here as the same value, which it already holds.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        'rounded-lg border bg-white focus-within:outline-2 focus-within:outline-brand-500',
        invalid ? 'border-red-500' : 'border-gray-300',
      )}
    >
      <div role="toolbar" aria-label={`${label} 서식`} className="flex flex-wrap gap-0.5 border-b border-gray-200 p-1">
        {tools.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.active ? Boolean(active[index]) : undefined}
            onClick={() => editor && tool.run(editor.chain().focus())}
            className={cn(
              'flex size-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900',
              'focus-visible:outline-2 focus-visible:outline-brand-500',
              active[index] && 'bg-brand-50 text-brand-700',
            )}
          >
            <tool.icon className="size-4" aria-hidden="true" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
