/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

export interface QrDecoder {
  /** 'native' is the browser's BarcodeDetector; 'zxing' the WebAssembly fallback (ZXing-C++). */
  kind: 'native' | 'zxing';
  /** The text of a QR code in the video's current frame, or null. */
  decode(video: HTMLVideoElement): Promise<string | null>;
}

/** Frames are scaled down to this width for the fallback: plenty for a code held up to the camera. */
const FRAME_WIDTH = 640;

/**
 * The browser's own detector where it exists and reads QR codes (Chrome on Android, Safari 17+);
 * otherwise ZXing-C++ compiled to WebAssembly (the maintained `zxing-wasm`), loaded only then so
 * nobody else downloads it, with its .wasm file served by this platform rather than a CDN.
 */
export async function createQrDecoder(): Promise<QrDecoder> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    try {
      const formats = await Detector.getSupportedFormats();
      if (formats.includes('qr_code')) {
        const detector = new Detector({ formats: ['qr_code'] });
        return {
          kind: 'native',
          decode: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
        };
      }
    } catch {
      // Some builds expose the class but cannot run it: use the fallback.
    }
  }
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'zxing',
    decode: async (video) => {
      if (!context || video.videoWidth === 0) return null;
      const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const [found] = await readBarcodes(frame, {
        formats: ['QRCode'],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      return found?.isValid ? found.text : null;
    },
  };
}
