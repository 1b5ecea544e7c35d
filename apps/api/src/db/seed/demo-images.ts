import sharp from 'sharp';

/** The size the spec asks organizers to upload (spec 9), so demo events look like real ones. */
const WIDTH = 2160;
const HEIGHT = 1080;

/**
 * A PNG of an abstract poster (gradient, soft glows, waves, confetti), the same for the same
 * seed. No text, since fonts may be missing, and no network.
 */
export async function renderDemoImage(seed: number): Promise<Buffer> {
  // Level 1 compression: these PNGs only feed the media pipeline, so speed beats size.
  return sharp(Buffer.from(buildDemoSvg(seed)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Hand-picked colour families (dark start, bright end, glow colours) that stay vivid when mixed. */
const PALETTES: [string, string, string[]][] = [
  ['#1e1b4b', '#be185d', ['#f472b6', '#a78bfa', '#fb7185']],
  ['#0c4a6e', '#0d9488', ['#5eead4', '#38bdf8', '#a7f3d0']],
  ['#431407', '#c2410c', ['#fdba74', '#f472b6', '#fde047']],
  ['#172554', '#7c3aed', ['#c4b5fd', '#60a5fa', '#f0abfc']],
  ['#052e16', '#0891b2', ['#6ee7b7', '#67e8f9', '#bef264']],
  ['#4a044e', '#ea580c', ['#f9a8d4', '#fdba74', '#fcd34d']],
  ['#0f172a', '#2563eb', ['#93c5fd', '#f9a8d4', '#5eead4']],
  ['#3b0764', '#db2777', ['#fda4af', '#fcd34d', '#c084fc']],
];

export function buildDemoSvg(seed: number): string {
  const random = mulberry32(seed);
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('buildDemoSvg: nothing to pick from');
    return item;
  };
  const [dark, bright, glows] = pick(PALETTES);
  const angle = Math.floor(between(0, 4)) * 90;
  const defs: string[] = [
    `<linearGradient id="bg" gradientTransform="rotate(${angle + 45} 0.5 0.5)">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${bright}"/>
    </linearGradient>`,
  ];
  const shapes: string[] = ['<rect width="100%" height="100%" fill="url(#bg)"/>'];

  for (let i = 0; i < 5; i += 1) {
    const colour = pick(glows);
    defs.push(`<radialGradient id="glow${i}">
      <stop offset="0" stop-color="${colour}" stop-opacity="${between(0.45, 0.75).toFixed(2)}"/>
      <stop offset="1" stop-color="${colour}" stop-opacity="0"/>
    </radialGradient>`);
    const radius = between(260, 640).toFixed(0);
    shapes.push(
      `<circle cx="${coordinate(between, WIDTH)}" cy="${coordinate(between, HEIGHT)}" r="${radius}" fill="url(#glow${i})"/>`,
    );
  }

  for (let i = 0; i < 2; i += 1) {
    const stroke = pick(glows);
    shapes.push(
      `<circle cx="${coordinate(between, WIDTH)}" cy="${coordinate(between, HEIGHT)}" r="${between(120, 420).toFixed(0)}" ` +
        `fill="none" stroke="${stroke}" stroke-width="${between(6, 22).toFixed(0)}" stroke-opacity="0.35"/>`,
    );
  }

  for (let i = 0; i < 3; i += 1) {
    const base = HEIGHT * between(0.58, 0.86);
    const swing = between(60, 200);
    const path = `M0 ${base.toFixed(0)} C ${WIDTH * 0.3} ${(base - swing).toFixed(0)}, ${WIDTH * 0.45} ${(base + swing).toFixed(0)}, ${WIDTH * 0.7} ${base.toFixed(0)} S ${WIDTH} ${(base - swing * between(0.3, 1)).toFixed(0)}, ${WIDTH} ${base.toFixed(0)} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z`;
    shapes.push(`<path d="${path}" fill="${pick(glows)}" fill-opacity="${between(0.1, 0.22).toFixed(2)}"/>`);
  }

  for (let i = 0; i < 28; i += 1) {
    shapes.push(
      `<circle cx="${coordinate(between, WIDTH)}" cy="${coordinate(between, HEIGHT)}" r="${between(4, 16).toFixed(0)}" ` +
        `fill="${pick(glows)}" fill-opacity="${between(0.4, 0.9).toFixed(2)}"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>${defs.join('')}</defs>${shapes.join('')}</svg>`;
}

function coordinate(between: (min: number, max: number) => number, size: number): string {
  return between(0, size).toFixed(0);
}

/** A small seeded generator: the same seed always draws the same picture. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
