import sharp from 'sharp';

/**
 * A noisy image for tests: noise keeps the encoded file large enough that cutting it short
 * really loses pixel data.
 */
export async function makeTestImage(options: {
  width: number;
  height: number;
  format: 'jpeg' | 'png';
}): Promise<Buffer> {
  const image = sharp({
    create: {
      width: options.width,
      height: options.height,
      channels: 3,
      // Ignored where noise is given, but the type asks for it.
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  return options.format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}
