// Tables and objects keyed by agent-given text (a program, subcommand, option, path part,
// argument name, environment variable …). A plain object answers for Object.prototype's
// names too (`constructor`, `toString`) and an assignment to `__proto__` replaces the
// prototype instead of adding a key, so agent text could read as a known word or smuggle
// in arguments (`{"__proto__": {"dry_run": true}}`). These two helpers keep only own keys.

/** A lookup table that answers only for the keys written in it. */
export function ownTable<V>(entries: Readonly<Record<string, V>>): Readonly<Partial<Record<string, V>>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}

/** Sets `key` as an own data property, also when the key is `__proto__`. */
export function setOwn<V>(target: Record<string, V>, key: string, value: V): void {
  // (cls-speed17) Only `__proto__` is an accessor on the way up (the targets are plain or null-prototype objects, whose
  // keys are all set here as writable data): any other key is assigned, which makes the same own property, 2-3x cheaper.
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}
