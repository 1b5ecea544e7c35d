import { envelopeOf } from '@tiketi/contract/envelope';
import { eventIdParams } from '@tiketi/contract/events';
import {
  holderSettings,
  holderSettingsInput,
  question,
  questionInput,
  questionList,
} from '@tiketi/contract/questions';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import { registerCorrectionRoutes } from './correction-routes';
import { saveHolderSettings } from './holder-settings';
import { createQuestion, deleteQuestionOf, listQuestions, updateQuestionOf } from './manage-questions';

const tags = ['questions'];
const questionParams = eventIdParams.extend({ qid: eventIdParams.shape.id });
const listedQuestion = z.object({ data: question.extend({ answers: z.number().int() }) });

/**
 * Issue 16: an event's checkout questions and holder settings, for any member of the organisation
 * that owns it. `…/questions/settings` is a static route, so Fastify never reads 'settings' as a
 * question id.
 */
export function registerQuestionRoutes(app: AppInstance) {
  const { deps } = app;

  organizerRoutes(app, (scope) => {
    scope.get(
      '/api/v1/event/:id/questions',
      {
        schema: {
          tags,
          summary:
            "The event's checkout questions (hidden ones too) with their answers, and the ticket-holder settings",
          headers,
          params: eventIdParams,
          response: { 200: envelopeOf(questionList) },
        },
      },
      async (request) =>
        envelope(200, await listQuestions(deps, request.organizer, request.params.id), 'Questions'),
    );

    scope.post(
      '/api/v1/event/:id/questions',
      {
        schema: {
          tags,
          summary: 'Add a checkout question to the event',
          headers,
          params: eventIdParams,
          body: questionInput,
          response: { 201: envelopeOf(listedQuestion) },
        },
      },
      async (request, reply) => {
        const created = await createQuestion(deps, request.organizer, request.params.id, request.body);
        return reply.code(201).send(envelope(201, { data: created }, 'Question added'));
      },
    );

    scope.put(
      '/api/v1/event/:id/questions/settings',
      {
        schema: {
          tags,
          summary:
            'Whether each ticket carries its holder’s name and email, and until when buyers may correct names',
          headers,
          params: eventIdParams,
          body: holderSettingsInput,
          response: { 200: envelopeOf(holderSettings) },
        },
      },
      async (request) =>
        envelope(
          200,
          await saveHolderSettings(deps, request.organizer, request.params.id, request.body),
          'Ticket holder settings saved',
        ),
    );

    scope.put(
      '/api/v1/event/:id/questions/:qid',
      {
        schema: {
          tags,
          summary:
            'Change, reorder or hide a question; an answered one keeps its type and the options its answers use',
          headers,
          params: questionParams,
          body: questionInput,
          response: { 200: envelopeOf(listedQuestion) },
        },
      },
      async (request) => {
        const { id, qid } = request.params;
        const updated = await updateQuestionOf(deps, request.organizer, id, qid, request.body);
        return envelope(200, { data: updated }, 'Question saved');
      },
    );

    scope.delete(
      '/api/v1/event/:id/questions/:qid',
      {
        schema: {
          tags,
          summary: 'Delete a question nobody answered (hide an answered one instead)',
          headers,
          params: questionParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const { id, qid } = request.params;
        await deleteQuestionOf(deps, request.organizer, id, qid);
        return envelope(200, null, 'Question deleted');
      },
    );
  });

  registerCorrectionRoutes(app);
}
