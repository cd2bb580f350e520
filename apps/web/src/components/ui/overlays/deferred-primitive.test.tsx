import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover, Select } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredPrimitive, selectTypeAhead } from './deferred-primitive';
import { Dialog, DialogContent, DialogTitle } from './dialog';

describe('a deferred Radix primitive', () => {
  it('shows a select as a combobox with the chosen item until used, then opens the real one', async () => {
    const load = vi.fn(async () => Select);
    const S = deferredPrimitive(load, 'select');
    render(
      <S.Root value="b" onValueChange={() => {}}>
        <label htmlFor="pick">정렬</label>
        <S.Trigger id="pick" className="trigger">
          <S.Value />
          <S.Icon asChild>
            <span data-testid="icon">v</span>
          </S.Icon>
        </S.Trigger>
        <S.Portal>
          <S.Content>
            <S.Viewport>
              <S.Item value="a">
                <S.ItemText>가나다순</S.ItemText>
              </S.Item>
              <S.Item value="b">
                <S.ItemText>최근순</S.ItemText>
              </S.Item>
            </S.Viewport>
          </S.Content>
        </S.Portal>
      </S.Root>,
    );
    const standIn = screen.getByRole('combobox', { name: '정렬' });
    expect(standIn).toHaveTextContent('최근순');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveClass('trigger');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(standIn);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '가나다순' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('picks an item by type-ahead on a closed select before its code has loaded', async () => {
    const load = vi.fn(async () => Select);
    const S = deferredPrimitive(load, 'select');
    const onValueChange = vi.fn();
    render(
      <S.Root value="a" onValueChange={onValueChange}>
        <S.Trigger aria-label="정렬">
          <S.Value />
        </S.Trigger>
        <S.Portal>
          <S.Content>
            <S.Viewport>
              {['apple', 'banana', 'cherry'].map((v) => (
                <S.Item key={v} value={v}>
                  <S.ItemText>{v}</S.ItemText>
                </S.Item>
              ))}
            </S.Viewport>
          </S.Content>
        </S.Portal>
      </S.Root>,
    );
    screen.getByRole('combobox', { name: '정렬' }).focus();
    await userEvent.keyboard('c');
    expect(onValueChange).toHaveBeenCalledWith('cherry');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('type-ahead as Radix: after the current item, a repeated letter cycles, disabled items skipped', () => {
    const items = ['사과', '사탕', '수박', '배'].map((label) => ({ value: label, label, disabled: label === '수박' }));
    expect(selectTypeAhead(items, '사', '사과')?.value).toBe('사탕');
    expect(selectTypeAhead(items, '사사', '사탕')?.value).toBe('사과');
    expect(selectTypeAhead(items, '수', '사과')).toBeUndefined();
    expect(selectTypeAhead(items, 'ㅂ', '사과')).toBeUndefined();
    expect(selectTypeAhead(items, '배', undefined)?.value).toBe('배');
  });

  it('fetches on pointer over the trigger, and a controlled one opens when `open` turns true', async () => {
    const load = vi.fn(async () => Popover);
    const P = deferredPrimitive(load, 'popover');
    const onOpenChange = vi.fn();
    const view = (open: boolean) => (
      <P.Root open={open} onOpenChange={onOpenChange}>
        <P.Trigger>열이름</P.Trigger>
        <P.Portal>
          <P.Content aria-label="열 선택">목록</P.Content>
        </P.Portal>
      </P.Root>
    );
    const { rerender } = render(view(false));
    const trigger = screen.getByRole('button', { name: '열이름' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByText('목록')).not.toBeInTheDocument();
    await userEvent.hover(trigger);
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(trigger);
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(true));
    rerender(view(true));
    expect(await screen.findByText('목록')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing of a closed dialog without a trigger, and the dialog once `open` is set', async () => {
    const { Dialog } = await import('radix-ui');
    const D = deferredPrimitive(async () => Dialog, 'dialog');
    const view = (open: boolean) => (
      <D.Root open={open}>
        <D.Portal>
          <D.Content aria-describedby={undefined}>
            <D.Title>확인</D.Title>
          </D.Content>
        </D.Portal>
      </D.Root>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(view(true));
    expect(await screen.findByRole('dialog', { name: '확인' })).toBeInTheDocument();
  });

  it('shows a select without a value as its placeholder', () => {
    const S = deferredPrimitive(async () => Select, 'select');
    render(
      <S.Root value={undefined}>
        <S.Trigger aria-label="조직">
          <S.Value placeholder="조직 선택" />
        </S.Trigger>
        <S.Content>
          <S.Item value="a">인사팀</S.Item>
        </S.Content>
      </S.Root>,
    );
    expect(screen.getByRole('combobox', { name: '조직' })).toHaveTextContent('조직 선택');
    expect(screen.getByRole('combobox', { name: '조직' })).toHaveAttribute('data-placeholder', '');
  });

  it('opens on the first click inside a modal dialog (the focus moves to the real trigger first)', async () => {
    const slowPopover = async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return Popover;
    };
    const P = deferredPrimitive(slowPopover, 'popover');
    function Picker() {
      const [open, setOpen] = useState(false);
      return (
        <P.Root open={open} onOpenChange={setOpen}>
          <P.Trigger asChild>
            <button type="button">결재자 추가</button>
          </P.Trigger>
          <P.Portal>
            <P.Content aria-label="결재자 검색">목록</P.Content>
          </P.Portal>
        </P.Root>
      );
    }
    render(
      <Dialog open>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>TF 만들기</DialogTitle>
          <Picker />
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '결재자 추가' }));
    expect(await screen.findByText('목록')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('목록')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '결재자 추가' })).toHaveAttribute('aria-expanded', 'true');
  });
});
