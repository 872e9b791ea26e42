/**
 * Cover image of the Add Bootcamp form: an image URL, or an uploaded file (react-admin ImageInput: image/* only,
 * at most 5 MB). A file replaces the URL (the URL input hides while a file is chosen, and the dataProvider then
 * sends multipart with the file under `image`). Refused files are reported in a toast and under the drop zone:
 * 'Invalid File – Please select an image file.' / 'File Too Large – Please select an image smaller than 5MB.'
 */
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { ImageField, ImageInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FileRejection } from 'react-dropzone';
import { useToast } from '../common/useToast';
import { hasImageFile } from './bootcampFormRules';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const B = 'resources.bootcamps';

type Rejection = { title: string; message: string };

/** The spec's message for the first refused file: too large, else not an image. */
export function rejectionOf(rejections: readonly Pick<FileRejection, 'errors'>[]): Rejection {
  const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
  return tooLarge
    ? { title: `${B}.validation.fileTooLargeTitle`, message: `${B}.validation.fileTooLarge` }
    : { title: `${B}.validation.invalidFileTitle`, message: `${B}.validation.invalidFile` };
}

export function BootcampImageInput() {
  const translate = useTranslate();
  const toast = useToast();
  const [rejected, setRejected] = useState<Rejection | null>(null);
  const image: unknown = useWatch({ name: 'image' });
  const withFile = hasImageFile(image);
  return (
    <>
      {withFile ? null : <TextInput source="imageUrl" label={`${B}.fields.imageUrl`} type="url" fullWidth />}
      <ImageInput
        source="image"
        label={`${B}.fields.image`}
        accept={{ 'image/*': [] }}
        maxSize={IMAGE_MAX_BYTES}
        helperText={`${B}.hints.image`}
        // The dropzone's file input is hidden, and Labeled's <label> does not name it: name it directly.
        inputProps={{ 'aria-label': translate(`${B}.fields.image`) }}
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
    </>
  );
}
