import { describe, expect, it } from 'vitest';
import { senderNamed } from './send-due-mail';

describe('senderNamed', () => {
  it("keeps MAIL_FROM's address under the organisation's name", () => {
    expect(senderNamed('Lakeside Events', 'Tiketi <no-reply@tiketi.example>')).toBe(
      '"Lakeside Events" <no-reply@tiketi.example>',
    );
    expect(senderNamed('Lakeside Events', 'no-reply@tiketi.example')).toBe(
      '"Lakeside Events" <no-reply@tiketi.example>',
    );
  });

  it('quotes what would end the name, and drops line breaks that would start a header', () => {
    expect(senderNamed('The "Best" \\ Club', 'Tiketi <a@b.example>')).toBe(
      '"The \\"Best\\" \\\\ Club" <a@b.example>',
    );
    expect(senderNamed('Evil\r\nBcc: victim@example.com', 'Tiketi <a@b.example>')).toBe(
      '"Evil Bcc: victim@example.com" <a@b.example>',
    );
  });
});
