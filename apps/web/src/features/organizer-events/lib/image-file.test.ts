import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-file';

const file = (size: number, type: string) => ({ size, type });

describe('checkImageFile', () => {
  it('needs an image only when one is required', () => {
    expect(checkImageFile(null, true)).toBe('Image is required');
    expect(checkImageFile(file(0, 'image/png'), true)).toBe('Image is required');
    expect(checkImageFile(null, false)).toBeNull();
  });

  it('accepts a JPEG or PNG up to 10 MB', () => {
    expect(checkImageFile(file(10 * 1024 * 1024, 'image/jpeg'), true)).toBeNull();
    expect(checkImageFile(file(2048, 'image/png'), false)).toBeNull();
  });

  it('refuses other types and larger files in the server’s words', () => {
    expect(checkImageFile(file(2048, 'image/gif'), true)).toBe('Image must be a JPEG or PNG file');
    expect(checkImageFile(file(10 * 1024 * 1024 + 1, 'image/png'), true)).toBe('Image must be at most 10 MB');
  });
});
