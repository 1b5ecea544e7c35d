import type { OrderDetail } from '@tiketi/contract/orders';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, type AlertType } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { LoadState, NotFound } from '@/components/ui/load-state';
import { ScreenHeader } from '@/components/ui/screen-header';
import { formatShortDateTime, inEventZone, toDateTimeAttribute } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useOrder } from '../api/get-order';
import { type OrderChange, useResendTickets } from '../api/order-actions';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { EditAnswersDialog } from '../components/edit-answers-dialog';
import { EditBuyerDialog } from '../components/edit-buyer-dialog';
import { OrderActions, type OrderDialog } from '../components/order-actions';
import { OrderAdmissions } from '../components/order-admissions';
import { OrderAnswers } from '../components/order-answers';
import { OrderBuyer } from '../components/order-buyer';
import { OrderMoney } from '../components/order-money';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderTimeline } from '../components/order-timeline';
import { PayoutDialog } from '../components/payout-dialog';
import { RefundDialog } from '../components/refund-dialog';
import { CONFIRMED_LATER, cancelNotice, providerAnswerNotice, refundNotice } from '../lib/action-notices';
import { ORDER_NOT_FOUND } from '../lib/order-not-found';

/** A refund the provider confirms later: the order is read again this often, this many times. */
const POLL_MS = 2000;
const POLLS = 5;

interface Notice {
  type: AlertType;
  text: string;
}

/** What a provider's answer would change: the money, the state, or a new line on the timeline. */
const fingerprintOf = (order: OrderDetail) =>
  `${order.status}:${order.refunded}:${order.refund_due}:${order.timeline.length}`;

/**
 * Reads the order again a few times after a 202, until the provider's answer shows on it; then
 * `onAnswer` gets the order as it was sent and as it is now.
 */
function useProviderPolling(reference: string, onAnswer: (before: OrderDetail, now: OrderDetail) => void) {
  const [polling, setPolling] = useState<{ left: number; from: OrderDetail } | null>(null);
  const order = useOrder(reference, polling ? POLL_MS : false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new read counts once, whatever else changed
  useEffect(() => {
    if (!polling || !order.data) return;
    if (fingerprintOf(order.data) !== fingerprintOf(polling.from)) {
      setPolling(null);
      onAnswer(polling.from, order.data);
    } else if (polling.left <= 1) setPolling(null);
    else setPolling({ ...polling, left: polling.left - 1 });
  }, [order.dataUpdatedAt]);
  const start = (change: OrderChange) => setPolling({ left: POLLS, from: change.order });
  return { order, start };
}

function OrderScreen({ reference }: { reference: string }) {
  const [dialog, setDialog] = useState<OrderDialog | 'answers' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { order, start } = useProviderPolling(reference, (before, now) =>
    setNotice({
      type: now.refunded > before.refunded ? 'success' : 'primary',
      text: providerAnswerNotice(before, now),
    }),
  );
  const resend = useResendTickets(reference);

  if (order.isPending || order.isError) {
    return <LoadState query={order} label="the order" notFound={ORDER_NOT_FOUND} />;
  }
  const detail = order.data;
  const close = () => setDialog(null);
  const done = (text: string, change?: OrderChange) => {
    setDialog(null);
    if (change?.isConfirmedLater) {
      start(change);
      setNotice({ type: 'primary', text: CONFIRMED_LATER });
    } else {
      setNotice({ type: 'success', text });
    }
  };

  return (
    <div className="space-y-6">
      <ScreenHeader
        title={`Order ${detail.booking_id}`}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{detail.event.title}</span>
            <time dateTime={toDateTimeAttribute(detail.event.start_time)} className="text-sm">
              {formatShortDateTime(detail.event.start_time, inEventZone(detail.event))}
            </time>
            <OrderStatusBadge order={detail} />
          </span>
        }
        actions={
          <ButtonLink to={paths.organizer.orders(detail.event.id)} variant="outline">
            All orders
          </ButtonLink>
        }
      />
      <div aria-live="polite">
        {notice && <Alert type={notice.type}>{notice.text}</Alert>}
        {resend.isError && <Alert type="error">{resend.error.message}</Alert>}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1">
          <OrderMoney order={detail} />
          <OrderActions
            order={detail}
            onOpen={(next) => {
              setNotice(null);
              resend.reset();
              setDialog(next);
            }}
            isResending={resend.isPending}
            onResend={() => {
              setNotice(null);
              resend.mutate(undefined, {
                onSuccess: (change) =>
                  setNotice({ type: 'success', text: `Tickets sent to ${change.order.buyer_email}` }),
              });
            }}
          />
        </div>
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <OrderBuyer
            order={detail}
            onEdit={() => {
              setNotice(null);
              setDialog('edit');
            }}
          />
          <OrderAnswers
            order={detail}
            onEdit={() => {
              setNotice(null);
              setDialog('answers');
            }}
          />
          <OrderAdmissions order={detail} />
          <OrderTimeline timeline={detail.timeline} />
        </div>
      </div>

      {dialog === 'refund' && (
        <RefundDialog
          order={detail}
          onClose={close}
          onDone={(change, amount) => done(refundNotice(change.order, amount), change)}
        />
      )}
      {dialog === 'payout' && (
        <PayoutDialog order={detail} onClose={close} onDone={() => done('The payout was recorded.')} />
      )}
      {dialog === 'cancel' && (
        <CancelOrderDialog
          order={detail}
          onClose={close}
          onDone={(change, refunded) => done(cancelNotice(change.order, refunded), change)}
        />
      )}
      {dialog === 'edit' && (
        <EditBuyerDialog
          order={detail}
          onClose={close}
          onDone={() => done('The buyer’s details were saved.')}
        />
      )}
      {dialog === 'answers' && (
        <EditAnswersDialog order={detail} onClose={close} onDone={() => done('The answers were saved.')} />
      )}
    </div>
  );
}

/** One order (organizer route /organizer/order/:reference): its money, tickets, timeline and actions. */
export default function OrderRoute() {
  const reference = useParams().reference?.trim();
  if (!reference) return <NotFound {...ORDER_NOT_FOUND} />;
  return <OrderScreen key={reference} reference={reference} />;
}
