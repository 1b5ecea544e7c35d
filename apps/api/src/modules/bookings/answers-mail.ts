import { escapeHtml } from '../../lib/escape-html';
import type { BookingAnswers } from '../questions-read';

/**
 * Whether text the buyer typed may be carried into a mail. Whoever books a free ticket can have it
 * mailed to any address, so text that reads as a link or an address (mail clients would link it),
 * or that runs long, is left out, as the greeting leaves out such a name.
 */
export function isMailSafe(text: string): boolean {
  return text.length <= 200 && !/[\p{L}\d-]\.[\p{L}]{2,}/u.test(text) && !/[@\\<>]|:\/\/|www\./iu.test(text);
}

const WITHHELD = '(not shown in this mail)';
const shown = (typed: string) => {
  // A long answer's line breaks become spaces: one line per answer.
  const text = typed.replace(/\s+/g, ' ').trim();
  return isMailSafe(text) ? text : WITHHELD;
};

/**
 * The tickets' holders and the answers given at checkout, as short plain lines: 'Ticket 1,
 * Regular: Amina Njeri' with that ticket's answers under it, then the order's answers. Empty when
 * the event asked nothing.
 */
export function answerLines(answered: BookingAnswers | undefined): { heading: string; lines: string[] }[] {
  if (!answered) return [];
  const blocks: { heading: string; lines: string[] }[] = [];
  const named = answered.holders.filter((holder) => holder.name || holder.answers.length > 0);
  if (named.length > 0) {
    blocks.push({
      heading: 'Tickets',
      lines: named.flatMap((holder) => [
        `Ticket ${holder.number}, ${holder.ticket_name}${holder.name ? `: ${shown(holder.name)}` : ''}`,
        ...holder.answers.map((answer) => `  ${answer.label}: ${shown(answer.text)}`),
      ]),
    });
  }
  if (answered.answers.length > 0) {
    blocks.push({
      heading: 'Your answers',
      lines: answered.answers.map((answer) => `${answer.label}: ${shown(answer.text)}`),
    });
  }
  return blocks;
}

/** The same blocks as text lines, each followed by a blank line. */
export const answersText = (answered: BookingAnswers | undefined): string[] =>
  answerLines(answered).flatMap((block) => [block.heading, ...block.lines, '']);

/** The same blocks as rows of the mail's HTML table. */
export const answersHtml = (answered: BookingAnswers | undefined): string =>
  answerLines(answered)
    .map(
      (block) =>
        `<tr><td style="padding-top:20px;font-weight:bold">${escapeHtml(block.heading)}</td></tr>
<tr><td style="padding-top:6px;color:#4b5563">${block.lines
          .map((line) =>
            line.startsWith('  ')
              ? `<span style="padding-left:16px;display:inline-block">${escapeHtml(line.trim())}</span>`
              : escapeHtml(line),
          )
          .join('<br>')}</td></tr>`,
    )
    .join('\n');
