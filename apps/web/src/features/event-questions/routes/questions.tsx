import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { formatZonedTime } from '@tiketi/contract/time-zones';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { EVENT_NOT_FOUND, LoadState, NotFound } from '@/components/ui/load-state';
import { ScreenHeader } from '@/components/ui/screen-header';
import { useEventQuestions } from '@/lib/event-questions';
import { useOrganizerEvent } from '@/lib/organizer-event';
import { paths } from '@/lib/paths';
import { useDeleteQuestion, useSaveQuestion } from '../api/questions';
import { HolderSettingsForm } from '../components/holder-settings-form';
import { QuestionDialog } from '../components/question-dialog';
import { QuestionList } from '../components/question-list';
import { parseEventId } from '../lib/event-id';
import { inOrder, type ListedQuestion } from '../lib/question-facts';
import { questionInputOf } from '../lib/question-form';

type Open = { kind: 'new' } | { kind: 'edit'; question: ListedQuestion } | null;

function QuestionsSection({ event }: { event: OrganizerEvent }) {
  const list = useEventQuestions(event.id);
  const save = useSaveQuestion(event.id);
  const remove = useDeleteQuestion(event.id);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  const [isMoving, setMoving] = useState(false);
  const failed = (error: Error) => setNotice({ type: 'error', text: error.message });

  if (list.isPending || list.isError) {
    return <LoadState query={list} label="the questions" notFound={EVENT_NOT_FOUND} />;
  }
  const questions = inOrder(list.data.data);

  // Two questions trade places: each takes the other's position.
  const move = async (question: ListedQuestion, by: -1 | 1) => {
    const index = questions.indexOf(question);
    const other = questions[index + by];
    if (!other) return;
    setNotice(null);
    setMoving(true);
    try {
      const equal = other.position === question.position;
      const to = equal ? index + by : other.position;
      const back = equal ? index : question.position;
      await save.mutateAsync({ questionId: question.id, input: questionInputOf(question, { position: to }) });
      await save.mutateAsync({ questionId: other.id, input: questionInputOf(other, { position: back }) });
      setNotice({ type: 'success', text: `${question.label} moved ${by < 0 ? 'up' : 'down'}.` });
    } catch (error) {
      failed(error as Error);
    } finally {
      setMoving(false);
    }
  };
  const toggleHidden = (question: ListedQuestion) => {
    setNotice(null);
    save.mutate(
      { questionId: question.id, input: questionInputOf(question, { hidden: !question.hidden }) },
      {
        onSuccess: () =>
          setNotice({
            type: 'success',
            text: question.hidden ? `${question.label} is asked again.` : `${question.label} is hidden.`,
          }),
        onError: failed,
      },
    );
  };
  const deleteQuestion = (question: ListedQuestion) => {
    setNotice(null);
    remove.mutate(question.id, {
      onSuccess: () => setNotice({ type: 'success', text: `${question.label} deleted.` }),
      onError: failed,
    });
  };

  let body: ReactNode;
  if (questions.length === 0) {
    body = (
      <p className="rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-700">
        No questions yet. Ask buyers what you need to know, such as diets or T-shirt sizes.
      </p>
    );
  } else {
    body = (
      <QuestionList
        questions={questions}
        ticketTypes={event.tickets}
        isBusy={isMoving || save.isPending || remove.isPending}
        onMove={move}
        onEdit={(question) => setOpen({ kind: 'edit', question })}
        onToggleHidden={toggleHidden}
        onDelete={deleteQuestion}
      />
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="questions-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="questions-title" className="text-lg font-bold text-slate-950">
            Checkout questions
          </h2>
          <Button onClick={() => setOpen({ kind: 'new' })}>Add a question</Button>
        </div>
        <FormAlert alert={notice} />
        {body}
      </section>
      {/* Not rebuilt when a save brings the settings back: it holds them already, and its message. */}
      <HolderSettingsForm eventId={event.id} timeZone={event.time_zone} saved={list.data.settings} />
      {open && (
        <QuestionDialog
          eventId={event.id}
          ticketTypes={event.tickets}
          question={open.kind === 'edit' ? open.question : null}
          onClose={() => setOpen(null)}
          onSaved={(label) => {
            setOpen(null);
            setNotice({ type: 'success', text: `${label} saved.` });
          }}
        />
      )}
    </div>
  );
}

function QuestionsScreen({ eventId }: { eventId: number }) {
  const event = useOrganizerEvent(eventId);
  if (event.isPending || event.isError) {
    return <LoadState query={event} label="the event" notFound={EVENT_NOT_FOUND} />;
  }
  const shown = event.data;
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Questions"
        documentTitle={`Questions · ${shown.title}`}
        intro={
          <>
            <span className="block font-semibold break-words text-slate-900">{shown.title}</span>
            <span className="block text-sm">
              {formatZonedTime(shown.start_time, shown.time_zone)} · {shown.location}
            </span>
          </>
        }
        actions={
          <>
            <ButtonLink to={paths.organizer.orders(shown.id)} variant="outline">
              Orders
            </ButtonLink>
            <ButtonLink to={paths.organizer.tickets(shown.id)} variant="outline">
              Tickets
            </ButtonLink>
          </>
        }
      />
      <QuestionsSection event={shown} />
    </div>
  );
}

/** Issue 16: an event's checkout questions and names per ticket (organizer route /organizer/questions/:id). */
export default function QuestionsRoute() {
  const eventId = parseEventId(useParams().id);
  if (eventId === null) return <NotFound {...EVENT_NOT_FOUND} />;
  return <QuestionsScreen key={eventId} eventId={eventId} />;
}
