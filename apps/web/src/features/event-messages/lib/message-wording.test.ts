import { describe, expect, it } from 'vitest';
import { audienceOf, recipientsLine, remainingLine } from './message-wording';

const types = [
  { id: 11, name: 'VIP' },
  { id: 12, name: 'Regular' },
];

describe('message wording', () => {
  it('says how many messages are left today', () => {
    expect(remainingLine(3)).toBe('You can send 3 more messages today.');
    expect(remainingLine(1)).toBe('You can send 1 more message today.');
    expect(remainingLine(0)).toBe('You can send no more messages today. Try again tomorrow.');
  });

  it('counts the recipients', () => {
    expect(recipientsLine(42)).toBe('Sent to 42 ticket holders');
    expect(recipientsLine(1)).toBe('Sent to 1 ticket holder');
  });

  it('names the audience by ticket type, or everyone', () => {
    expect(audienceOf({ ticket_type_ids: [] }, types)).toBe('All ticket holders');
    expect(audienceOf({ ticket_type_ids: [12, 11] }, types)).toBe('Holders of Regular, VIP');
    expect(audienceOf({ ticket_type_ids: [11, 99] }, types)).toBe('Holders of VIP, a removed ticket type');
  });
});
