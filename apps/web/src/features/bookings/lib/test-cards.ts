/**
 * The cards the offline test provider answers (apps/api providers/payments/simulated-card-rules),
 * listed on its form so every outcome can be tried. Any future expiry and any CVC go with them.
 */
export const SIMULATED_TEST_CARDS: readonly { number: string; outcome: string }[] = [
  { number: '4242 4242 4242 4242', outcome: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Card declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
  { number: '4000 0000 0000 0077', outcome: 'Payment stays processing' },
  { number: '4000 0025 0000 3155', outcome: 'Asks you to confirm with your bank (3-D Secure)' },
];
