/**
 * ImageDropInput — an image for a multipart form: an uploaded file (drag and drop or click; react-admin
 * ImageInput: PNG, JPEG, GIF or WebP files, told by their first bytes (domain/image-signature, as the API checks
 * them), at most `maxBytes`, default 5 MB) or, with `urlSource`, an image address.
 *
 *   <ImageDropInput source="image" urlSource="imageUrl" label="resources.x.fields.image"
 *     urlLabel="resources.x.fields.imageUrl" hint="resources.x.hints.image" />
 *
 * - A chosen file replaces the address: the address input hides while a file is chosen (the dataProvider then
 *   sends multipart with the file under `source`). `hasImageFile(value)` (common/imageFile) says whether a form value holds one.
 * - Preview: the chosen file, else the current address when it is one the browser may load (safeImageSrc).
 * - Refused files are reported in a toast and under the drop zone: 'Invalid File – Please select an image file.'
 *   / 'File Too Large – Please select an image smaller than 5MB.' (app.common.image.*).
 * Labels are i18n keys. Nothing is loaded from another host than the address the admin typed.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ImageField, ImageInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { DropEvent, FileRejection } from 'react-dropzone';
import { IMAGE_SIGNATURE_BYTES, IMAGE_TYPES, imageKindOf } from '../domain/image-signature';
import { safeImageSrc } from '../domain/url';
import { hasImageFile } from './imageFile';
import { useToast } from './useToast';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const T = 'app.common.image';

type Rejection = { title: string; message: string };

/** The accepted types (PNG, JPEG, GIF, WebP), as the drop zone's `accept`. */
const ACCEPT = Object.fromEntries(Object.values(IMAGE_TYPES).map((type) => [type, []]));

/** A file whose bytes are no image keeps its name but loses its image type, so the drop zone refuses it as such. */
async function provenImage(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  // the same bytes and size: a file both too large and no image is reported as too large, as the API does
  return imageKindOf(head) ? file : new File([file], file.name, { type: 'application/octet-stream' });
}

/**
 * The drop zone's files: a chosen or dropped file is checked by its first bytes (a text file named fake.png is
 * refused, as the API would); while dragging, only the items' declared types are known.
 */
async function filesOf(event: DropEvent | DropEvent[]): Promise<(File | DataTransferItem)[]> {
  if (Array.isArray(event)) return [];
  const chosen = 'dataTransfer' in event && event.dataTransfer ? event.dataTransfer.files : (event.target as HTMLInputElement | null)?.files;
  if (event.type === 'drop' || event.type === 'change') return Promise.all([...(chosen ?? [])].map(provenImage));
  const items = 'dataTransfer' in event ? event.dataTransfer?.items : undefined;
  return [...(items ?? [])].filter((item) => item.kind === 'file');
}

/** The message for refused files: too large when one was too large, else not an image. */
export function rejectionOf(rejections: readonly Pick<FileRejection, 'errors'>[]): Rejection {
  const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
  return tooLarge ? { title: `${T}.fileTooLargeTitle`, message: `${T}.fileTooLarge` } : { title: `${T}.invalidFileTitle`, message: `${T}.invalidFile` };
}

export interface ImageDropInputProps {
  source?: string;
  urlSource?: string;
  label: string;
  urlLabel?: string;
  hint?: string;
  maxBytes?: number;
  urlValidate?: Validator | Validator[];
}

export function ImageDropInput({ source = 'image', urlSource, label, urlLabel, hint = `${T}.hint`, maxBytes = IMAGE_MAX_BYTES, urlValidate }: ImageDropInputProps) {
  const translate = useTranslate();
  const toast = useToast();
  const [rejected, setRejected] = useState<Rejection | null>(null);
  const file: unknown = useWatch({ name: source });
  const url: unknown = useWatch({ name: urlSource ?? `${source}__none` });
  const withFile = hasImageFile(file);
  const current = !withFile && typeof url === 'string' ? safeImageSrc(url) : null;
  return (
    <Box sx={{ width: '100%' }}>
      {urlSource && !withFile ? (
        <TextInput source={urlSource} label={urlLabel} type="url" fullWidth validate={urlValidate} />
      ) : null}
      {current ? (
        <Box component="img" src={current} alt={translate(`${T}.currentPreview`)} sx={{ display: 'block', maxWidth: 240, maxHeight: 140, objectFit: 'cover', borderRadius: 1, mb: 1 }} />
      ) : null}
      <ImageInput
        source={source}
        label={label}
        accept={ACCEPT}
        maxSize={maxBytes}
        helperText={hint}
        // The dropzone's file input is hidden, and Labeled's <label> does not name it: name it directly.
        inputProps={{ 'aria-label': translate(label) }}
        options={{
          getFilesFromEvent: filesOf,
          onDropAccepted: () => setRejected(null),
          onDropRejected: (rejections) => {
            const next = rejectionOf(rejections);
            setRejected(next);
            toast.error(next.title, next.message);
          },
        }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      {rejected ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: -1, mb: 1 }}>
          {`${translate(rejected.title)} – ${translate(rejected.message)}`}
        </Typography>
      ) : null}
    </Box>
  );
}
