import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { createQrDecoder } from '../lib/qr-decoder';
import { createScanGate } from '../lib/scan-gate';

type CameraState =
  | { kind: 'off' }
  | { kind: 'starting' }
  | { kind: 'on'; decoder: 'native' | 'zxing' }
  | { kind: 'failed'; message: string };

/** Frames are looked at this often: fast enough to feel instant, light on a phone's battery. */
const SCAN_EVERY_MS = 180;

function describeCameraError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera is blocked. Allow camera access for this site in the browser settings, or type the code below.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No camera was found on this device. Type the code below instead.';
  }
  if (name === 'NotReadableError') {
    return 'The camera is in use by another app. Close it and try again, or type the code below.';
  }
  return 'The camera could not be started. Type the code below instead.';
}

/**
 * Scans QR codes with the device's camera (the back camera on a phone) and reports each new code
 * once. Nothing starts until the person asks, and the camera is released when they stop or leave.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'off' });
  const [isWanted, setIsWanted] = useState(false);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!isWanted) return;
    let isStopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gate = createScanGate();

    async function start() {
      setState({ kind: 'starting' });
      try {
        if (!navigator.mediaDevices?.getUserMedia) {
          throw new DOMException('no camera API', window.isSecureContext ? 'NotFoundError' : 'SecurityError');
        }
        const [media, decoder] = await Promise.all([
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
            audio: false,
          }),
          createQrDecoder(),
        ]);
        stream = media;
        if (isStopped) return;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = media;
        await video.play();
        setState({ kind: 'on', decoder: decoder.kind });
        let framesRead = 0;
        const tick = async () => {
          if (isStopped) return;
          try {
            if (video.readyState >= video.HAVE_CURRENT_DATA) {
              const code = (await decoder.decode(video))?.trim();
              // Written to the DOM, not to state: a count for tests and debugging, no re-render.
              framesRead += 1;
              video.dataset.framesRead = String(framesRead);
              if (code && !isStopped && gate.accept(code)) onCodeRef.current(code);
            }
          } catch {
            // A frame that cannot be read is skipped; the next one is tried.
          }
          timer = setTimeout(tick, SCAN_EVERY_MS);
        };
        void tick();
      } catch (error) {
        if (!isStopped) {
          setState({ kind: 'failed', message: describeCameraError(error) });
          setIsWanted(false);
        }
      }
    }

    void start();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (videoRef.current) videoRef.current.srcObject = null;
      setState((current) => (current.kind === 'failed' ? current : { kind: 'off' }));
    };
  }, [isWanted]);

  const isOn = state.kind === 'on' || state.kind === 'starting';
  return (
    <div>
      <div
        className={
          isOn
            ? 'relative mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-2xl bg-slate-950'
            : 'hidden'
        }
      >
        <video
          ref={videoRef}
          data-decoder={state.kind === 'on' ? state.decoder : undefined}
          className="size-full object-cover"
          muted
          playsInline
          aria-label="Camera view for scanning QR codes"
        />
        <div
          className="pointer-events-none absolute inset-[15%] rounded-2xl border-4 border-white/85 shadow-[0_0_0_999px_rgb(15_23_42/0.35)]"
          aria-hidden="true"
        />
        <p className="absolute inset-x-0 bottom-3 text-center text-sm font-semibold text-white drop-shadow">
          {state.kind === 'starting' ? 'Starting the camera...' : 'Hold the QR code inside the frame'}
        </p>
      </div>
      {state.kind === 'failed' && (
        <p
          className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          role="alert"
        >
          {state.message}
        </p>
      )}
      <div className="mt-3 flex justify-center">
        {isOn ? (
          <Button variant="outline" onClick={() => setIsWanted(false)}>
            Stop camera
          </Button>
        ) : (
          <Button onClick={() => setIsWanted(true)} size="lg">
            Scan with camera
          </Button>
        )}
      </div>
    </div>
  );
}
