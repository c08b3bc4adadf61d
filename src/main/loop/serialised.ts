// A value's JSON text, remembered where it was first built so a later writer
// of the same value (the MCP reply after the step row) need not build it again.
// Keyed by the object itself (a WeakMap: nothing is kept alive, nothing is
// added to the object). Only for values that are not changed after they were
// serialised: a step's directive is complete when its row is written.
const texts = new WeakMap<object, string>();

/** JSON.stringify(value), remembered for value. */
export function serialiseOnce(value: object): string {
  const text = JSON.stringify(value);
  texts.set(value, text);
  return text;
}

/** The JSON text serialiseOnce built for this very object, if any. */
export function serialisedText(value: object): string | undefined {
  return texts.get(value);
}
