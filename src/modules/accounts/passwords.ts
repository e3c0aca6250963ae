// Password storage: scrypt from Node's crypto (memory-hard), parameters stored with every hash so they can be
// raised later (a sign-in with an older hash stores a new one). docs/security.md gives the parameters and why.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
  /** Length of the derived key, in bytes. */
  keyLength: number;
  /** Length of the random salt, in bytes. */
  saltLength: number;
}

/**
 * OWASP's scrypt row (Password Storage Cheat Sheet): N=2^15, r=8, p=3 costs as much as N=2^17, r=8, p=1 while
 * needing 32 MiB per hash instead of 128 MiB (at most four run at once, on libuv's threads).
 */
export const SCRYPT_PARAMS: ScryptParams = { ln: 15, r: 8, p: 3, keyLength: 32, saltLength: 16 };

/** Password length rules, in characters. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

function derive(
  password: string,
  salt: Buffer,
  params: Pick<ScryptParams, 'ln' | 'r' | 'p'>,
  keyLength: number,
): Promise<Buffer> {
  const N = 2 ** params.ln;
  // scrypt needs 128·N·r bytes; Node refuses above 32 MiB unless told.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 2 * 128 * N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

interface Parsed {
  params: Pick<ScryptParams, 'ln' | 'r' | 'p'>;
  salt: Buffer;
  hash: Buffer;
}

/** `$scrypt$ln=15,r=8,p=3$<salt base64>$<hash base64>` (the PHC string format). */
function parse(stored: string): Parsed | null {
  const m = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/.exec(
    stored,
  );
  if (!m) return null;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  if (params.ln < 1 || params.ln > 24 || params.r < 1 || params.p < 1) return null;
  return { params, salt: Buffer.from(m[4]!, 'base64'), hash: Buffer.from(m[5]!, 'base64') };
}

/**
 * A hash, made with SCRYPT_PARAMS, of a random password that was thrown away: unknown emails are checked against
 * it, so they cost what a wrong password costs from the very first request.
 */
const DUMMY_HASH = '$scrypt$ln=15,r=8,p=3$S3und6856TKQGvDhKt5j5A==$oJFQ43itulzyUbX4AjdawQOpdPwYw+t/I19sEG1QxSY=';

export class PasswordHasher {
  /** The dummy hash for these parameters (made once when they are not SCRYPT_PARAMS). */
  private dummy: Promise<string> | null;

  constructor(readonly params: ScryptParams = SCRYPT_PARAMS) {
    this.dummy = this.needsRehash(DUMMY_HASH) ? null : Promise.resolve(DUMMY_HASH);
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(this.params.saltLength);
    const key = await derive(password, salt, this.params, this.params.keyLength);
    return `$scrypt$ln=${this.params.ln},r=${this.params.r},p=${this.params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  /**
   * True when `password` matches `stored`, compared in constant time. With `stored` null (no such user, or one who
   * has not chosen a password yet) the same work is done against a dummy hash, and the answer is false.
   */
  async verify(stored: string | null, password: string): Promise<boolean> {
    const parsed = parse(stored ?? (await this.dummyHash()));
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
    return timingSafeEqual(key, parsed.hash) && stored !== null;
  }

  /** True when `stored` was made with other parameters than the current ones (re-hash it at the next sign-in). */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    const p = this.params;
    return (
      !parsed ||
      parsed.params.ln !== p.ln ||
      parsed.params.r !== p.r ||
      parsed.params.p !== p.p ||
      parsed.hash.length !== p.keyLength ||
      parsed.salt.length !== p.saltLength
    );
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(32).toString('base64'));
    return this.dummy;
  }
}
