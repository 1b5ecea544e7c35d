import { type ProcessedImage, processImage } from '../../modules/media';
import type { DemoEventPlan } from './demo-data';
import { renderDemoImage } from './demo-images';

/** Two at a time: sharp already spreads each image over the cores, more only costs memory. */
const CONCURRENCY = 2;

/** Draws and re-encodes each demo event's poster; `null` where the event has none. */
export async function renderDemoImages(plans: readonly DemoEventPlan[]): Promise<(ProcessedImage | null)[]> {
  const images: (ProcessedImage | null)[] = plans.map(() => null);
  let next = 0;
  const work = async () => {
    for (let index = next++; index < plans.length; index = next++) {
      const seed = plans[index]?.imageSeed ?? null;
      if (seed !== null) images[index] = await processImage(await renderDemoImage(seed));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, work));
  return images;
}
