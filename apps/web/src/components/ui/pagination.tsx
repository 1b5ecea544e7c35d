import { Trans } from '@lingui/react';
import { useCatalog } from '@/lib/i18n/i18n';
import { Button } from './button';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';

interface PaginationProps {
  /** Accessible name of the navigation, e.g. 'Event pages'. */
  label: string;
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** While the next page loads, both buttons wait. */
  isBusy?: boolean;
}

/** Previous and Next with 'Page X of N' between them; nothing when everything fits on one page. */
export function Pagination({ label, page, pageCount, onChange, isBusy = false }: PaginationProps) {
  const t = useCatalog('shared');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1 || isBusy} onClick={() => onChange(page - 1)}>
        <ArrowLeftIcon className="size-4" />
        {t('pagination.previous')}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        <Trans
          id="pagination.page"
          values={{ page, pageCount }}
          components={{ 0: <span className="font-semibold text-slate-900" /> }}
        />
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount || isBusy}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')}
        <ArrowRightIcon className="size-4" />
      </Button>
    </nav>
  );
}
