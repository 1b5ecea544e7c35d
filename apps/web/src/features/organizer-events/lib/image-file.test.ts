import { describe, expect, it } from 'vitest';
import { checkChosenImage, checkImageFile, isJpegOrPng } from './image-file';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00];

/** A file of these first bytes, padded to `size`, with whatever type the browser guessed. */
const file = (head: number[], type = '', size = 2048) => {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new Blob([bytes], { type });
};

describe('checkImageFile', () => {
  it('needs an image only when one is required', () => {
    expect(checkImageFile(null, true)).toBe('Image is required');
    expect(checkImageFile({ size: 0 }, true)).toBe('Image is required');
    expect(checkImageFile(null, false)).toBeNull();
  });

  it('accepts up to 10 MB and refuses more in the server’s words', () => {
    expect(checkImageFile({ size: 10 * 1024 * 1024 }, true)).toBeNull();
    expect(checkImageFile({ size: 10 * 1024 * 1024 + 1 }, true)).toBe('Image must be at most 10 MB');
  });
});

describe('checkChosenImage', () => {
  it('accepts a real JPEG or PNG whatever the browser guessed from its name', async () => {
    // A photo saved without an extension: the browser reports no type at all.
    expect(await checkChosenImage(file(JPEG_HEAD, ''))).toBeNull();
    expect(await checkChosenImage(file(PNG_HEAD, ''))).toBeNull();
    expect(await checkChosenImage(file(PNG_HEAD, 'application/octet-stream'))).toBeNull();
    expect(await checkChosenImage(file(JPEG_HEAD, 'image/jpeg'))).toBeNull();
  });

  it('refuses other bytes even when named and typed as an image', async () => {
    const text = [...new TextEncoder().encode('hello, not an image')];
    expect(await checkChosenImage(file(text, 'image/png'))).toBe('Image must be a JPEG or PNG file');
    const gif = [...new TextEncoder().encode('GIF89a')];
    expect(await checkChosenImage(file(gif, 'image/gif'))).toBe('Image must be a JPEG or PNG file');
  });

  it('refuses a file larger than 10 MB before reading it', async () => {
    expect(await checkChosenImage(file(PNG_HEAD, 'image/png', 10 * 1024 * 1024 + 1))).toBe(
      'Image must be at most 10 MB',
    );
  });
});

describe('isJpegOrPng', () => {
  it('knows the two signatures and nothing shorter', () => {
    expect(isJpegOrPng(new Uint8Array(JPEG_HEAD))).toBe(true);
    expect(isJpegOrPng(new Uint8Array(PNG_HEAD))).toBe(true);
    expect(isJpegOrPng(new Uint8Array([0xff, 0xd8]))).toBe(false);
    expect(isJpegOrPng(new Uint8Array(PNG_HEAD.slice(0, 7)))).toBe(false);
    expect(isJpegOrPng(new Uint8Array())).toBe(false);
  });
});
