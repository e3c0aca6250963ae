import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, sealingKey, unseal } from '../../src/platform/sealed.js';

describe('sealed values', () => {
  const key = randomBytes(32);

  it('opens only with the same key and the same record', () => {
    const sealed = seal(key, 'ws/1', { apiKey: 'k' });
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(seal(key, 'ws/1', { apiKey: 'k' })).not.toBe(sealed); // a fresh IV each time
    expect(unseal(key, 'ws/1', sealed)).toEqual({ apiKey: 'k' });
    expect(() => unseal(randomBytes(32), 'ws/1', sealed)).toThrow();
    expect(() => unseal(key, 'ws/2', sealed)).toThrow();
    const [v, iv, tag, ct] = sealed.split('.');
    const flipped = Buffer.from(ct!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => unseal(key, 'ws/1', [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => unseal(key, 'ws/1', 'garbage')).toThrow();
  });

  it('takes a 32-byte key as hex or base64 and refuses anything else at start-up', () => {
    expect(sealingKey('K', key.toString('hex'))).toEqual(key);
    expect(sealingKey('K', key.toString('base64'))).toEqual(key);
    expect(() => sealingKey('K', randomBytes(16).toString('base64'))).toThrow(/K/);
    expect(() => sealingKey('K', 'not a key')).toThrow(/32 bytes/);
  });
});
