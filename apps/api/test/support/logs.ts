import type { PaymentLog } from '../../src/providers/payments/stripe-payment-provider';

/** A logger that says nothing, for code under test that needs one (payment providers, use cases). */
export const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

/** A payment provider's logger that keeps each line, for asserting what a provider reported. */
export function createPaymentRecordingLog() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const log: PaymentLog = {
    error: (details, message) => lines.push({ level: 'error', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
  return { log, lines };
}
