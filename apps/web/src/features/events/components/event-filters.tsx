import { DATE_FILTERS, type DateFilter } from '@tiketi/contract/date-filters';
import { Select, type SelectOption } from '@/components/ui/select';
import { useT } from '@/lib/i18n/i18n';
import { usePlatformTime, zoneDescription } from '../api/get-platform-time';
import type { EventFilters } from '../lib/filter-params';

interface EventFiltersBarProps {
  filters: EventFilters;
  categories: readonly SelectOption[];
  organizers: readonly SelectOption[];
  onChange: (filters: EventFilters) => void;
}

const ALL = '';

/** Keeps a filter chosen through a shared URL selectable while (or even if) its list has not loaded. */
function withSelected(options: readonly SelectOption[], id: number | null, label: string): SelectOption[] {
  if (id === null || options.some((option) => option.value === String(id))) return [...options];
  return [...options, { value: String(id), label }];
}

export function EventFiltersBar({ filters, categories, organizers, onChange }: EventFiltersBarProps) {
  const t = useT();
  const idOf = (value: string) => (value === ALL ? null : Number(value));
  const dateOptions = DATE_FILTERS.map((option) => ({
    value: option.value,
    label: t(`filters.date.${option.value}`),
  }));
  // Issue 16: 'Today' and 'This weekend' are days in the platform's zone, whatever the viewer's.
  const platform = usePlatformTime();
  return (
    <div className="grid gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-3 sm:p-5">
      <Select
        label={t('filters.byDate')}
        value={filters.date}
        options={dateOptions}
        hint={
          platform.data
            ? t('filters.datesFollow', { zone: zoneDescription(platform.data.time_zone) })
            : undefined
        }
        onChange={(value) => onChange({ ...filters, date: value as DateFilter })}
      />
      <Select
        label={t('filters.byCategory')}
        value={filters.categoryId === null ? ALL : String(filters.categoryId)}
        options={[
          { value: ALL, label: t('filters.allCategories') },
          ...withSelected(categories, filters.categoryId, t('filters.selectedCategory')),
        ]}
        onChange={(value) => onChange({ ...filters, categoryId: idOf(value) })}
      />
      <Select
        label={t('filters.byOrganizer')}
        value={filters.organizerId === null ? ALL : String(filters.organizerId)}
        options={[
          { value: ALL, label: t('filters.allOrganizers') },
          ...withSelected(organizers, filters.organizerId, t('filters.selectedOrganizer')),
        ]}
        onChange={(value) => onChange({ ...filters, organizerId: idOf(value) })}
      />
    </div>
  );
}
