import { MESSAGES } from '@tiketi/contract/messages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/money';
import {
  useAuthenticateSimulatedPayment,
  useConfirmSimulatedPayment,
} from '../api/confirm-simulated-payment';
import { useSimulatedIntent } from '../api/get-simulated-intent';
import {
  type CardField,
  type CardFields,
  cardDigits,
  checkCard,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseExpiry,
} from '../lib/card-input';
import { confirmationErrorMessage, isReturnStatus } from '../lib/payment-status';
import { BankConfirmation } from './bank-confirmation';
import { PaymentMessage, usePaymentMessage } from './payment-message';
import { SettledPayment } from './settled-payment';
import { TestCardList } from './test-card-list';

const FIELD_NAMES: Record<CardField, string> = { number: 'cardnumber', expiry: 'cc-exp', cvc: 'cvc' };

interface SimulatedCardFormProps {
  clientSecret: string;
  /** What the booking call said is due, shown until the provider's own figure arrives. */
  amount: number;
  currency: string;
  /** The provider accepted the card (succeeded or processing): go on as Stripe's return would. */
  onConfirmed: (status: string) => void;
  /** The payment was cancelled (its hold ran out): a new booking is needed. */
  onCancelled: () => void;
}

/**
 * The card form of the offline test provider (the default). It behaves like Stripe's Payment
 * Element: the card is checked in the browser first, then confirmed; a declined card answers with
 * the provider's message and may be retried, success moves on to the success screen.
 */
export function SimulatedCardForm({
  clientSecret,
  amount,
  currency,
  onConfirmed,
  onCancelled,
}: SimulatedCardFormProps) {
  const intent = useSimulatedIntent(clientSecret);
  const confirm = useConfirmSimulatedPayment();
  const authenticate = useAuthenticateSimulatedPayment();
  // The card asked for the bank's confirmation step (3-D Secure style): it shows instead of the form.
  const [isAskingBank, setAskingBank] = useState(false);
  const message = usePaymentMessage();
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [invalidField, setInvalidField] = useState<CardField | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const isSubmitting = useRef(false);
  const titleId = useId();
  const hintId = useId();
  const messageId = useId();

  const due = intent.data
    ? { amount: intent.data.amount, currency: intent.data.currency }
    : { amount, currency };
  const status = intent.data?.status;

  const change = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting.current || isLeaving) return;
    const form = event.currentTarget;
    const problem = checkCard(card);
    if (problem) {
      setInvalidField(problem.field);
      message.show(problem.message);
      const input = form.elements.namedItem(FIELD_NAMES[problem.field]);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    // checkCard has found the expiry readable; the check keeps the types honest.
    const expiry = parseExpiry(card.expiry);
    if (!expiry) return;
    isSubmitting.current = true;
    message.hide();
    confirm.mutate(
      {
        client_secret: clientSecret,
        card_number: cardDigits(card.number),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: formatCvc(card.cvc),
      },
      {
        onSuccess: (result) => {
          if (!result.error && result.status === 'requires_action') {
            setAskingBank(true);
            return;
          }
          if (!result.error && isReturnStatus(result.status)) {
            setLeaving(true);
            onConfirmed(result.status);
            return;
          }
          message.show(confirmationErrorMessage(result.error));
        },
        // 404, 409 (cancelled), 429 and network failures are not card errors (spec 8).
        onError: () => message.show(confirmationErrorMessage(null)),
        onSettled: () => {
          isSubmitting.current = false;
        },
      },
    );
  };

  if (status === 'succeeded' || status === 'processing' || status === 'canceled') {
    return <SettledPayment clientSecret={clientSecret} status={status} onCancelled={onCancelled} />;
  }

  const answerBank = (approve: boolean) => {
    if (authenticate.isPending) return;
    authenticate.mutate(
      { client_secret: clientSecret, approve },
      {
        onSuccess: (result) => {
          if (!result.error && isReturnStatus(result.status)) {
            setLeaving(true);
            onConfirmed(result.status);
            return;
          }
          // Failed (or no longer waiting): back to the card form with the reason.
          setAskingBank(false);
          message.show(confirmationErrorMessage(result.error));
        },
        onError: () => {
          setAskingBank(false);
          message.show(confirmationErrorMessage(null));
        },
      },
    );
  };

  if (isAskingBank || status === 'requires_action') {
    const pending =
      authenticate.isPending || isLeaving ? (authenticate.variables?.approve ? 'complete' : 'fail') : null;
    return (
      <BankConfirmation amount={due.amount} currency={due.currency} pending={pending} onAnswer={answerBank} />
    );
  }

  const describedBy = (field: CardField) => (invalidField === field ? messageId : undefined);
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} aria-describedby={hintId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-bold text-slate-950">
          Card details
        </h3>
        <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900">
          Test payment provider
        </span>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        A test checkout: no real card is charged. Use one of these cards with any future expiry date and any
        CVC.
      </p>
      <TestCardList onUse={(number) => change('number', formatCardNumber(number))} />

      <div className="mt-5 grid grid-cols-2 gap-4">
        <TextField
          label="Card number"
          name={FIELD_NAMES.number}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          spellCheck={false}
          required
          containerClassName="col-span-2"
          className="tabular-nums"
          value={card.number}
          aria-invalid={invalidField === 'number' || undefined}
          aria-describedby={describedBy('number')}
          onChange={(event) => change('number', formatCardNumber(event.target.value))}
        />
        <TextField
          label="Expiry (MM/YY)"
          name={FIELD_NAMES.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
          maxLength={7}
          required
          className="tabular-nums"
          value={card.expiry}
          aria-invalid={invalidField === 'expiry' || undefined}
          aria-describedby={describedBy('expiry')}
          onChange={(event) => change('expiry', formatExpiry(event.target.value))}
        />
        <TextField
          label="CVC"
          name={FIELD_NAMES.cvc}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          required
          className="tabular-nums"
          value={card.cvc}
          aria-invalid={invalidField === 'cvc' || undefined}
          aria-describedby={describedBy('cvc')}
          onChange={(event) => change('cvc', formatCvc(event.target.value))}
        />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Amount due:{' '}
          <span className="font-bold text-slate-950 tabular-nums">
            {formatMoney(due.amount, due.currency)}
          </span>
        </p>
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          isBusy={confirm.isPending || isLeaving}
          busyLabel={MESSAGES.processing}
        >
          Pay now
        </Button>
      </div>
      <PaymentMessage id={messageId} text={message.text} />
    </form>
  );
}
