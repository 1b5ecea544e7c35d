/** User-facing texts fixed by the spec (sections 2, 5 and 8). Screens and server use these. */
export const MESSAGES = {
  allFieldsRequired: 'All fields are required',
  imageRequired: 'Image is required',
  acceptTerms: 'Accept terms of service to proceed',
  passwordMismatch: 'Password do not match',
  pickTicket: 'Pick a ticket to book this event',
  personalDetailsRequired: 'Personal details is required to proceed with payment',
  errorTitle: 'Error!',
  registrationNotice: 'Registration successfully. Verification code has been send to your email address',
  processing: 'Processing...',
  paymentSucceeded: 'Payment succeeded!',
  paymentProcessing: 'Your payment is processing.',
  paymentFailed: 'Your payment was not successful, please try again.',
  somethingWrong: 'Something went wrong.',
  unexpectedError: 'An unexpected error occurred.',
} as const;
