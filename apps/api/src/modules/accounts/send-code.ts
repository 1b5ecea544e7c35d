import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail';
import { buildCodeEmail, type CodeEmail } from './code-email';
import { issueCode } from './codes';

/**
 * Issues the user a new one-time code for this purpose (an earlier one stops working) and queues
 * the email that carries it, in the caller's transaction so neither happens without the other.
 */
export async function sendCode(
  tx: DbOrTx,
  platformName: string,
  user: { id: number; email: string; firstName: string },
  email: Omit<CodeEmail, 'platformName' | 'to' | 'firstName' | 'code'>,
): Promise<void> {
  const code = await issueCode(tx, user.id, email.purpose);
  await enqueueMail(
    tx,
    buildCodeEmail({ platformName, to: user.email, firstName: user.firstName, code, ...email }),
  );
}
