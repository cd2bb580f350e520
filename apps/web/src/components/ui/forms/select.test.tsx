import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

describe('Select', () => {
  it('leaves a scrolled list where it is (nothing appears that scrolls the focused item back)', async () => {
    // Radix calls scrollIntoView when a scroll button appears (the spy is restored after the test).
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const grades = Array.from({ length: 20 }, (_, i) => `직급 ${i + 1}`);
    render(
      <Select defaultOpen>
        <SelectTrigger aria-label="직급">
          <SelectValue placeholder="선택" />
        </SelectTrigger>
        <SelectContent>
          {grades.map((grade) => (
            <SelectItem key={grade} value={grade}>
              {grade}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>,
    );
    const listbox = await screen.findByRole('listbox');
    const viewport = listbox.querySelector<HTMLElement>('[data-radix-select-viewport]')!;
    // What a pointer scrolling the list to 직급 18 (or Playwright scrolling it into view) does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    scrollIntoView.mockClear();
    Object.defineProperty(viewport, 'scrollTop', { configurable: true, value: 400 });
    fireEvent.scroll(viewport);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(screen.getAllByRole('option')).toHaveLength(20);
  });
});
