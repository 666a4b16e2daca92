/**
 * Text the database can keep as it was sent (issue 14). A lone UTF-16 surrogate (JSON `"\ud800"`) cannot be
 * written as UTF-8: stored, it silently becomes U+FFFD. Such text is refused instead, naming where it is.
 */

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isWellFormedText = (text: string) => !loneSurrogate.test(text);

/** Where a walked value sits: its key under its parent. */
interface Place {
  key: string | number;
  parent: Place | undefined;
}

const pathOf = (place: Place | undefined): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string in a parsed JSON value (a property name or a value) that holds a lone
 * surrogate; [] when it is the value itself, undefined when all text is well formed. Walked without
 * recursion and without copying paths, so however deep a body nests it cannot overflow the stack.
 */
export function malformedTextPath(value: unknown): (string | number)[] | undefined {
  const pending: { value: unknown; place: Place | undefined }[] = [{ value, place: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, place } = next;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return pathOf(place);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], place: { key: i, parent: place } });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (!isWellFormedText(key)) return pathOf({ key, parent: place });
        pending.push({ value: item, place: { key, parent: place } });
      }
    }
  }
  return undefined;
}
