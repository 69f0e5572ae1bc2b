/**
 * Lookups by a key that came from outside (a form field, a query parameter, a stored text):
 * only the table's OWN keys count. A plain `table[key]` would also find what every object
 * inherits — `constructor`, `toString`, `__proto__` — and hand a function or Object.prototype
 * to code that expected a label, a handler or a row.
 */

/** Whether `key` is one of the table's own keys. */
export function isOwnKey<K extends PropertyKey>(table: Readonly<Record<K, unknown>>, key: unknown): key is K {
  return (typeof key === "string" || typeof key === "number") && Object.hasOwn(table, key);
}

/** The table's own value for `key`, else undefined (never an inherited member). */
export function ownValue<V>(
  table: Readonly<Record<string, V>> | Readonly<Partial<Record<string, V>>>,
  key: unknown,
): V | undefined {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}
