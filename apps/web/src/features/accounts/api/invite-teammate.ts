import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteTeammateInput } from '@tiketi/contract/accounts';
import { anyMessage, apiRequest } from '@/lib/api-client';
import { teamQueryOptions } from './get-team';

/**
 * `POST v1/register`: 201 emails the teammate a code and returns 'Invitation sent to …'; 403 for a
 * teammate who is not the owner; 409 when the email already has an account.
 */
export async function inviteTeammate(input: InviteTeammateInput): Promise<string> {
  const response = await apiRequest({
    path: 'v1/register',
    method: 'POST',
    body: input,
    schema: anyMessage,
    side: 'organizer',
  });
  return response.statusDescription;
}

/** Invites, then refreshes the team list so the new invite shows. */
export function useInviteTeammate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeammate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey });
    },
  });
}
