declare module 'fxa-common-password-list' {
  /** True when the password is on Mozilla's list of 50,000 common passwords of 8 characters or more. */
  const commonPasswords: { test(password: string): boolean };
  export default commonPasswords;
}
