import type { ParamObject, ParamValue } from '../form-params.js';
import { stripeErrors } from '../stripe-errors.js';

/** Typed reads of parsed form parameters, failing with the error Stripe gives for that mistake. */

export function readString(value: ParamValue | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw stripeErrors.invalidParam(param, `Invalid string: ${param} must be a string`);
  return value;
}

export function requireString(value: ParamValue | undefined, param: string): string {
  const text = readString(value, param);
  if (text === undefined || text === '') throw stripeErrors.missingParam(param);
  return text;
}

export function readInteger(value: ParamValue | undefined, param: string): number | undefined {
  const text = readString(value, param);
  if (text === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(text)) throw stripeErrors.invalidInteger(param, text);
  return Number(text);
}

export function readObject(value: ParamValue | undefined, param: string): ParamObject | undefined {
  // An empty string is how form encoding says "empty hash" (e.g. `metadata=`).
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' || Array.isArray(value)) {
    throw stripeErrors.invalidParam(param, `Invalid hash: ${param} must be a hash`);
  }
  return value;
}

export function readArray(value: ParamValue | undefined, param: string): ParamValue[] | undefined {
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value))
    throw stripeErrors.invalidParam(param, `Invalid array: ${param} must be an array`);
  return value;
}

export function readStringArray(value: ParamValue | undefined, param: string): string[] | undefined {
  return readArray(value, param)?.map((item, i) => requireString(item, `${param}[${i}]`));
}

/** Rejects keys outside `allowed`, the way Stripe rejects parameters it does not know. */
export function rejectUnknown(params: ParamObject, allowed: ReadonlySet<string>, prefix: string): void {
  for (const key of Object.keys(params)) {
    if (!allowed.has(key)) throw stripeErrors.unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}

export function readHttpUrl(value: ParamValue | undefined, param: string): string | undefined {
  const text = readString(value, param);
  if (text === undefined || text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw stripeErrors.invalidParam(param, `Not a valid URL: ${param}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw stripeErrors.invalidParam(param, `Not a valid URL: ${param} must use http or https`);
  }
  return text;
}

export function readMetadata(value: ParamValue | undefined, param: string): Record<string, string> {
  const hash = readObject(value, param) ?? {};
  const out: Record<string, string> = {};
  const keys = Object.keys(hash);
  if (keys.length > 50) throw stripeErrors.invalidParam(param, 'Metadata can have at most 50 keys.');
  for (const key of keys) {
    const entry = readString(hash[key], `${param}[${key}]`) ?? '';
    if (key.length > 40)
      throw stripeErrors.invalidParam(`${param}[${key}]`, 'Metadata keys can be at most 40 characters.');
    if (entry.length > 500) {
      throw stripeErrors.invalidParam(`${param}[${key}]`, 'Metadata values can be at most 500 characters.');
    }
    // An empty value means "unset" in Stripe's API, so it is not stored.
    if (entry !== '')
      Object.defineProperty(out, key, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * Applies a metadata update the way Stripe's update endpoints do: keys are set one by one, an empty
 * value removes its key, and `metadata=` (empty) removes them all. Returns the new metadata and, for
 * the `*.updated` event's `previous_attributes`, the old value (or null) of every key that changed.
 */
export function updateMetadata(
  current: Readonly<Record<string, string>>,
  value: ParamValue | undefined,
  param: string,
): { metadata: Record<string, string>; previous: Record<string, string | null> | null } {
  if (value === undefined) return { metadata: { ...current }, previous: null };
  const next = new Map(Object.entries(current));
  if (value === '') {
    next.clear();
  } else {
    const hash = readObject(value, param) ?? {};
    for (const key of Object.keys(hash)) {
      const entry = readString(hash[key], `${param}[${key}]`) ?? '';
      if (key.length > 40)
        throw stripeErrors.invalidParam(`${param}[${key}]`, 'Metadata keys can be at most 40 characters.');
      if (entry.length > 500) {
        throw stripeErrors.invalidParam(`${param}[${key}]`, 'Metadata values can be at most 500 characters.');
      }
      if (entry === '') next.delete(key);
      else next.set(key, entry);
    }
  }
  if (next.size > 50) throw stripeErrors.invalidParam(param, 'Metadata can have at most 50 keys.');
  const metadata: Record<string, string> = {};
  const previous: Record<string, string | null> = {};
  let changed = false;
  for (const [key, entry] of next) define(metadata, key, entry);
  for (const key of new Set([...Object.keys(current), ...next.keys()])) {
    const before = Object.hasOwn(current, key) ? current[key]! : null;
    if (before !== (next.get(key) ?? null)) {
      define(previous, key, before);
      changed = true;
    }
  }
  return { metadata, previous: changed ? previous : null };
}

// defineProperty, not assignment, so a key such as `__proto__` stays an ordinary own key.
function define<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
