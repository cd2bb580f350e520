import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from '../components/ui/forms/radio-group';
import { cn } from './cn';

describe('cn', () => {
  it('skips falsy values', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  });

  it("lets the caller's class win over a component default", () => {
    expect(cn('grid gap-2.5', 'flex gap-6')).toBe('flex gap-6');
    expect(cn('h-9 px-4 text-sm', 'h-8 px-3')).toBe('text-sm h-8 px-3');
    expect(cn('mx-auto mt-8', 'mt-0')).toBe('mx-auto mt-0');
  });

  it("knows the theme's own names (styles.css) so they conflict too", () => {
    expect(cn('text-dense', 'text-sm')).toBe('text-sm');
    expect(cn('text-dense text-gray-600')).toBe('text-dense text-gray-600');
    expect(cn('shadow-overlay', 'shadow-sm')).toBe('shadow-sm');
    expect(cn('data-[state=open]:animate-fade-in', 'data-[state=open]:animate-dialog-in')).toBe('data-[state=open]:animate-dialog-in');
  });

  it("a RadioGroup laid out by its caller drops its own grid", () => {
    const { container } = render(<RadioGroup className="flex gap-6" aria-label="성별" />);
    const group = container.firstElementChild;
    expect(group).toHaveClass('flex', 'gap-6');
    expect(group).not.toHaveClass('grid');
    expect(group).not.toHaveClass('gap-2.5');
  });
});
