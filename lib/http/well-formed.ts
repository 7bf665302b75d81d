import { badRequest, type ApiError } from './errors';

// A lone UTF-16 surrogate ("\ud800" in JSON) is not text: stored, it would come back as U+FFFD, so
// what the user saved would silently differ from what they sent. Such input is refused instead.

/** The dotted path of the first ill-formed string (or key) in a parsed JSON value, else null. */
export function illFormedPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.isWellFormed() ? null : path.join('.') || '_';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = illFormedPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!key.isWellFormed()) return [...path, key.toWellFormed()].join('.');
      const found = illFormedPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export function illFormedError(field: string): ApiError {
  return badRequest('The request is not valid', {
    [field]: 'Contains characters that are not valid text',
  });
}

/** Throws 400 naming the field when any string in `value` is ill-formed Unicode. */
export function assertWellFormed(value: unknown): void {
  const field = illFormedPath(value);
  if (field) throw illFormedError(field);
}
