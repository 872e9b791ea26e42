/**
 * Logo input: an image address (http/https) or a small uploaded image. The businesses API is JSON only, so an
 * upload is read in the browser into a data:image URL (at most LOGO_MAX_KB, see logo.ts) and stored as the logo
 * string; larger files and non-images are refused with a message. A preview shows the result (initials on error).
 */
import { useRef, useState } from 'react';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { businessValidators } from './businessRules';
import { BusinessLogo } from './BusinessLogo';
import { LOGO_MAX_KB, isDataImage, readLogoFile } from './logo';



export function LogoInput({ source = 'logo' }: { source?: string }) {
  const translate = useTranslate();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { setValue } = useFormContext();
  const logo = useWatch({ name: source }) as string | null | undefined;
  const name = (useWatch({ name: 'name' }) as string | undefined) ?? '';
  const uploaded = typeof logo === 'string' && isDataImage(logo);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const dataUrl = await readLogoFile(file);
      setUploadError(null);
      setValue(source, dataUrl, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      setUploadError((error as Error).message);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%' }}>
      <Box sx={{ pt: 1 }}>
        <BusinessLogo record={{ name, logo: logo ?? null }} size={48} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {uploaded ? null : (
          <TextInput source={source} label="resources.businesses.fields.logoUrl" validate={businessValidators.logo} fullWidth />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" startIcon={<UploadIcon />} onClick={() => fileRef.current?.click()}>
            {translate('resources.businesses.actions.uploadLogo')}
          </Button>
          {logo ? (
            <Button size="small" color="inherit" onClick={() => setValue(source, null, { shouldDirty: true })}>
              {translate('resources.businesses.actions.removeLogo')}
            </Button>
          ) : null}
        </Box>
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          data-testid="logo-file"
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Typography variant="caption" color={uploadError ? 'error' : 'text.secondary'} component="p" sx={{ mt: 0.5 }}>
          {translate(uploadError ?? 'resources.businesses.logoHint', { size: LOGO_MAX_KB })}
        </Typography>
      </Box>
    </Box>
  );
}
