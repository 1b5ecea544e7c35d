import { type OrderDetail, type UpdateBuyerInput, updateBuyerInput } from '@tiketi/contract/orders';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { type OrderChange, useUpdateBuyer } from '../api/order-actions';
import { OrderFormDialog } from './order-form-dialog';

interface EditBuyerDialogProps {
  order: OrderDetail;
  onClose: () => void;
  onDone: (change: OrderChange) => void;
}

/** The fields changed from what the order holds: only those are sent, so the timeline names them. */
function changesOf(
  order: OrderDetail,
  typed: { name: string; email: string; phone: string },
): UpdateBuyerInput {
  const changes: UpdateBuyerInput = {};
  if (typed.name.trim() !== order.buyer_name) changes.full_name = typed.name;
  if (typed.email.trim() !== order.buyer_email) changes.email_address = typed.email;
  if (typed.phone.trim() !== order.buyer_msisdn) changes.msisdn = typed.phone;
  return changes;
}

/**
 * 'Edit buyer' (mounted when opened, so it starts from the order as it is): corrects the name, email
 * or phone; a resend then goes to the new address.
 */
export function EditBuyerDialog({ order, onClose, onDone }: EditBuyerDialogProps) {
  const update = useUpdateBuyer(order.booking_id);
  const [typed, setTyped] = useState({
    name: order.buyer_name,
    email: order.buyer_email,
    phone: order.buyer_msisdn,
  });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = () => {
    const changes = changesOf(order, typed);
    if (Object.keys(changes).length === 0) {
      setFormError('Nothing changed. Correct the name, email or phone first.');
      return;
    }
    const parsed = updateBuyerInput.safeParse(changes);
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Check the buyer’s details');
      return;
    }
    setFormError(null);
    update.mutate(parsed.data, { onSuccess: onDone });
  };
  const field = (key: keyof typeof typed) => ({
    value: typed[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setTyped({ ...typed, [key]: event.target.value }),
  });

  return (
    <OrderFormDialog
      onClose={onClose}
      title="Edit buyer"
      description={
        <p>The change shows on the order’s timeline. Tickets resent after it go to the new email.</p>
      }
      submitLabel="Save"
      busyLabel="Saving..."
      isBusy={update.isPending}
      error={formError ?? update.error?.message ?? null}
      onSubmit={submit}
    >
      <TextField label="Full name" autoComplete="off" required {...field('name')} />
      <TextField label="Email address" type="email" autoComplete="off" required {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
    </OrderFormDialog>
  );
}
