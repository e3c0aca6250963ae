// Values that are known at once on the hot path and need I/O otherwise (a cached API key, a budget counted in
// memory): handled without allocating a promise when they are already there.

export type MaybePromise<T> = T | Promise<T>;

/** `fn(value)` at once when `value` is known, after it settles when it is a promise. A throw in `fn` stays a throw (or a rejection). */
export function andThen<T, R>(value: MaybePromise<T>, fn: (value: T) => MaybePromise<R>): MaybePromise<R> {
  return value instanceof Promise ? value.then(fn) : fn(value);
}
