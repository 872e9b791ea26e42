/**
 * Outcome texts of a form or delete mutation (spec part 1 §8, part 2 §8).
 * `errorText(error)`: the server's message carried by the HttpError, '' when there is none.
 * `MapError`: a screen's mapping of that message to a toast title/message and, optionally, a field error
 * (e.g. 'already exists' → { title: 'Duplicate Title', message: '…', field: 'title' }). Return null/undefined
 * to use the dialog's default errorTitle/errorMessage.
 */
export interface MappedError {
  title?: string;
  message?: string;
  /** Set this field's error to `message` (or to `fieldMessage` when given). */
  field?: string;
  fieldMessage?: string;
  /** Extra arguments for translating title/message (e.g. { message } for 'Failed to create course: %{message}'). */
  args?: Record<string, unknown>;
}

export type MapError = (message: string) => MappedError | null | undefined;

export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    return typeof message === 'string' ? message : '';
  }
  return '';
}
