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
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1 || isBusy} onClick={() => onChange(page - 1)}>
        <ArrowLeftIcon className="size-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page <span className="font-semibold text-slate-900">{page}</span> of {pageCount}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount || isBusy}
        onClick={() => onChange(page + 1)}
      >
        Next
        <ArrowRightIcon className="size-4" />
      </Button>
    </nav>
  );
}
