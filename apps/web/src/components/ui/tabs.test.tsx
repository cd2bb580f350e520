import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function view(onValueChange?: (value: string) => void) {
  return render(
    <Tabs defaultValue="chart" onValueChange={onValueChange}>
      <TabsList aria-label="조직">
        <TabsTrigger value="chart">조직도</TabsTrigger>
        <TabsTrigger value="tf">TF 관리</TabsTrigger>
        <TabsTrigger value="off" disabled>
          사용 안 함
        </TabsTrigger>
        <TabsTrigger value="tools">도구</TabsTrigger>
      </TabsList>
      <TabsContent value="chart">차트</TabsContent>
      <TabsContent value="tf">TF 목록</TabsContent>
      <TabsContent value="tools" forceMount className="data-[state=inactive]:hidden">
        도구 패널
      </TabsContent>
    </Tabs>,
  );
}

describe('tabs', () => {
  it('shows the chosen tab; only it is in the tab order and its panel is named by it', () => {
    view();
    const chart = screen.getByRole('tab', { name: '조직도' });
    expect(chart).toHaveAttribute('aria-selected', 'true');
    expect(chart).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'TF 관리' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: '조직도' })).toHaveTextContent('차트');
    expect(screen.queryByText('TF 목록')).not.toBeInTheDocument();
    // A kept panel stays in the DOM, marked inactive.
    expect(screen.getByText('도구 패널')).toHaveAttribute('data-state', 'inactive');
  });

  it('moves with the arrow keys, Home and End, past disabled tabs and around, showing each', async () => {
    const onValueChange = vi.fn();
    view(onValueChange);
    await userEvent.click(screen.getByRole('tab', { name: '조직도' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'TF 관리' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'TF 관리' })).toHaveTextContent('TF 목록');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '도구' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '조직도' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '도구' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '도구' })).toHaveFocus();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['tf', 'tools', 'chart', 'tools', 'chart', 'tools']);
  });
});
