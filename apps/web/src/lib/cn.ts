import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge, told about the theme's own names (styles.css) so they conflict like built-in ones. */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['dense'],
      shadow: ['overlay'],
      animate: ['fade-in', 'fade-out', 'pop-in', 'pop-out', 'dialog-in', 'dialog-out', 'sheet-up-in', 'sheet-up-out'],
    },
  },
});

/**
 * Joins class names, skipping falsy values, and resolves Tailwind conflicts so that a later class
 * wins: `cn('grid gap-2.5', 'flex gap-4')` → 'flex gap-4'. Components put their defaults first and
 * the caller's `className` last, so the caller's class wins.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return merge(classes.filter(Boolean).join(' '));
}
