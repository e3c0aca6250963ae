// A camera for the browser tests: a QR code drawn into a Y4M video that Chromium plays as its camera
// (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`), so a page that scans codes reads
// this one. The QR modules come from the `qrcode` package (what tickets use); the frames are written by hand.
import fs from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/** Writes a Y4M of a few still frames showing `text` as a black-on-white QR code, centred, to `file`. */
export function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells = modules.size + 2 * quiet;
  const scale = Math.floor((HEIGHT - 40) / cells);
  const left = Math.floor((WIDTH - cells * scale) / 2);
  const top = Math.floor((HEIGHT - cells * scale) / 2);
  writeVideo(file, (y) => {
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue;
        for (let dy = 0; dy < scale; dy++) {
          const start = (top + (row + quiet) * scale + dy) * WIDTH + left + (col + quiet) * scale;
          y.fill(16, start, start + scale);
        }
      }
  });
}

/** Writes a Y4M of a blank white page: a camera that sees no code. */
export function writeBlankVideo(file: string): void {
  writeVideo(file, () => undefined);
}

/** A few identical frames: white luma that `draw` marks, flat chroma (grey, so the picture has no colour). */
function writeVideo(file: string, draw: (luma: Buffer) => void): void {
  const y = Buffer.alloc(WIDTH * HEIGHT, 235);
  draw(y);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

/** Chromium's flags for a camera playing `file` and camera access granted without asking. */
export function fakeCameraArgs(file: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}
