// Checks of a value read from a user's file (the config, a folder's _category_.json): each says what the value must
// be, in words for a message ('a string'), or undefined when it is right. Pure.

export type Check = (value: unknown) => string | undefined;

export const isString: Check = (v) => (typeof v === 'string' ? undefined : 'a string');
export const isBoolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'true or false');
export const isNumber: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'a number');
export const isArray: Check = (v) => (Array.isArray(v) ? undefined : 'a list');
export const isFunction: Check = (v) => (typeof v === 'function' ? undefined : 'a function');
export const isObject: Check = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? undefined : 'an object');
export const oneOf = (...values: string[]): Check => (v) => (values.includes(v as string) ? undefined : values.map((x) => `'${x}'`).join(' or '));
export const nullable = (check: Check): Check => (v) => (v === null ? undefined : check(v));

/** A value as a message shows it: 'text', number 5, a list, an object with 'lable'. */
export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `'${v}'`;
  if (typeof v === 'object') {
    const keys = Object.keys(v);
    return keys.length ? `an object with ${keys.map((k) => `'${k}'`).join(', ')}` : 'an empty object';
  }
  return `${typeof v} ${String(v)}`;
}
