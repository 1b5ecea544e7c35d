/**
 * An M-Pesa number as people read it: '254712345678' becomes '+254 712 345 678'. Anything that is
 * not a 2547/2541 number is shown as it came.
 */
export function displayMsisdn(msisdn: string): string {
  const match = /^254([17]\d{2})(\d{3})(\d{3})$/.exec(msisdn.trim());
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : msisdn;
}
