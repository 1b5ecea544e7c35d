import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { makeTestImage } from './make-test-image';
import { sniffImage } from './sniff-image';

function refusal(bytes: Buffer): unknown {
  try {
    sniffImage(bytes);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('sniffImage', () => {
  it('accepts a JPEG and a PNG by their bytes', async () => {
    expect(sniffImage(await makeTestImage({ width: 8, height: 8, format: 'jpeg' }))).toBe('jpeg');
    expect(sniffImage(await makeTestImage({ width: 8, height: 8, format: 'png' }))).toBe('png');
  });

  it('goes by content, not by what the file claims to be: PNG bytes are a PNG', async () => {
    // A PNG uploaded as "photo.jpg" with type image/jpeg: only the bytes count.
    const png = await makeTestImage({ width: 8, height: 8, format: 'png' });
    expect(sniffImage(png)).toBe('png');
  });

  it.each([
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')],
    ['WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['text', Buffer.from('just some text, not an image')],
    ['HTML', Buffer.from('<!doctype html><title>x</title>')],
    ['empty', Buffer.alloc(0)],
    ['a cut-off JPEG signature', Buffer.from([0xff, 0xd8])],
    ['a PNG signature with one byte wrong', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b])],
  ])('refuses %s with 415', (_name, bytes) => {
    const error = refusal(bytes);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      status: 415,
      message: 'Image must be a JPEG or PNG file',
    });
  });
});
