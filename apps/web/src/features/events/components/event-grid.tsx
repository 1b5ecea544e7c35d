import type { ReactNode } from 'react';

export function EventGrid({ children, isDimmed = false }: { children: ReactNode; isDimmed?: boolean }) {
  return (
    <div
      className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${isDimmed ? 'opacity-60' : ''}`}
    >
      {children}
    </div>
  );
}
