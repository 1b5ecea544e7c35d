import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { TicketIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { useETickets } from '../api/get-e-tickets';
import { ETicketCard } from '../components/e-ticket-card';
import { ETicketsSkeleton } from '../components/e-tickets-skeleton';

function EmptyTickets() {
  return (
    <div className="rounded-3xl bg-white px-6 py-14 text-center shadow-card ring-1 ring-slate-200">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <TicketIcon className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-950">No e-tickets yet</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">
        Once a booking is paid, its tickets appear here with a QR code for each admission, ready to show at
        the door or to download.
      </p>
      <ButtonLink to={paths.home} className="mt-6">
        Browse events
      </ButtonLink>
    </div>
  );
}

/** Route my_tickets (spec 2.7): 'E-tickets', one card per paid booking, refunded and cancelled ones last. */
export default function MyTicketsRoute() {
  const tickets = useETickets();
  return (
    <section className="container-page py-8 sm:py-12">
      <title>E-tickets · Tiketi</title>
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">E-tickets</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Show the QR code at the entrance, on your phone or printed. Each admission has its own code and is
          let in once.
        </p>
      </header>
      {tickets.isPending ? (
        <ETicketsSkeleton />
      ) : tickets.isError ? (
        <Alert type="error">
          <p>{tickets.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            isBusy={tickets.isFetching}
            busyLabel="Retrying..."
            onClick={() => tickets.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : tickets.data.total === 0 && tickets.data.closed.length === 0 ? (
        <EmptyTickets />
      ) : (
        <div className="space-y-6">
          {tickets.data.data.map((ticket) => (
            <ETicketCard key={ticket.booking.booking_id} ticket={ticket} />
          ))}
          {/* Refunded or cancelled after payment: listed after the tickets that admit, as such. */}
          {tickets.data.closed.map((ticket) => (
            <ETicketCard key={ticket.booking.booking_id} ticket={ticket} />
          ))}
        </div>
      )}
    </section>
  );
}
