import type { ClientSalesSettings } from '@tiketi/contract/sales-settings';
import { type FormEvent, useState } from 'react';
import { FeesAndTaxesFields } from '@/components/fees-and-taxes-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import {
  checkClientSalesSettings,
  type FeesAndTaxesValues,
  feesAndTaxesValuesOf,
} from '@/lib/fees-and-taxes';
import { useClientSalesSettings, useSaveClientSalesSettings } from '../api/client-sales-settings';

function SalesDefaultsForm({ saved }: { saved: ClientSalesSettings }) {
  const save = useSaveClientSalesSettings();
  const [values, setValues] = useState<FeesAndTaxesValues>(() => feesAndTaxesValuesOf(saved));
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = checkClientSalesSettings(values);
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    save.mutate(check.data, {
      onSuccess: (answer) => {
        setValues(feesAndTaxesValuesOf(answer));
        setAlert({ type: 'success', text: 'Defaults saved. New events start with these.' });
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Fees and taxes for new events">
      <FormAlert alert={alert} className="mb-6" />
      <FeesAndTaxesFields
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      <div className="mt-6 flex justify-end">
        <Button type="submit" isBusy={save.isPending} busyLabel="Saving…">
          Save defaults
        </Button>
      </div>
    </form>
  );
}

/** Issue 15: the fees and taxes the organisation's new events start with; each event then keeps its own. */
export function SalesDefaults() {
  const settings = useClientSalesSettings();
  return (
    <section aria-labelledby="sales-defaults-title" className="mt-8 border-t border-slate-200 pt-6">
      <h3 id="sales-defaults-title" className="text-base font-bold text-slate-950">
        Fees and taxes for new events
      </h3>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        New events start with these. Existing events keep their own.
      </p>
      {settings.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the fees and taxes</span>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : settings.isError ? (
        <Alert type="error">
          <p>{settings.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            isBusy={settings.isFetching}
            busyLabel="Retrying..."
            onClick={() => settings.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <SalesDefaultsForm saved={settings.data} />
      )}
    </section>
  );
}
