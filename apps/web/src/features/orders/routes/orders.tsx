import { ORDER_PAGE_SIZE } from '@tiketi/contract/orders';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { EVENT_NOT_FOUND, LoadState, NotFound } from '@/components/ui/load-state';
import { Pagination } from '@/components/ui/pagination';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { useOrganizerEvent } from '@/lib/organizer-event';
import { paths } from '@/lib/paths';
import { useDownloadOrdersCsv } from '../api/download-orders-csv';
import { useOrders } from '../api/get-orders';
import { EventIntro } from '../components/event-intro';
import { OrderList } from '../components/order-list';
import { parseEventId } from '../lib/event-id';
import {
  isOrderMethod,
  isOrderStatus,
  METHOD_OPTIONS,
  type OrderFilters,
  orderCountLine,
  STATUS_OPTIONS,
} from '../lib/order-filters';
import { useSettledValue } from '../lib/use-settled-value';

/** Typing settles for this long before the list is searched. */
const SEARCH_DELAY_MS = 300;

type Narrowing = Pick<OrderFilters, 'status' | 'method'>;

interface OrderListSectionProps {
  eventId: number;
  filters: OrderFilters;
  onPage: (page: number) => void;
}

function OrderListSection({ eventId, filters, onPage }: OrderListSectionProps) {
  const orders = useOrders(eventId, filters);
  if (orders.isPending) {
    return (
      <div className="space-y-3" role="status">
        <span className="sr-only">Loading orders</span>
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <Alert type="error">
        <p>{orders.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          isBusy={orders.isFetching}
          busyLabel="Retrying..."
          onClick={() => orders.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  const { data, total } = orders.data;
  const isNarrowed = Boolean(filters.search.trim() || filters.status || filters.method);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" aria-live="polite">
        {orderCountLine(total, filters)}
      </p>
      {data.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-700">
          {isNarrowed
            ? 'No order matches this search and these filters.'
            : 'No orders yet. Every booking of this event shows here, from the moment seats are held.'}
        </p>
      ) : (
        <OrderList orders={data} />
      )}
      <Pagination
        label="Order pages"
        page={filters.page}
        pageCount={Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE))}
        onChange={onPage}
        isBusy={orders.isPlaceholderData}
      />
    </div>
  );
}

function OrdersScreen({ eventId }: { eventId: number }) {
  const event = useOrganizerEvent(eventId);
  const download = useDownloadOrdersCsv(eventId);
  const [typed, setTyped] = useState('');
  const search = useSettledValue(typed, SEARCH_DELAY_MS).trim();
  const [narrowing, setNarrowing] = useState<Narrowing>({ status: '', method: '' });
  // A page belongs to the search and filters it was turned for: new ones start at page 1.
  const [paging, setPaging] = useState({ search, ...narrowing, page: 1 });
  const isSameList =
    paging.search === search && paging.status === narrowing.status && paging.method === narrowing.method;
  const filters: OrderFilters = { search, ...narrowing, page: isSameList ? paging.page : 1 };

  if (event.isPending || event.isError) {
    return <LoadState query={event} label="the event" notFound={EVENT_NOT_FOUND} />;
  }
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Orders"
        documentTitle={`Orders · ${event.data.title}`}
        intro={<EventIntro event={event.data} />}
        actions={
          <>
            <ButtonLink to={paths.organizer.attendees(eventId)} variant="outline">
              Attendees
            </ButtonLink>
            <ButtonLink to={paths.organizer.checkIn(eventId)} variant="outline">
              Check-in
            </ButtonLink>
            <ButtonLink to={paths.organizer.messages(eventId)} variant="outline">
              Messages
            </ButtonLink>
            <ButtonLink to={paths.organizer.promoCodes(eventId)} variant="outline">
              Promo codes
            </ButtonLink>
          </>
        }
      />
      <section
        aria-label="Orders of this event"
        className="space-y-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
          <TextField
            label="Search orders"
            type="search"
            placeholder="Reference, name, email or phone"
            value={typed}
            onChange={(change) => setTyped(change.target.value)}
            containerClassName="sm:col-span-2 lg:col-span-1"
          />
          <Select
            label="Status"
            value={narrowing.status}
            options={STATUS_OPTIONS}
            onChange={(value) => setNarrowing({ ...narrowing, status: isOrderStatus(value) ? value : '' })}
          />
          <Select
            label="Payment method"
            value={narrowing.method}
            options={METHOD_OPTIONS}
            onChange={(value) => setNarrowing({ ...narrowing, method: isOrderMethod(value) ? value : '' })}
          />
          <Button
            variant="outline"
            isBusy={download.isPending}
            busyLabel="Downloading..."
            onClick={() => download.mutate(filters)}
          >
            <DownloadIcon className="size-4" />
            Export CSV
          </Button>
        </div>
        {download.isError && <Alert type="error">{download.error.message}</Alert>}
        <OrderListSection
          eventId={eventId}
          filters={filters}
          onPage={(page) => setPaging({ search, ...narrowing, page })}
        />
      </section>
    </div>
  );
}

/** The orders of one event in every state (organizer route /organizer/orders/:id), with their CSV. */
export default function OrdersRoute() {
  const eventId = parseEventId(useParams().id);
  if (eventId === null) return <NotFound {...EVENT_NOT_FOUND} />;
  return <OrdersScreen key={eventId} eventId={eventId} />;
}
