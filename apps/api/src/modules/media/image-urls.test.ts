import { describe, expect, it } from 'vitest';
import { imageFieldsOf } from './image-urls';

const storage = { urlFor: (key: string) => `https://cdn.example.com/${key}` };

describe('imageFieldsOf', () => {
  it('picks the 960 variant and lists every width in order, whatever order they are stored in', () => {
    const variants = [
      { width: 1440, key: 'a-1440.webp' },
      { width: 480, key: 'a-480.webp' },
      { width: 2160, key: 'a-2160.webp' },
      { width: 960, key: 'a-960.webp' },
    ];
    expect(imageFieldsOf(variants, storage)).toEqual({
      image: 'https://cdn.example.com/a-960.webp',
      image_srcset:
        'https://cdn.example.com/a-480.webp 480w, https://cdn.example.com/a-960.webp 960w, ' +
        'https://cdn.example.com/a-1440.webp 1440w, https://cdn.example.com/a-2160.webp 2160w',
    });
  });

  it('falls back to the largest below 960, then to the smallest', () => {
    const small = [{ width: 300, key: 'b-300.webp' }];
    expect(imageFieldsOf(small, storage)).toEqual({
      image: 'https://cdn.example.com/b-300.webp',
      image_srcset: 'https://cdn.example.com/b-300.webp 300w',
    });
    const onlyLarge = [
      { width: 2160, key: 'c-2160.webp' },
      { width: 1440, key: 'c-1440.webp' },
    ];
    expect(imageFieldsOf(onlyLarge, storage).image).toBe('https://cdn.example.com/c-1440.webp');
  });

  it('gives nulls for an event without an image', () => {
    expect(imageFieldsOf(null, storage)).toEqual({ image: null, image_srcset: null });
    expect(imageFieldsOf(undefined, storage)).toEqual({ image: null, image_srcset: null });
    expect(imageFieldsOf([], storage)).toEqual({ image: null, image_srcset: null });
  });
});
