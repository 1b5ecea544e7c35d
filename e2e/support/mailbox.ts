import { type APIRequestContext, expect } from '@playwright/test';
import { defined } from './defined';

/** The code in the newest mail to an address, read from the development mailbox. */
export async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()).message.data as { text: string }[];
      code = mails.map((mail) => /Your code: (\d{6})/.exec(mail.text)?.[1]).find(Boolean);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return defined(code, 'code');
}
