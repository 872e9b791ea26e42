/**
 * ImageDropInput — an image for a multipart form: an uploaded file (drag and drop or click; react-admin
 * ImageInput: image files only, at most `maxBytes`, default 5 MB) or, with `urlSource`, an image address.
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
import type { FileRejection } from 'react-dropzone';
import { safeImageSrc } from '../domain/url';
import { hasImageFile } from './imageFile';
import { useToast } from './useToast';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const T = 'app.common.image';

type Rejection = { title: string; message: string };

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
        accept={{ 'image/*': [] }}
        maxSize={maxBytes}
        helperText={hint}
        // The dropzone's file input is hidden, and Labeled's <label> does not name it: name it directly.
        inputProps={{ 'aria-label': translate(label) }}
        options={{
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
