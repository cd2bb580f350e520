import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '../../../lib/cn';

/** The look of a notice's rich text (editor and view alike). */
export const richTextClasses = cn(
  'text-sm leading-relaxed break-keep text-gray-800 [overflow-wrap:anywhere]',
  '[&_p]:my-2 [&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-bold',
  '[&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:font-semibold [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-gray-200 [&_blockquote]:pl-3 [&_blockquote]:text-gray-600 [&_a]:text-brand-700 [&_a]:underline',
  '[&_hr]:my-3 [&_hr]:border-gray-200 [&>*:first-child]:mt-0',
);

/**
 * A notice's description: HTML the server stored sanitised, sanitised once more here (DOMPurify)
 * before it is put into the page, so that nothing but markup is ever rendered.
 */
export function RichTextView({ html, className, label }: { html: string; className?: string; label?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'img', 'iframe', 'form'], FORBID_ATTR: ['style'] }), [html]);
  if (!clean.trim()) return <p className={cn('text-sm text-gray-500', className)}>내용이 없습니다.</p>;
  return <div className={cn(richTextClasses, className)} aria-label={label} dangerouslySetInnerHTML={{ __html: clean }} />;
}
