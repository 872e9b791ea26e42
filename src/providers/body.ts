/**
 * Request bodies of create and update: multipart (FormData with the file under `image`) when
 * the record carries a new image file — react-admin's ImageInput gives `{rawFile: File, src, title}` —
 * otherwise JSON. In multipart, objects and arrays are sent as JSON text, booleans and numbers as
 * text, and undefined fields are left out; a null field is left out of a create, and is empty text in an update (the
 * API reads it as cleared, as it reads JSON's null: an edit that empties a field while attaching an image clears it).
 */
type Data = Record<string, unknown>;

export const IMAGE_FIELD = 'image';

interface FileValue {
  rawFile: Blob;
  src?: string;
  title?: string;
}

export const isNewFile = (value: unknown): value is FileValue =>
  !!value && typeof value === 'object' && (value as { rawFile?: unknown }).rawFile instanceof Blob;

/** An ImageInput value with no new file ({src}) stands for the URL it already has. */
const isKeptFile = (value: unknown): value is { src: string } =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !isNewFile(value) &&
  typeof (value as { src?: unknown }).src === 'string' && Object.keys(value).every((k) => ['src', 'title'].includes(k));

export const withoutNewFiles = (data: Data): Data => Object.fromEntries(Object.entries(data).filter(([, v]) => !isNewFile(v)));

export const hasNewFile = (data: Data): boolean => Object.values(data).some(isNewFile);

export const toJsonBody = (data: Data): Data =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, isKeptFile(value) ? value.src : value]));

export const toFormData = (data: Data, method: 'POST' | 'PATCH'): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (value === null) {
      if (method === 'PATCH') form.append(key, ''); // cleared
      continue;
    }
    if (isNewFile(value)) {
      const name = value.title || (value.rawFile instanceof File ? value.rawFile.name : IMAGE_FIELD);
      form.append(IMAGE_FIELD, value.rawFile, name);
    } else if (isKeptFile(value)) {
      form.append(key, value.src);
    } else if (typeof value === 'object') {
      form.append(key, JSON.stringify(value));
    } else {
      form.append(key, String(value));
    }
  }
  return form;
};

/** The body to send: FormData when a new file is attached, else JSON-ready data. */
export const requestBody = (data: Data, multipartAllowed: boolean, resource: string, method: 'POST' | 'PATCH'): Data | FormData => {
  if (!hasNewFile(data)) return toJsonBody(data);
  if (!multipartAllowed) throw new Error(`File upload is not supported for ${resource}`);
  return toFormData(data, method);
};

/** Fields of `data` that differ from `previous` (PATCH sends only what changed). */
export const changedFields = (data: Data, previous: Data | undefined): Data => {
  if (!previous) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => isNewFile(value) || JSON.stringify(value) !== JSON.stringify(previous[key])),
  );
};
