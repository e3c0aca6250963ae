// Settings that change who the service trusts: TRUST_PROXY and the /metrics exposure, parsed strictly at start.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('reads TRUST_PROXY as off, a hop count, or proxy addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,2001:db8::/32' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.1', '2001:db8::/32']);
    for (const bad of ['true', 'proxy.internal', '10.0.0.0/99', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('serves /metrics nowhere by default, and reads its token and its own listener', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_TOKEN: 't', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({ metricsToken: 't', metricsPort: 9464, metricsHost: '0.0.0.0' });
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });

  it('reads LOG_FORMAT as auto, json or pretty', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'JSON' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('reads the console settings: PUBLIC_URL as an http(s) URL, session lifetimes as positive whole numbers', () => {
    expect(loadConfig({})).toMatchObject({ publicUrl: undefined, sessionIdleMinutes: 60, sessionMaxHours: 12 });
    expect(loadConfig({ PUBLIC_URL: 'https://api.example.com/', SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' })).toMatchObject({
      publicUrl: 'https://api.example.com',
      sessionIdleMinutes: 15,
      sessionMaxHours: 8,
    });
    for (const bad of ['api.example.com', 'ftp://api.example.com', 'not a url']) expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_MAX_HOURS: '1.5' })).toThrow(/SESSION_MAX_HOURS/);
  });
});
