import type { PaymentMethod } from '@tiketi/contract/constants';
import { cn } from '@/lib/cn';
import { useCatalog } from '@/lib/i18n/i18n';

/** How each method reads on the payment screen (issue 13). */
export const PAYMENT_OPTION_LABELS: Record<PaymentMethod, string> = {
  mpesa: 'M-Pesa',
  paypal: 'PayPal',
  card: 'Credit/Debit Card',
};

interface PaymentOptionsProps {
  /** The methods the event's currency can be paid by, in the order to list them. */
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
}

/** One radio option per method the event can take. */
export function PaymentOptions({ methods, chosen, onChoose }: PaymentOptionsProps) {
  const t = useCatalog('buyer');
  return (
    <fieldset className="mt-4 space-y-3">
      <legend className="sr-only">{t('pay.method')}</legend>
      {methods.map((method) => (
        <label
          key={method}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-2xl border-2 p-4',
            method === chosen ? 'border-brand-600 bg-brand-50/50' : 'border-slate-200 hover:border-slate-300',
          )}
        >
          <input
            type="radio"
            name="payment_method"
            value={method}
            checked={method === chosen}
            onChange={() => onChoose(method)}
            className="size-5 accent-brand-700"
          />
          <span className="font-semibold text-slate-950">{PAYMENT_OPTION_LABELS[method]}</span>
        </label>
      ))}
    </fieldset>
  );
}
