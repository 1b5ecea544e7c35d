import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyMessage, apiRequest } from '@/lib/api-client';
import { teamQueryOptions } from './get-team';

/** `DELETE v1/admin/teammates/:id` (remove or cancel) and `POST …/:id/resend`, owner only. */
export function useManageTeammate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'remove' | 'resend' }) => {
      const response = await apiRequest({
        path: action === 'remove' ? `v1/admin/teammates/${id}` : `v1/admin/teammates/${id}/resend`,
        method: action === 'remove' ? 'DELETE' : 'POST',
        body: action === 'remove' ? undefined : {},
        schema: anyMessage,
        side: 'organizer',
      });
      return response.statusDescription;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  });
}
