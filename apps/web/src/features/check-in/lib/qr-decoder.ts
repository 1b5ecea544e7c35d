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
  /** 'native' is the browser's BarcodeDetector; 'jsqr' the JavaScript fallback. */
  kind: 'native' | 'jsqr';
  /** The text of a QR code in the video's current frame, or null. */
  decode(video: HTMLVideoElement): Promise<string | null>;
}

/** Frames are scaled down to this width for jsQR: plenty for a code held up to the camera. */
const JSQR_WIDTH = 640;

/**
 * The browser's own detector where it exists and reads QR codes (Chrome on Android, Safari 17+);
 * otherwise jsQR, loaded only then so nobody else downloads it.
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
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'jsqr',
    decode: async (video) => {
      if (!context || video.videoWidth === 0) return null;
      const scale = Math.min(1, JSQR_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
    },
  };
}
