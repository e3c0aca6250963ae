// The check-in page's camera: the rear camera as a video, and a loop reading QR codes off it about 8 times a second,
// with the browser's BarcodeDetector where it has one for QR codes, else jsQR on canvas frames. jsQR is loaded only
// when a camera starts without a BarcodeDetector (a chunk of its own), so the rest of the console never pays for it.
import { useEffect, useRef, useState } from 'preact/hooks';

/** A decoder of one video frame: the text of a QR code it shows, or null. */
type Decoder = (video: HTMLVideoElement) => Promise<string | null>;

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM library). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (opts: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const FRAME_MS = 125;
/** jsQR reads a frame scaled to at most this width: enough for a ticket held at arm's length, cheap on a phone. */
const DECODE_WIDTH = 640;

async function makeDecoder(): Promise<Decoder> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (video) => {
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/**
 * `off` until started; `starting` while the browser asks; `on` while scanning; `refused` when the person or a policy
 * said no; `absent` without a camera (or without camera support: an address that is not HTTPS); `failed` otherwise.
 */
export type CameraState = 'off' | 'starting' | 'on' | 'refused' | 'absent' | 'failed';

/** What a camera start failure means for the person holding the phone. */
function stateOf(err: unknown): CameraState {
  const name = err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent';
  return 'failed';
}

/**
 * The rear camera in `video` once `start()` is called (or at once when the browser already allows the camera),
 * calling `onCode` with each QR code's text it reads; stopped when the page goes.
 */
export function useQrCamera(onCode: (text: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const stream = useRef<MediaStream | null>(null);
  const gone = useRef(false);
  const latest = useRef(onCode);
  latest.current = onCode;

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState('absent');
    setState('starting');
    try {
      const [media, decode] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
        makeDecoder(),
      ]);
      stream.current = media;
      // The page may have closed while the browser asked.
      if (gone.current) return stop();
      const el = video.current!;
      el.srcObject = media;
      await el.play();
      setState('on');
      scan(el, decode);
    } catch (err) {
      stop();
      setState(stateOf(err));
    }
  };

  /** One frame, then the next FRAME_MS later, while the stream lives. */
  const scan = (el: HTMLVideoElement, decode: Decoder) => {
    const tick = async () => {
      if (!stream.current) return;
      if (el.readyState >= el.HAVE_CURRENT_DATA && el.videoWidth > 0) {
        const text = await decode(el).catch(() => null);
        if (text) latest.current(text);
      }
      setTimeout(tick, FRAME_MS);
    };
    void tick();
  };

  const stop = () => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  };

  useEffect(() => {
    // A browser that already allows the camera here starts it without the extra tap.
    navigator.permissions
      ?.query({ name: 'camera' as PermissionName })
      .then((p) => {
        if (p.state === 'granted') void start();
      })
      .catch(() => undefined);
    return () => {
      gone.current = true;
      stop();
    };
  }, []);

  return { video, state, start };
}
