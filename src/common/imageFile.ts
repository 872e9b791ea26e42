/** True for a react-admin ImageInput value holding a newly chosen file (kept apart from ImageDropInput and its drop zone library, so form rules and previews do not load them). */
export const hasImageFile = (value: unknown): boolean =>
  !!value && typeof value === 'object' && (value as { rawFile?: unknown }).rawFile instanceof Blob;
