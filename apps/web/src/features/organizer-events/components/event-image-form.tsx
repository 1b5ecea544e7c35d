import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { TextAreaField } from '@/components/ui/text-field';
import { organizerEventQueryOptions } from '@/lib/organizer-event';
import { paths } from '@/lib/paths';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { buildEventFormData, checkEventForm } from '../lib/event-form';
import type { FlowState } from '../lib/flow-state';
import type { HeldEvent } from '../lib/held-event';
import { dropHeldEvent, patchHeldEvent } from '../lib/held-event-store';
import { holdersToTell } from '../lib/holder-change';
import { checkChosenImage, checkImageFile } from '../lib/image-file';
import { ImagePicker } from './image-picker';
import { NotifyHoldersDialog } from './notify-holders-dialog';

interface EventImageFormProps {
  held: HeldEvent;
  backTo: string;
  discardTo: string;
}

type Descriptions = Pick<HeldEvent, 'full_description' | 'short_description'>;

/**
 * Step 2 of create and edit: the image and the two descriptions (spec decision #1: each box fills the
 * field its label names). Without an event yet it creates the draft (the image is required);
 * once the event exists (editing, or Back from Ticket Setup) it updates it, the image optional.
 * Saving a new date, time or place of an event with ticket holders first asks whether to tell them
 * (issue 14).
 */
export function EventImageForm({ held, backTo, discardTo }: EventImageFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const eventId = held.id;
  // A draft created in this flow has its image stored, though the flow does not know its address.
  const hasImage = held.image !== null || (held.flow === 'create' && eventId !== null);
  const [descriptions, setDescriptions] = useState<Descriptions>({
    full_description: held.full_description,
    short_description: held.short_description,
  });
  const [file, setFile] = useState<File | null>(null);
  const [isChanging, setChanging] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  // The image's own complaint, apart from the form's: a valid file chosen next takes it away.
  const [imageError, setImageError] = useState<string | null>(null);
  const shownAlert: AlertMessage | null = imageError ? { type: 'error', text: imageError } : alert;
  // Reading the saved event to see whether ticket holders should hear of this edit (issue 14).
  const [isChecking, setChecking] = useState(false);
  // The update waiting for the organizer's answer: tell the holders or not.
  const [pending, setPending] = useState<{ body: FormData; holders: number } | null>(null);
  const isBusy = createEvent.isPending || updateEvent.isPending || isChecking;

  const describe = (name: keyof Descriptions) => ({
    name,
    value: descriptions[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setDescriptions((current) => ({ ...current, [name]: value }));
      patchHeldEvent(held.flow, { [name]: value });
    },
  });

  // Reading a file's first bytes takes a moment: only the last file chosen may land.
  const lastChosen = useRef<File | null>(null);
  const chooseFile = async (chosen: File | null) => {
    lastChosen.current = chosen;
    const error = chosen ? await checkChosenImage(chosen) : null;
    if (lastChosen.current !== chosen) return true;
    setImageError(error);
    if (error) {
      setFile(null);
      return false;
    }
    setFile(chosen);
    return true;
  };

  const moveOn = (id: number, text: string) => {
    const state: FlowState = { notice: { type: 'success', text } };
    navigate(held.flow === 'create' ? paths.organizer.createEvent(3) : paths.organizer.tickets(id), {
      state,
    });
  };

  const update = (id: number, body: FormData, notify: boolean) => {
    // Multipart, so the flag is text; left out, nobody is mailed.
    if (notify) body.set('notify_holders', 'true');
    updateEvent.mutate(
      { id, body },
      {
        onSuccess: (text) => moveOn(id, text || 'Event updated'),
        onError: (error) => setAlert({ type: 'error', text: error.message }),
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    // Spec 5: required when creating; when editing, only once Change was chosen.
    const fileError = checkImageFile(file, eventId === null || (hasImage && isChanging));
    setImageError(fileError);
    if (fileError) return;
    const check = checkEventForm({ ...held, ...descriptions });
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    const body = buildEventFormData(check.data, file);
    const onError = (error: Error) => setAlert({ type: 'error', text: error.message });
    if (eventId === null) {
      createEvent.mutate(body, {
        onSuccess: ({ id, message: text }) => {
          patchHeldEvent(held.flow, { id });
          moveOn(id, text || 'Event created. Now set up its tickets.');
        },
        onError,
      });
      return;
    }
    if (held.flow === 'create') {
      update(eventId, body, false);
      return;
    }
    // A new date, time or place of an event with ticket holders: ask first whether to tell them.
    setChecking(true);
    queryClient
      .fetchQuery({ ...organizerEventQueryOptions(eventId), staleTime: 0 })
      .then((saved) => {
        const holders = holdersToTell(held, saved);
        if (holders > 0) setPending({ body, holders });
        else update(eventId, body, false);
      }, onError)
      .finally(() => setChecking(false));
  };

  const answer = (notify: boolean) => {
    if (!pending || eventId === null) return;
    setPending(null);
    update(eventId, pending.body, notify);
  };

  const discard = () => {
    dropHeldEvent();
    navigate(discardTo);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Image and descriptions"
      aria-busy={isBusy || undefined}
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
    >
      <FormAlert alert={shownAlert} className="mb-5" />
      <div className="grid gap-6">
        <ImagePicker
          eventId={eventId ?? 0}
          title={held.title}
          current={hasImage ? { image: held.image, srcSet: held.image_srcset } : null}
          file={file}
          onFileChange={chooseFile}
          isChanging={isChanging}
          isRequired={eventId === null || hasImage}
          onChangingChange={setChanging}
        />
        <TextAreaField
          label="Full Description"
          maxLength={20_000}
          rows={8}
          hint="The whole story, shown on the event page."
          {...describe('full_description')}
        />
        <TextAreaField
          label="Short Description"
          maxLength={500}
          rows={3}
          className="min-h-24"
          hint="One or two sentences for event cards (at most 500 characters)."
          {...describe('short_description')}
        />
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="ghost" size="lg" onClick={discard} disabled={isBusy}>
            Discard
          </Button>
          <ButtonLink to={backTo} variant="outline" size="lg">
            <ArrowLeftIcon className="size-5" />
            Back
          </ButtonLink>
        </div>
        {eventId === null ? (
          <Button type="submit" size="lg" isBusy={createEvent.isPending} busyLabel="Creating...">
            Create Event
          </Button>
        ) : (
          <Button
            type="submit"
            size="lg"
            isBusy={updateEvent.isPending || isChecking}
            busyLabel="Updating..."
          >
            Update Event
          </Button>
        )}
      </div>
      {pending && (
        <NotifyHoldersDialog holders={pending.holders} onAnswer={answer} onClose={() => setPending(null)} />
      )}
    </form>
  );
}
