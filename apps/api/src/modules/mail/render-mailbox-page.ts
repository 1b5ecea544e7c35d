import { escapeHtml } from '../../lib/escape-html';
import type { MailboxMessage } from './find-mailbox-messages';

const styles = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  .banner { background: #fef3c7; border: 1px solid #f59e0b; border-radius: .5rem; padding: .75rem 1rem; }
  .meta { color: #52525b; margin: 1rem 0; }
  article { background: #fff; border: 1px solid #e4e4e7; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; margin: .5rem 0; }
  dt { color: #52525b; } dd { margin: 0; overflow-wrap: anywhere; }
  pre { background: #f4f4f5; border-radius: .375rem; padding: .75rem; white-space: pre-wrap; overflow-wrap: anywhere; }
  .status { display: inline-block; border-radius: 999px; padding: 0 .5rem; font-size: .85rem; }
  .sent { background: #dcfce7; color: #166534; } .pending { background: #e0f2fe; color: #075985; }
  .dead { background: #fee2e2; color: #991b1b; }
`;

function renderMessage(message: MailboxMessage): string {
  const attachments = message.attachments.length
    ? `<dt>Attachments</dt><dd>${message.attachments.map(escapeHtml).join(', ')}</dd>`
    : '';
  return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(message.to)}</dd>
    <dt>When</dt><dd><time datetime="${message.createdAt.toISOString()}">${formatTime(message.createdAt)}</time></dd>
    <dt>Status</dt><dd><span class="status ${message.status}">${escapeHtml(message.status)}</span></dd>
    ${attachments}
  </dl>
  <pre>${escapeHtml(message.text)}</pre>
</article>`;
}

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The development mailbox: a self-contained page (inline CSS, no scripts) where every value is escaped. */
export function renderMailboxPage(mailbox: { messages: MailboxMessage[]; total: number }): string {
  const list = mailbox.messages.length
    ? mailbox.messages.map(renderMessage).join('\n')
    : '<p>No mail yet. Messages the platform sends will appear here.</p>';
  const shown = Math.min(mailbox.messages.length, mailbox.total);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox</title>
<style>${styles}</style>
</head>
<body>
<main>
  <h1>Development mailbox</h1>
  <p class="banner" role="status">Development mailbox — mail is not really sent. Set SMTP_URL to send real email.</p>
  <p class="meta">Showing the latest ${shown} of ${mailbox.total} messages, newest first. <a href="/dev/mailbox">Refresh</a></p>
  ${list}
</main>
</body>
</html>
`;
}
