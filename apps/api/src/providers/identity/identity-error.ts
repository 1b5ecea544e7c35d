/**
 * A sign-in the identity provider side could not complete: `rejected` when what came back is not
 * trustworthy (bad token, wrong state, refused code), `unavailable` when the issuer could not be
 * reached. The detail is for the log, never for the person.
 */
export class IdentityError extends Error {
  readonly reason: 'rejected' | 'unavailable';

  constructor(reason: 'rejected' | 'unavailable', detail: string, cause?: unknown) {
    super(detail, { cause });
    this.name = 'IdentityError';
    this.reason = reason;
  }
}
