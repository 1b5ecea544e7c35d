import type { WebhookEndpoint, WebhookEvent } from '@tiketi/contract/webhooks';
import { useId, useState } from 'react';
import { ActionDialog, DialogActions } from '@/components/ui/action-dialog';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { useDeleteWebhook, useRotateWebhookSecret } from '../api/manage-webhooks';
import { EVENT_LABELS } from './add-endpoint-form';
import { DeliveryLog } from './delivery-log';

type Asking = 'rotate' | 'delete' | null;

/** One endpoint: its address, state and events; rotate its secret, delete it, read its deliveries. */
export function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: string) => void;
}) {
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [asking, setAsking] = useState<Asking>(null);
  const [isLogOpen, setLogOpen] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const questionId = useId();
  const logId = useId();
  const isBusy = rotate.isPending || remove.isPending;
  const isActive = endpoint.status === 'active';

  const close = () => {
    if (!isBusy) setAsking(null);
  };
  const confirm = () => {
    if (isBusy) return;
    const onError = (error: Error) => {
      setAsking(null);
      setAlert({ type: 'error', text: error.message });
    };
    if (asking === 'rotate') {
      rotate.mutate(endpoint.id, {
        onSuccess: (rotated) => {
          setAsking(null);
          if (rotated) onSecret(rotated.secret);
        },
        onError,
      });
    } else {
      remove.mutate(endpoint.id, { onSuccess: () => setAsking(null), onError });
    }
  };

  return (
    <li className="rounded-2xl p-4 ring-1 ring-slate-200">
      <FormAlert alert={alert} className="mb-3" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="break-all font-semibold text-slate-950">{endpoint.url}</p>
          <p className="mt-1 text-sm">
            <span className={isActive ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
              {isActive ? 'Active' : 'Disabled after failing for a day: resend a delivery to turn it back on'}
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {endpoint.events.map((type) => EVENT_LABELS[type as WebhookEvent] ?? type).join(', ')}
          </p>
          {endpoint.previous_secret_expires_at && (
            <p className="mt-1 text-xs text-slate-600">
              The previous secret also signs until{' '}
              {new Date(endpoint.previous_secret_expires_at).toLocaleString('en-GB')}.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-expanded={isLogOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((open) => !open)}
          >
            {isLogOpen ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking('rotate')}>
            Rotate secret
          </Button>
          <Button size="sm" variant="danger" onClick={() => setAsking('delete')}>
            Delete
          </Button>
        </div>
      </div>
      <div id={logId} className="mt-4" hidden={!isLogOpen}>
        {isLogOpen && <DeliveryLog endpointId={endpoint.id} url={endpoint.url} />}
      </div>
      <ActionDialog
        open={asking !== null}
        onClose={close}
        size="md"
        describedBy={questionId}
        title={asking === 'rotate' ? 'Rotate the signing secret?' : 'Delete this endpoint?'}
      >
        <p id={questionId}>
          {asking === 'rotate'
            ? 'A new secret signs every delivery from now on. The current one also signs for the next 24 hours, so you have time to update your receiver.'
            : `Nothing more is sent to ${endpoint.url}, and its delivery log is deleted.`}
        </p>
        <DialogActions>
          <Button variant="outline" onClick={close} disabled={isBusy}>
            Cancel
          </Button>
          <Button
            variant={asking === 'delete' ? 'danger' : 'primary'}
            isBusy={isBusy}
            busyLabel={asking === 'delete' ? 'Deleting...' : 'Rotating...'}
            onClick={confirm}
          >
            {asking === 'delete' ? 'Delete endpoint' : 'Rotate secret'}
          </Button>
        </DialogActions>
      </ActionDialog>
    </li>
  );
}
