// The part of tar-stream's API the backup archive uses (version 2 ships no types).
declare module 'tar-stream' {
  import type { Readable, Writable } from 'node:stream';
  interface Headers {
    name: string;
    size?: number;
    mtime?: Date;
    mode?: number;
    type?: 'file' | 'directory' | 'symlink' | 'link' | string;
  }
  interface Pack extends Readable {
    entry(header: Headers, callback?: (err?: Error | null) => void): Writable;
    entry(header: Headers, buffer: Buffer | string, callback?: (err?: Error | null) => void): Writable;
    finalize(): void;
  }
  interface Extract extends Writable {
    on(event: 'entry', listener: (header: Headers, stream: Readable, next: (err?: Error) => void) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export function pack(): Pack;
  export function extract(): Extract;
}
