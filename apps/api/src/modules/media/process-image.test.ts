import { crc32 } from 'node:zlib';
import { IMAGE_MAX_BYTES } from '@tiketi/contract/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeTestImage } from './make-test-image';
import { processImage } from './process-image';

/** A real PNG whose header claims another size: what a decompression bomb looks like. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  // The IHDR checksum covers its type and data (bytes 12 to 28); fix it so the header stays valid.
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

async function sizesOf(variants: { body: Buffer }[]) {
  return Promise.all(
    variants.map(async (variant) => {
      const metadata = await sharp(variant.body).metadata();
      return { format: metadata.format, width: metadata.width, height: metadata.height };
    }),
  );
}

// sharp encodes several WebP variants per case: seconds on a loaded machine, not the default 5 s.
describe('processImage', { timeout: 60_000 }, () => {
  it('makes all four WebP widths from a 2160 px original', async () => {
    const result = await processImage(await makeTestImage({ width: 2160, height: 1080, format: 'png' }));

    expect(result).toMatchObject({ width: 2160, height: 1080 });
    expect(result.variants.map((variant) => variant.width)).toEqual([480, 960, 1440, 2160]);
    expect(await sizesOf(result.variants)).toEqual([
      { format: 'webp', width: 480, height: 240 },
      { format: 'webp', width: 960, height: 480 },
      { format: 'webp', width: 1440, height: 720 },
      { format: 'webp', width: 2160, height: 1080 },
    ]);
  });

  it('never upscales: a 1000 px original gets only 480 and 960', async () => {
    const result = await processImage(await makeTestImage({ width: 1000, height: 500, format: 'jpeg' }));
    expect(await sizesOf(result.variants)).toEqual([
      { format: 'webp', width: 480, height: 240 },
      { format: 'webp', width: 960, height: 480 },
    ]);
  });

  it('keeps a narrow original at its own width', async () => {
    const result = await processImage(await makeTestImage({ width: 300, height: 200, format: 'png' }));
    expect(result.variants.map((variant) => variant.width)).toEqual([300]);
    expect(await sizesOf(result.variants)).toEqual([{ format: 'webp', width: 300, height: 200 }]);
  });

  it('strips EXIF (camera, owner, place) from every variant', async () => {
    const jpeg = await sharp(await makeTestImage({ width: 1000, height: 600, format: 'jpeg' }))
      .withExif({ IFD0: { Artist: 'Jane Doe', Copyright: 'Private', Make: 'PhoneCam' } })
      .jpeg()
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.includes(Buffer.from('Jane Doe'))).toBe(true);

    const result = await processImage(jpeg);
    for (const variant of result.variants) {
      const metadata = await sharp(variant.body).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(variant.body.includes(Buffer.from('Jane Doe'))).toBe(false);
    }
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    // Stored 200 x 100 but tagged "rotate 90°": people expect to see it 100 wide and 200 high.
    const sideways = await sharp(await makeTestImage({ width: 200, height: 100, format: 'jpeg' }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();

    const result = await processImage(sideways);

    expect(result).toMatchObject({ width: 100, height: 200 });
    expect(await sizesOf(result.variants)).toEqual([{ format: 'webp', width: 100, height: 200 }]);
  });

  it('refuses an image over 40 megapixels with 400 before decoding it', async () => {
    const bomb = withPngSize(await makeTestImage({ width: 16, height: 16, format: 'png' }), 8000, 6000);
    expect((await sharp(bomb).metadata()).width).toBe(8000);

    await expect(processImage(bomb)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Image must be at most 40 megapixels',
    });
  });

  it.each(['jpeg', 'png'] as const)('refuses a truncated %s with 400, not a crash', async (format) => {
    const whole = await makeTestImage({ width: 800, height: 600, format });
    const cut = whole.subarray(0, Math.floor(whole.length / 2));

    await expect(processImage(cut)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Image could not be read',
    });
  });

  it('refuses garbage behind a valid signature with 400', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    await expect(processImage(fake)).rejects.toMatchObject({
      status: 400,
      message: 'Image could not be read',
    });
  });

  it('refuses more than 10 MB with 413', async () => {
    const png = await makeTestImage({ width: 16, height: 16, format: 'png' });
    const huge = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - png.length)]);

    await expect(processImage(huge)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      message: 'Image must be at most 10 MB',
    });
  });

  it('refuses a file that is not a JPEG or PNG with 415', async () => {
    await expect(processImage(Buffer.from('GIF89a-rest-of-file'))).rejects.toMatchObject({ status: 415 });
  });
});
