// The one source of "now" for the app. Tests move it forward instead of sleeping, or hold it at one instant to test
// a time rule at its edge; production reads the system clock.
let offsetMs = 0;
/** The instant the clock is held at (tests), or null while it runs. */
let heldAt: number | null = null;

export const clock = {
  now(): Date {
    return new Date(clock.nowMs());
  },
  nowMs(): number {
    return heldAt ?? Date.now() + offsetMs;
  },
  /** ISO-8601 UTC with milliseconds: the storage format of every timestamp (docs/CONVENTIONS.md). */
  iso(at: Date | number = clock.nowMs()): string {
    return new Date(at).toISOString();
  },
  /** Test hook: shift the app's clock forward (or back) by `ms`. */
  advance(ms: number): void {
    if (heldAt === null) offsetMs += ms;
    else heldAt += ms;
  },
  /** Test hook: hold the clock at `atMs` (an instant in epoch milliseconds) until `reset()`; `advance` moves it. */
  freeze(atMs: number): void {
    heldAt = atMs;
  },
  reset(): void {
    offsetMs = 0;
    heldAt = null;
  },
};
