// Settings, declared once in src/config.ts: their defaults and bounds, the README's table made from them, and the
// ones that change who the service trusts (TRUST_PROXY, the /metrics exposure), parsed strictly at start; a bad
// value is a ConfigError whose one line names the variable and what it takes (process.test.ts runs them).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readmeWithConfigTable } from '../../scripts/config-docs.js';
import { ConfigError, listenUrl, loadConfig, settingsList, type Config } from '../../src/config.js';

const README = path.resolve(import.meta.dirname, '../../README.md');

/** The ConfigError `loadConfig(env)` throws. */
function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

/** A field of `config` by its dotted path (`formSubmitPerIp.burst`). */
function field(config: Config, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], config);
}

/** The README's "Configuration" section. */
function configurationSection(readme: string): string {
  const start = readme.indexOf('\n## Configuration\n');
  return readme.slice(start, readme.indexOf('\n## ', start + 1));
}

describe('configuration', () => {
  it('declares every variable once, with one line of help, and reads it unset as its default within its bounds', () => {
    const settings = settingsList();
    const names = settings.map(([, s]) => s.env);
    expect(new Set(names).size).toBe(names.length);
    const defaults = loadConfig({});
    for (const [dotted, s] of settings) {
      expect(s.help, s.env).toMatch(/^\S[^\n]*$/);
      expect(field(defaults, dotted), s.env).toEqual(s.read(undefined));
      const value = field(defaults, dotted);
      if (s.min !== undefined && value !== undefined) {
        expect(value, s.env).toBeGreaterThanOrEqual(s.min);
        expect(value, s.env).toBeLessThanOrEqual(s.max ?? Number.MAX_SAFE_INTEGER);
      }
      if (s.values) expect(s.values, s.env).toContain(value);
    }
  });

  it('refuses a number outside its bounds or a value not among its choices, in one line naming the variable', () => {
    for (const [dotted, s] of settingsList()) {
      if (s.min !== undefined) {
        const range = s.max === undefined ? `an integer >= ${s.min}` : `an integer from ${s.min} to ${s.max}`;
        const outside = [String(s.min - 1), `${s.min}.5`, 'ten', ...(s.max === undefined ? [] : [String(s.max + 1)])];
        for (const bad of outside)
          expect(refusal({ [s.env]: bad }).message, bad).toBe(`${s.env}: must be ${range}, got "${bad}"`);
      }
      if (s.values) {
        expect(refusal({ [s.env]: 'none-of-these' }).message).toBe(
          `${s.env}: must be one of ${s.values.join(', ')}, got "none-of-these"`,
        );
        for (const value of s.values) expect(field(loadConfig({ [s.env]: value.toUpperCase() }), dotted)).toBe(value);
      }
    }
  });

  it('documents every variable in the README, in a table made from the declarations (npm run config:docs)', () => {
    const readme = fs.readFileSync(README, 'utf8');
    const table = configurationSection(readme);
    const documented = [...table.matchAll(/^\| (`[A-Z_]+`(?: \/ `[A-Z_]+`)*) \|/gm)].flatMap((m) =>
      m[1]!.split(' / ').map((name) => name.slice(1, -1)),
    );
    expect(documented).toEqual(settingsList().map(([, s]) => s.env));
    expect(table, 'README.md is stale: run npm run config:docs').toBe(
      configurationSection(readmeWithConfigTable(readme)),
    );
  });

  it('reads TRUST_PROXY as off, a hop count, or proxy addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,2001:db8::/32' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '2001:db8::/32',
    ]);
    for (const bad of ['true', 'proxy.internal', '10.0.0.0/99', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('serves /metrics nowhere by default, and reads its token and its own listener', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_TOKEN: 't', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsToken: 't',
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
    });
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });

  it('reads LOG_FORMAT as auto, json or pretty', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'JSON' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('reads PUBLIC_URL as an http(s) URL without a trailing slash; unset, the OpenAPI servers use the listen address', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(listenUrl(loadConfig({}))).toBe('http://127.0.0.1:3000');
    expect(listenUrl(loadConfig({ PORT: '8080', HOST: '0.0.0.0' }))).toBe('http://127.0.0.1:8080');
    expect(listenUrl(loadConfig({ HOST: '::' }))).toBe('http://[::1]:3000');
    expect(listenUrl(loadConfig({ HOST: 'api.internal' }))).toBe('http://api.internal:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://api.example.net/' }).publicUrl).toBe('https://api.example.net');
    expect(loadConfig({ PUBLIC_URL: 'https://example.net/travel/' }).publicUrl).toBe('https://example.net/travel');
    for (const bad of [
      'api.example.net',
      'ftp://example.net',
      'https://example.net/?x=1',
      'https://user:pw@example.net',
      'https://example.net/v1',
      'not a url',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('reads the session lifetimes as positive whole numbers', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleMinutes: 60, sessionMaxHours: 12 });
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' })).toMatchObject({
      sessionIdleMinutes: 15,
      sessionMaxHours: 8,
    });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_MAX_HOURS: '1.5' })).toThrow(/SESSION_MAX_HOURS/);
  });

  it('reads the hold bounds and default, refusing a default outside them', () => {
    expect(loadConfig({})).toMatchObject({ holdMinMinutes: 1, holdMaxMinutes: 1440, holdDefaultMinutes: 30 });
    expect(loadConfig({ HOLD_MIN_MINUTES: '5', HOLD_MAX_MINUTES: '60', HOLD_DEFAULT_MINUTES: '15' })).toMatchObject({
      holdMinMinutes: 5,
      holdMaxMinutes: 60,
      holdDefaultMinutes: 15,
    });
    expect(() => loadConfig({ HOLD_MIN_MINUTES: '0' })).toThrow(/HOLD_MIN_MINUTES/);
    expect(() => loadConfig({ HOLD_MIN_MINUTES: '90', HOLD_MAX_MINUTES: '60' })).toThrow(/HOLD_MIN_MINUTES/);
    expect(() => loadConfig({ HOLD_MAX_MINUTES: '20' })).toThrow(/HOLD_DEFAULT_MINUTES/);
  });

  it('reads LOG_LEVEL as one of pino’s levels, and PORT and METRICS_PORT as TCP ports', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'Debug' }).logLevel).toBe('debug');
    expect(refusal({ LOG_LEVEL: 'loud' }).message).toBe(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    for (const bad of ['70000', '-1', '80.5', 'http'])
      expect(refusal({ PORT: bad }).message, bad).toBe(`PORT: must be an integer from 0 to 65535, got "${bad}"`);
    expect(refusal({ METRICS_PORT: '0' }).message).toBe('METRICS_PORT: must be an integer from 1 to 65535, got "0"');
  });

  it('names the variable first in every refusal, and shows a refused DATABASE_URL without its password', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ WORKER: 'sometimes' }, 'WORKER'],
      [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
      [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
      [{ PUBLIC_URL: 'api.example.net' }, 'PUBLIC_URL'],
      [{ HOLD_MAX_MINUTES: '20' }, 'HOLD_DEFAULT_MINUTES'],
      [{ BODY_LIMIT_BYTES: '0' }, 'BODY_LIMIT_BYTES'],
      [{ DATABASE_URL: 'mysql://app:hunter2@db.internal/travel' }, 'DATABASE_URL'],
    ];
    for (const [env, variable] of cases) {
      const err = refusal(env);
      expect(err.variable).toBe(variable);
      expect(err.message).toMatch(new RegExp(`^${variable}: \\S`));
      expect(err.message).not.toContain('\n');
    }
    expect(refusal({ DATABASE_URL: 'mysql://app:hunter2@db.internal/travel' }).message).toBe(
      'DATABASE_URL: must be sqlite:<file> or postgres://user:password@host:port/database, got "mysql://…@db.internal/travel"',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h:5432/db' }).databaseUrl).toBe('postgresql://u@h:5432/db');
  });
});
