import { escapeHtml } from '../../lib/escape-html';

const styles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #fff7ed; color: #1c1917; }
  main { max-width: 34rem; margin: 0 auto; padding: 2rem 1rem 3rem; }
  h1 { font-size: 1.6rem; margin: 0 0 1rem; }
  .banner { background: #fde68a; border: 2px solid #b45309; border-radius: .5rem; padding: .75rem 1rem; }
  .banner strong { display: block; font-size: 1.05rem; letter-spacing: .02em; }
  form { background: #fff; border: 1px solid #e7e5e4; border-radius: .75rem; padding: 1.25rem; margin-top: 1.25rem; }
  label { display: block; font-weight: 600; margin: .9rem 0 .25rem; }
  input[type=email], input[type=text] { box-sizing: border-box; width: 100%; font: inherit; padding: .55rem .7rem;
    border: 1px solid #a8a29e; border-radius: .4rem; }
  .check { display: flex; gap: .5rem; align-items: flex-start; font-weight: 400; }
  .check input { margin-top: .35rem; }
  .hint { color: #57534e; font-size: .9rem; margin: .25rem 0 0; }
  .error { background: #fee2e2; border: 1px solid #b91c1c; color: #7f1d1d; border-radius: .4rem; padding: .5rem .75rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; flex-wrap: wrap; }
  button { font: inherit; font-weight: 600; border-radius: 999px; padding: .6rem 1.2rem; cursor: pointer; }
  .primary { background: #9a3412; color: #fff; border: 1px solid #9a3412; }
  .secondary { background: #fff; color: #1c1917; border: 1px solid #a8a29e; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const BANNER = `<div class="banner" role="note">
  <strong>DEVELOPMENT SIGN-IN — this is not Google.</strong>
  This server has no identity provider configured (OIDC_ISSUER is not set), so this page lets you
  sign in as any email address, without a password. It exists so the platform can be tried on your
  own machine: it answers only there (localhost), and a server started with PRODUCTION=true refuses
  to run this way.
</div>`;

export interface DevSignInForm {
  email: string;
  name: string;
  isEmailVerified: boolean;
}

/** The development issuer's sign-in page: a self-contained form (inline CSS, no scripts), every value escaped. */
export function renderDevSignInPage(options: { action: string; form: DevSignInForm; error: string | null }) {
  const { form } = options;
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return page(
    'Development sign-in (not Google)',
    `<h1>Development sign-in</h1>
${BANNER}
<form method="post" action="${escapeHtml(options.action)}">
  ${error}
  <p>Sign in to the platform as a test attendee. Type any email address.</p>
  <label for="email">Email address</label>
  <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(form.email)}">
  <label for="name">Name (optional)</label>
  <input id="name" name="name" type="text" autocomplete="name" maxlength="100" value="${escapeHtml(form.name)}">
  <label class="check"><input type="checkbox" name="email_verified" value="yes"${form.isEmailVerified ? ' checked' : ''}>
    <span>Treat this address as verified by the identity provider</span></label>
  <p class="hint">With a verified address, paid bookings made as a guest with the same address become this attendee's.</p>
  <div class="actions">
    <button class="primary" type="submit" name="action" value="sign-in">Sign in (development)</button>
    <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
  </div>
</form>`,
  );
}

/** A dead end of the development issuer (expired interaction, refused request), with a way back. */
export function renderDevIssuerMessage(title: string, text: string): string {
  return page(
    `${title} · Development sign-in`,
    `<h1>${escapeHtml(title)}</h1>
${BANNER}
<p>${escapeHtml(text)}</p>
<p><a href="/login">Back to sign in</a></p>`,
  );
}

/**
 * What everyone not on the server's own machine gets instead of the development issuer: no form,
 * and what the operator must set.
 */
export function renderDevIssuerRefusal(): string {
  return page(
    'Sign-in is not configured',
    `<h1>Sign-in is not configured on this server</h1>
<p>This server has no identity provider configured, so attendees cannot sign in here yet. Its
development sign-in answers only on the server's own machine (localhost).</p>
<p>To the operator: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (for Google,
OIDC_ISSUER=https://accounts.google.com) and restart the server. See
docs/decisions/012-attendee-identity.md.</p>
<p><a href="/">Back to the events</a></p>`,
  );
}
