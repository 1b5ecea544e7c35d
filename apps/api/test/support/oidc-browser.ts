import type { AppInstance } from '../../src/app-types';

interface Page {
  status: number;
  url: string;
  location: string | null;
  body: string;
}

/**
 * Just enough browser for an OpenID Connect round trip: a cookie jar per host, form posts, and
 * redirects followed by hand until the provider sends the browser back to the platform. Requests
 * to `appOrigin` go to the app in-process (inject); everything else over real HTTP.
 */
export function createOidcBrowser(options: { app?: AppInstance; appOrigin?: string } = {}) {
  const jar = new Map<string, Map<string, string>>();

  const cookieHeader = (url: URL) =>
    [...(jar.get(url.host) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');

  const keep = (url: URL, setCookies: string[]) => {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a),
      );
      if (expired) cookies.delete(name);
      else cookies.set(name, value.join('='));
    }
    jar.set(url.host, cookies);
  };

  async function request(address: string, form?: Record<string, string>): Promise<Page> {
    const url = new URL(address);
    const headers: Record<string, string> = { accept: 'text/html' };
    const cookie = cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    const body = form ? new URLSearchParams(form).toString() : undefined;
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const method = form ? 'POST' : 'GET';
    if (options.app && url.origin === options.appOrigin) {
      const response = await options.app.inject({
        method,
        url: `${url.pathname}${url.search}`,
        headers: { ...headers, host: url.host },
        payload: body,
      });
      const setCookie = response.headers['set-cookie'];
      keep(url, setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]);
      const location = response.headers.location;
      return {
        status: response.statusCode,
        url: url.href,
        location: typeof location === 'string' ? new URL(location, url).href : null,
        body: response.body,
      };
    }
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    keep(url, response.headers.getSetCookie());
    const location = response.headers.get('location');
    return {
      status: response.status,
      url: url.href,
      location: location ? new URL(location, url).href : null,
      body: await response.text(),
    };
  }

  /** Follows redirects until a page renders or the browser is sent to `stopAt`. */
  async function follow(first: Page, stopAt: string): Promise<Page | { returnedTo: URL }> {
    let page = first;
    for (let hops = 0; hops < 20; hops += 1) {
      if (!page.location) return page;
      if (page.location.startsWith(stopAt)) return { returnedTo: new URL(page.location) };
      page = await request(page.location);
    }
    throw new Error('too many redirects');
  }

  /**
   * Opens the provider's sign-in address, fills its login form with `fields` and returns where the
   * provider sent the browser back to (the platform's /login or /signup with code and state).
   */
  async function signInAt(authorizationUrl: string, returnPrefix: string, fields: Record<string, string>) {
    const landed = await follow(await request(authorizationUrl), returnPrefix);
    if ('returnedTo' in landed) return landed.returnedTo;
    const action = /<form[^>]*action="([^"]+)"/.exec(landed.body)?.[1]?.replace(/&amp;/g, '&');
    if (landed.status !== 200 || !action) {
      throw new Error(
        `expected the provider's login page, got ${landed.status}: ${landed.body.slice(0, 300)}`,
      );
    }
    const submitted = await follow(await request(new URL(action, landed.url).href, fields), returnPrefix);
    if ('returnedTo' in submitted) return submitted.returnedTo;
    throw new Error(`the provider did not return: ${submitted.status} ${submitted.body.slice(0, 300)}`);
  }

  return { request, signInAt, cookieHeader };
}
