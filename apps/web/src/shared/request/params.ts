export type ParamValue = string | number | boolean | null | undefined | readonly (string | number)[] | Record<string, unknown>;

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * Query strings as the back office expects them: empty values are left out, arrays are comma-joined and
 * nested objects become `name[key]=value` (the date range of list filters, `params[beginTime]`).
 */
export function serializeParams(params: Record<string, ParamValue>): string {
  const parts: string[] = [];
  const add = (name: string, value: unknown) => parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  for (const [name, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) add(name, value.join(','));
    else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        if (!isEmpty(inner)) add(`${name}[${key}]`, inner);
      }
    } else add(name, value);
  }
  return parts.join('&');
}
