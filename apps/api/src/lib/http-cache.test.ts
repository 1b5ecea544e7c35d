import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { carriesCredentials, etagOf, isNoneMatchHit, publicCacheControl } from './http-cache';
import { PublicCache } from './public-cache';

describe('If-None-Match (RFC 9110 13.1.2)', () => {
  const etag = etagOf('{"status":200}');
  it('matches the tag, a list holding it, its weak form and *', () => {
    for (const header of [etag, `"a", ${etag}`, `W/"a",W/${etag}`, ` * `]) {
      expect(isNoneMatchHit(header, etag), header).toBe(true);
    }
  });
  it('does not match other tags, a tag cut short or no header', () => {
    for (const header of [undefined, '', '"a", W/"b"', etag.slice(0, -2), etag.slice(1, -1)]) {
      expect(isNoneMatchHit(header, etag), String(header)).toBe(false);
    }
  });
});

describe('publicCacheControl', () => {
  it('ties max-age to the micro-cache, in whole seconds', () => {
    expect(publicCacheControl(2000)).toBe('public, max-age=2, stale-while-revalidate=10');
    expect(publicCacheControl(1500)).toBe('public, max-age=2, stale-while-revalidate=10');
    expect(publicCacheControl(0)).toBe('public, no-cache');
  });
});

describe('carriesCredentials', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
  it('sees a session token or any Authorization, but not the empty Auth header of public calls', () => {
    expect(carriesCredentials(request({ auth: 'token' }))).toBe(true);
    expect(carriesCredentials(request({ authorization: 'Basic eDp5' }))).toBe(true);
    expect(carriesCredentials(request({ auth: ' ' }))).toBe(false);
    expect(carriesCredentials(request({}))).toBe(false);
  });
});

describe('PublicCache.peek and alias', () => {
  it('answers a loaded entry at once under both keys, until it expires or is cleared', async () => {
    const cache = new PublicCache(60_000);
    const loading = cache.getOrLoad('key', async () => 'value');
    expect(cache.peek('key')).toBeUndefined();
    await loading;
    cache.alias('url', 'key');
    expect(cache.peek('key')).toBe('value');
    expect(cache.peek('url')).toBe('value');
    cache.clear();
    expect(cache.peek('url')).toBeUndefined();
  });

  it('keeps nothing when it is off, and never aliases a failed load', async () => {
    const off = new PublicCache(0);
    await off.getOrLoad('key', async () => 'value');
    off.alias('url', 'key');
    expect(off.peek('url')).toBeUndefined();
    const cache = new PublicCache(60_000);
    await expect(cache.getOrLoad('key', async () => Promise.reject(new Error('down')))).rejects.toThrow();
    cache.alias('url', 'key');
    expect(cache.peek('url')).toBeUndefined();
  });

  it('keeps aliases apart, so that many junk URLs never push an entry out', async () => {
    const cache = new PublicCache(60_000, 2);
    await cache.getOrLoad('key', async () => 'value');
    for (const junk of ['url?x=1', 'url?x=2', 'url?x=3']) cache.alias(junk, 'key');
    expect(cache.peek('key')).toBe('value');
    expect(cache.peek('url?x=3')).toBe('value');
  });
});
