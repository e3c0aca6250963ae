// The one source of "now" for the app. Tests move it forward instead of sleeping; production reads the system clock.
let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  nowMs(): number {
    return Date.now() + offsetMs;
  },
  /** ISO-8601 UTC with milliseconds: the storage format of every timestamp (docs/CONVENTIONS.md). */
  iso(at: Date | number = clock.nowMs()): string {
    return new Date(at).toISOString();
  },
  /** Test hook: shift the app's clock forward (or back) by `ms`. */
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
};
