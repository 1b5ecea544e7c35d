import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../mail';
import type { CodePurpose } from './codes';
import { CODE_TTL_MINUTES } from './codes';

export interface CodeEmail {
  platformName: string;
  to: string;
  firstName: string;
  code: string;
  purpose: CodePurpose;
  /** Where the person enters the code. */
  link: string;
  organizationName?: string;
  invitedBy?: string;
}

const validity = (minutes: number) =>
  minutes >= 24 * 60 ? `${minutes / (24 * 60)} days` : `${minutes} minutes`;

/** The email that carries a one-time code: verification, recovery or a teammate invitation. */
export function buildCodeEmail(email: CodeEmail): MailMessage {
  const valid = validity(CODE_TTL_MINUTES[email.purpose]);
  const intro = {
    verify: `Welcome to ${email.platformName}! Use this code to verify your organiser account and choose your password.`,
    recover: `We received a request to reset the password of your ${email.platformName} host account. Use this code to choose a new password.`,
    invite: `${email.invitedBy ?? 'Your team'} invited you to manage events for ${email.organizationName ?? 'their organisation'} on ${email.platformName}. Use this code to set your password and join them.`,
  }[email.purpose];
  const subject = {
    verify: `Your ${email.platformName} verification code: ${email.code}`,
    recover: `Your ${email.platformName} password reset code: ${email.code}`,
    invite: `You're invited to ${email.organizationName ?? email.platformName} on ${email.platformName}`,
  }[email.purpose];
  const ignore =
    email.purpose === 'invite'
      ? 'If you were not expecting this invitation, you can ignore this email.'
      : 'If you did not ask for this, you can ignore this email; your account stays as it is.';
  const text = [
    `Hello ${email.firstName},`,
    '',
    intro,
    '',
    `Your code: ${email.code}`,
    `It is valid for ${valid} and can be used once.`,
    '',
    `Enter it here: ${email.link}`,
    '',
    ignore,
    '',
    `The ${email.platformName} team`,
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f5f5fa;font-family:Arial,Helvetica,sans-serif;color:#1e1b4b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:20px;font-weight:bold;color:#4338ca">${escapeHtml(email.platformName)}</td></tr>
<tr><td style="padding-top:24px;font-size:16px">Hello ${escapeHtml(email.firstName)},</td></tr>
<tr><td style="padding-top:12px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</td></tr>
<tr><td align="center" style="padding:24px 0"><div style="display:inline-block;font-size:32px;letter-spacing:8px;font-weight:bold;background:#eef2ff;border-radius:8px;padding:12px 24px">${escapeHtml(email.code)}</div></td></tr>
<tr><td style="font-size:14px;color:#4b5563">It is valid for ${escapeHtml(valid)} and can be used once.</td></tr>
<tr><td style="padding-top:20px"><a href="${escapeHtml(email.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">Enter the code</a></td></tr>
<tr><td style="padding-top:24px;font-size:13px;color:#6b7280">${escapeHtml(ignore)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to: email.to, subject, text, html };
}
