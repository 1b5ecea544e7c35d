import { DEVICE_NAME_MAX } from '@tiketi/contract/door';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/text-field';
import { formatShortDateTime, inEventZone, toDateTimeAttribute } from '@/lib/dates';
import type { Door } from '../door/use-door';

/** Asked once per device: the name that appears on every scan it makes ('North gate'). */
function DeviceNameForm({ onSave }: { onSave: (name: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setError('Name this device, for example North gate');
    if (value.length > DEVICE_NAME_MAX)
      return setError(`A device name is at most ${DEVICE_NAME_MAX} characters`);
    onSave(value);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        Device name
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Where this phone checks people in, for example North gate. It shows on every scan it makes.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          className={`${fieldClasses} sm:flex-1`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" variant="outline">
          Save name
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function When({ iso, zone }: { iso: string; zone: ReturnType<typeof inEventZone> }) {
  return <time dateTime={toDateTimeAttribute(iso)}>{formatShortDateTime(iso, zone)}</time>;
}

/** The offline door: this device's name, its copy of the list, and the scans waiting to sync. */
export function DoorPanel({ door, canDownload }: { door: Door; canDownload: boolean }) {
  const { list, device } = door;
  const zone = list.meta ? inEventZone(list.meta.event) : {};
  return (
    <section
      aria-labelledby="door-heading"
      className="space-y-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="door-heading" className="text-lg font-bold text-slate-950">
          This device
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${door.online ? 'bg-green-100 text-green-800' : 'bg-amber-200 text-slate-950'}`}
        >
          {door.online ? 'Online' : 'Offline'}
        </span>
      </div>
      {device ? (
        <p className="text-sm text-slate-700">
          Device: <strong className="text-slate-950">{device}</strong>
        </p>
      ) : (
        <DeviceNameForm onSave={door.nameDevice} />
      )}
      {device && list.loaded && (
        <div className="space-y-3 text-sm text-slate-700">
          {list.meta ? (
            <>
              <p>
                List of {list.admissions.length} admissions on this device, downloaded{' '}
                <When iso={list.meta.downloaded_at} zone={zone} />. Scans are checked against it, with or
                without a network.
              </p>
              <p role="status" className="font-semibold text-slate-950">
                {list.queued === 1 ? '1 scan waiting to sync' : `${list.queued} scans waiting to sync`}
              </p>
              <p>
                {list.meta.synced_at ? (
                  <>
                    Last synced <When iso={list.meta.synced_at} zone={zone} />
                  </>
                ) : (
                  'Not synced yet'
                )}
              </p>
            </>
          ) : (
            <p>
              Download the list before doors open, so this device checks tickets in without a network. It
              keeps codes only as keyed hashes, and no emails.
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="outline"
              onClick={() => void door.download()}
              disabled={!canDownload || !door.online}
              isBusy={door.isDownloading}
              busyLabel="Downloading..."
            >
              {list.meta ? 'Download the list again' : 'Download the list'}
            </Button>
            {list.meta && list.queued > 0 && door.online && (
              <Button variant="outline" onClick={() => void door.sync()}>
                Sync now
              </Button>
            )}
          </div>
        </div>
      )}
      {door.error && (
        <p className="text-sm font-semibold text-red-700" role="alert">
          {door.error}
        </p>
      )}
      {door.notices.length > 0 && (
        <ul aria-label="Sync notices" className="space-y-2 text-sm">
          {door.notices.map((notice, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notices are only ever prepended and never reordered
            <li key={`${index}-${notice}`} className="rounded-xl bg-amber-100 px-3 py-2 text-slate-950">
              {notice}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
