import { priceDecimalsOf } from '@tiketi/contract/money';
import type { DiscountType } from '@tiketi/contract/pricing';
import type { PromoCode } from '@tiketi/contract/promo-codes';
import { type FormEvent, useState } from 'react';
import { TicketTypeChecks } from '@/components/ticket-type-checks';
import { ActionDialog, DialogActions } from '@/components/ui/action-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useSavePromoCode } from '../api/promo-codes';
import { checkPromoCode, NEW_CODE, type PromoCodeValues, valuesOfCode } from '../lib/promo-code-form';

const DISCOUNT_TYPES = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount per ticket' },
  { value: 'none', label: 'No discount — access code' },
] as const;

const isDiscountType = (value: string): value is DiscountType =>
  DISCOUNT_TYPES.some((type) => type.value === value);

interface PromoCodeDialogProps {
  eventId: number;
  currency: string;
  ticketTypes: readonly { id: number; name: string; hidden?: boolean }[];
  /** The code being edited, or null for 'New code'. */
  code: PromoCode | null;
  onClose: () => void;
  onSaved: (saved: PromoCode) => void;
}

/**
 * 'New code' and 'Edit code': checked in the browser by the contract's promoCodeInput, then by the
 * server, whose refusal (a duplicate code answers 409) shows above the buttons.
 */
export function PromoCodeDialog({
  eventId,
  currency,
  ticketTypes,
  code,
  onClose,
  onSaved,
}: PromoCodeDialogProps) {
  const save = useSavePromoCode(eventId);
  const [values, setValues] = useState<PromoCodeValues>(() => (code ? valuesOfCode(code) : NEW_CODE));
  const [problem, setProblem] = useState<string | null>(null);
  const change = (patch: Partial<PromoCodeValues>) => setValues((current) => ({ ...current, ...patch }));
  const text = (name: 'code' | 'discount_value' | 'max_uses' | 'valid_from' | 'valid_to') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });
  const decimals = priceDecimalsOf(currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = checkPromoCode(values, currency);
    if (!check.isValid) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    save.mutate(
      { codeId: code?.id, input: check.data },
      { onSuccess: onSaved, onError: (error) => setProblem(error.message) },
    );
  };
  const close = () => {
    if (!save.isPending) onClose();
  };

  return (
    <ActionDialog open onClose={close} title={code ? `Edit code ${code.code}` : 'New code'}>
      <form onSubmit={submit} noValidate className="space-y-4 text-sm">
        <TextField
          label="Code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          hint="3 to 32 letters and digits. Buyers can type it in any case."
          {...text('code')}
        />
        <Select
          label="Discount type"
          value={values.discount_type}
          options={DISCOUNT_TYPES}
          onChange={(value) => {
            if (!isDiscountType(value)) return;
            // An access code exists to unlock hidden tickets.
            change(
              value === 'none' ? { discount_type: value, unlocks_hidden: true } : { discount_type: value },
            );
          }}
        />
        {values.discount_type !== 'none' && (
          <TextField
            label={
              values.discount_type === 'percentage' ? 'Discount (%)' : `Discount per ticket (${currency})`
            }
            type="number"
            inputMode="decimal"
            min={0}
            max={values.discount_type === 'percentage' ? 100 : undefined}
            step={values.discount_type === 'percentage' || decimals > 0 ? 0.01 : 1}
            {...text('discount_value')}
          />
        )}
        <TicketTypeChecks
          legend="Applies to"
          hint="Tick none for all tickets."
          ticketTypes={ticketTypes}
          selected={values.ticket_type_ids}
          onChange={(ticket_type_ids) => change({ ticket_type_ids })}
        />
        <TextField
          label="Maximum uses"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="Orders, held or paid. Leave empty for no limit."
          {...text('max_uses')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Valid from"
            type="datetime-local"
            hint="Leave empty: from now."
            {...text('valid_from')}
          />
          <TextField
            label="Valid to"
            type="datetime-local"
            hint="Leave empty: no end."
            {...text('valid_to')}
          />
        </div>
        <CheckboxField
          label="Unlocks hidden tickets"
          hint="Buyers with this code also see the hidden ticket types."
          checked={values.unlocks_hidden}
          onChange={(unlocks_hidden) => change({ unlocks_hidden })}
        />
        <CheckboxField label="Active" checked={values.active} onChange={(active) => change({ active })} />
        {problem && <Alert type="error">{problem}</Alert>}
        <DialogActions>
          <Button variant="outline" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" isBusy={save.isPending} busyLabel="Saving…">
            {code ? 'Save code' : 'Create code'}
          </Button>
        </DialogActions>
      </form>
    </ActionDialog>
  );
}
