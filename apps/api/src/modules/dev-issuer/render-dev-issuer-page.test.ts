import { describe, expect, it } from 'vitest';
import { renderDevIssuerMessage, renderDevSignInPage } from './render-dev-issuer-page';

describe('the development sign-in page', () => {
  it('says it is not Google, and escapes everything a tester typed', () => {
    const html = renderDevSignInPage({
      action: '/dev/oidc/interaction/abc?x="1"',
      form: { email: '"><script>alert(1)</script>', name: '<b>Ada</b>', isEmailVerified: false },
      error: '<img src=x>',
    });
    expect(html).toContain('DEVELOPMENT SIGN-IN — this is not Google.');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Ada</b>');
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('action="/dev/oidc/interaction/abc?x=&quot;1&quot;"');
    expect(html).not.toContain(' checked');
  });

  it('marks its dead ends as development too', () => {
    const html = renderDevIssuerMessage('This sign-in has expired', 'Start again <now>.');
    expect(html).toContain('DEVELOPMENT SIGN-IN');
    expect(html).toContain('Start again &lt;now&gt;.');
  });
});
