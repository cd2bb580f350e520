import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads once, on first need, and renders the module without a Suspense fallback', async () => {
    const load = vi.fn(async () => ({ Hello: () => <p>안녕하세요</p> }));
    const hello = onDemand(load);
    function View({ wanted }: { wanted: boolean }) {
      const module = hello.useLoaded(wanted);
      return module ? <module.Hello /> : <p>불러오는 중</p>;
    }
    const view = render(<View wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    view.rerender(<View wanted />);
    expect(screen.getByText('불러오는 중')).toBeInTheDocument();
    expect(await screen.findByText('안녕하세요')).toBeInTheDocument();
    render(<View wanted />);
    expect(screen.getAllByText('안녕하세요')).toHaveLength(2);
    await hello.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('loaded');
    const module = onDemand(load);
    await expect(module.load()).rejects.toThrow('offline');
    await expect(module.load()).resolves.toBe('loaded');
  });
});
