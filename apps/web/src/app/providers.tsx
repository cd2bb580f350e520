import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

/** App-wide providers. Toasts: top-right, 4 s, at most 3 visible (spec 9). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" duration={4000} visibleToasts={3} richColors closeButton />
    </QueryClientProvider>
  );
}
