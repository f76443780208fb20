/**
 * Stripe's API takes `application/x-www-form-urlencoded` bodies (and query strings) whose keys
 * describe nesting with brackets: `line_items[0][price_data][currency]=usd`, `metadata[k]=v`,
 * `expand[]=line_items`. This turns them into nested objects and arrays, the way the `qs` library
 * (which Stripe's SDKs mirror) does, with limits so a hostile body cannot build huge structures.
 */

export type ParamValue = string | ParamValue[] | ParamObject;
export interface ParamObject {
  [key: string]: ParamValue;
}

export class ParamParseError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
    this.name = 'ParamParseError';
  }
}

const MAX_PAIRS = 2000;
const MAX_DEPTH = 8;
const MAX_ARRAY_INDEX = 999;
const KEY_PATTERN = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

// While building, every container is a Map so no key (e.g. `__proto__`) can touch a prototype.
type Node = string | Map<string, Node>;

function splitKey(key: string): string[] {
  const match = KEY_PATTERN.exec(key);
  if (!match) throw new ParamParseError(`Invalid parameter name: ${key}`, key);
  const segments = [match[1]!];
  for (const bracket of (match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) segments.push(bracket[1]!);
  if (segments.length > MAX_DEPTH + 1) throw new ParamParseError(`Parameter nested too deeply: ${key}`, key);
  return segments;
}

export function parseParams(pairs: Iterable<[string, string]>): ParamObject {
  const root = new Map<string, Node>();
  let count = 0;
  for (const [key, value] of pairs) {
    if (++count > MAX_PAIRS) throw new ParamParseError('Too many parameters', key);
    const segments = splitKey(key);
    let container = root;
    for (let i = 0; i < segments.length; i++) {
      // `a[]=x` appends: the next free index of this container.
      const segment = segments[i] === '' ? String(container.size) : segments[i]!;
      if (i === segments.length - 1) {
        if (container.get(segment) instanceof Map) {
          throw new ParamParseError(`Invalid value for ${key}: expected a hash or array`, key);
        }
        container.set(segment, value);
        break;
      }
      let next = container.get(segment);
      if (next === undefined) {
        next = new Map();
        container.set(segment, next);
      } else if (typeof next === 'string') {
        throw new ParamParseError(`Invalid value for ${key}: ${segments[0]} is not a hash`, key);
      }
      container = next;
    }
  }
  return toObject(root, '');
}

function isIndex(key: string): boolean {
  return /^(0|[1-9]\d{0,2})$/.test(key) && Number(key) <= MAX_ARRAY_INDEX;
}

function convert(node: Node, path: string): ParamValue {
  if (typeof node === 'string') return node;
  const keys = [...node.keys()];
  if (keys.length > 0 && keys.every(isIndex)) {
    // Like qs: numeric keys become an array in index order, gaps closed up.
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => convert(node.get(String(index))!, `${path}[${index}]`));
  }
  return toObject(node, path);
}

function toObject(map: Map<string, Node>, path: string): ParamObject {
  const out: ParamObject = {};
  for (const [key, child] of map) {
    const childPath = path === '' ? key : `${path}[${key}]`;
    // defineProperty, not assignment, so `__proto__` becomes an ordinary own key.
    Object.defineProperty(out, key, {
      value: convert(child, childPath),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

export function parseFormBody(body: string): ParamObject {
  return parseParams(new URLSearchParams(body));
}
