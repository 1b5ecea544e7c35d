import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolderSettingsInput, QuestionInput } from '@tiketi/contract/questions';
import { anyMessage, apiRequest } from '@/lib/api-client';
import { eventQuestionsQueryOptions, questionsPath } from '@/lib/event-questions';

/** Any change refreshes the list: positions and answer counts are the server's. */
function useQuestionMutation<T>(eventId: number, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventQuestionsQueryOptions(eventId).queryKey }),
  });
}

export interface QuestionSave {
  /** The question being changed; none for a new one. */
  questionId?: number;
  input: QuestionInput;
}

/** `POST v1/event/{id}/questions` (201), or `PUT …/{qid}` for an edit, a move or hide/show. */
export function useSaveQuestion(eventId: number) {
  return useQuestionMutation(eventId, async ({ questionId, input }: QuestionSave) => {
    await apiRequest({
      path: questionsPath(eventId, questionId),
      method: questionId === undefined ? 'POST' : 'PUT',
      body: input,
      schema: anyMessage,
      side: 'organizer',
    });
  });
}

/** `DELETE v1/event/{id}/questions/{qid}`: a question with answers answers 409 (hide it instead). */
export function useDeleteQuestion(eventId: number) {
  return useQuestionMutation(eventId, async (questionId: number) => {
    await apiRequest({
      path: questionsPath(eventId, questionId),
      method: 'DELETE',
      schema: anyMessage,
      side: 'organizer',
    });
  });
}

/** `PUT v1/event/{id}/questions/settings`: names and emails per ticket, and until when buyers correct names. */
export function useSaveHolderSettings(eventId: number) {
  return useQuestionMutation(eventId, async (input: HolderSettingsInput) => {
    await apiRequest({
      path: questionsPath(eventId, 'settings'),
      method: 'PUT',
      body: input,
      schema: anyMessage,
      side: 'organizer',
    });
  });
}
