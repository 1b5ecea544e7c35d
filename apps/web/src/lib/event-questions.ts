import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionList } from '@tiketi/contract/questions';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

/** The path of an event's questions, or of one of them. */
export const questionsPath = (eventId: number, rest?: number | 'settings') =>
  `v1/event/${eventId}/questions${rest === undefined ? '' : `/${rest}`}`;

/**
 * Issue 16, `GET v1/event/{id}/questions`: every question of the event (hidden ones too) with how
 * many answers each has, and whether tickets carry names and emails. Read by the questions screen
 * and by the order detail's answer corrections, under one key.
 */
export const eventQuestionsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'questions', eventId],
    queryFn: async ({ signal }) => {
      const response = await apiRequest({
        path: questionsPath(eventId),
        schema: questionList,
        side: 'organizer',
        signal,
      });
      return response.message;
    },
  });

export function useEventQuestions(eventId: number | null) {
  return useQuery({ ...eventQuestionsQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
