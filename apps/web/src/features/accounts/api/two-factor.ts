import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TwoFactorDisableInput,
  type TwoFactorVerifyInput,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  twoFactorStatus,
} from '@tiketi/contract/two-factor';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';
import { requestSignIn } from '@/lib/sign-in';
import { holdSignedIn } from './hold-signed-in';

const statusQuery = () =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'two-factor'],
    queryFn: async ({ signal }) =>
      (await apiRequest({ path: 'v1/auth/2fa', schema: twoFactorStatus, side: 'organizer', signal })).message,
  });

/** `GET v1/auth/2fa`: whether the signed-in organiser signs in with a code too. */
export function useTwoFactorStatus() {
  return useQuery(statusQuery());
}

/** `POST v1/auth/2fa/setup`: a new secret and its otpauth:// URI. */
export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest({
          path: 'v1/auth/2fa/setup',
          method: 'POST',
          body: {},
          schema: twoFactorSetup,
          side: 'organizer',
        })
      ).message,
  });
}

/** `POST v1/auth/2fa/enable`: answers the recovery codes, once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await apiRequest({
          path: 'v1/auth/2fa/enable',
          method: 'POST',
          body: { code },
          schema: twoFactorRecoveryCodes,
          side: 'organizer',
        })
      ).message.recovery_codes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusQuery().queryKey }),
  });
}

/** `POST v1/auth/2fa/disable` with the password or a code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TwoFactorDisableInput) => {
      await apiRequest({
        path: 'v1/auth/2fa/disable',
        method: 'POST',
        body: input,
        schema: z.null(),
        side: 'organizer',
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusQuery().queryKey }),
  });
}

/** `POST v1/auth/2fa/verify`: the 'Two-factor code' step; stores the session like sign-in. */
export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: (input: TwoFactorVerifyInput) => requestSignIn('v1/auth/2fa/verify', input),
    onSuccess: holdSignedIn,
  });
}
