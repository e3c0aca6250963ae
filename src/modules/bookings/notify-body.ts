// The payment notification's body, read by the route itself: the provider signs the exact bytes it sent, and no
// more than the cap is ever held in memory, however much a client sends.
import type { Readable } from 'node:stream';

export interface NotifyBody {
  /** The body, or its first `cap` bytes when it is larger. */
  bytes: Buffer;
  /** Bytes the client sent: its declared Content-Length, else what arrived before it was refused. */
  size: number;
  overCap: boolean;
}

/**
 * Reads `stream` keeping at most `cap` bytes; resolves as soon as the body is known to be larger. The rest of such a
 * body is read and discarded by the body guard (`src/platform/http/bodies.ts`) before the 413 goes out.
 */
export function readCapped(stream: Readable, cap: number, declaredLength: number | undefined): Promise<NotifyBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let received = 0;
    let settled = false;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (kept + chunk.length > cap) {
        chunks.push(chunk.subarray(0, cap - kept));
        settled = true;
        stream.off('data', onData);
        resolve({ bytes: Buffer.concat(chunks), size: Math.max(declaredLength ?? 0, received), overCap: true });
        return;
      }
      chunks.push(chunk);
      kept += chunk.length;
    };
    stream.on('data', onData);
    stream.once('end', () => {
      stream.off('data', onData);
      if (settled) return;
      settled = true;
      resolve({ bytes: Buffer.concat(chunks, kept), size: received, overCap: false });
    });
    stream.once('error', (err: Error & { statusCode?: number }) => {
      if (settled) return;
      settled = true;
      // A client that aborts mid-body is a bad request, not a server failure.
      err.statusCode ??= 400;
      reject(err);
    });
  });
}
