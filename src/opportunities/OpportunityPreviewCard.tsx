/**
 * Live preview of the opportunity being written (docs/requirements.md §2 "live preview"): the card as the list would show
 * it, from the form's current values: image (the chosen file's preview, else the image address), type and sector,
 * title, company, location, event date, payment, the deadline's status badge and the start of the description.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useFormat } from '../common/useFormat';
import { hasImageFile } from '../common/imageFile';
import { safeImageSrc } from '../domain/url';
import { truncate } from '../domain/format';
import { optionLabel } from './choices';
import { DeadlineBadge } from './DeadlineBadge';
import { OpportunityImage } from './OpportunityImage';
import { PaymentText } from './PaymentText';

const R = 'resources.opportunities';

export function OpportunityPreviewCard() {
  const translate = useTranslate();
  const { formatDateTime } = useFormat();
  const values = useWatch() as Record<string, unknown>;
  const text = (field: string) => (typeof values[field] === 'string' ? (values[field] as string).trim() : '');
  const file = hasImageFile(values.image) ? (values.image as { src?: string }).src ?? null : null;
  const imageSrc = file ?? safeImageSrc(text('imageUrl'));
  const type = text('type');
  const sector = text('sector');
  return (
    <Box component="aside" aria-label={translate(`${R}.preview.title`)} sx={{ position: { md: 'sticky' }, top: 0 }}>
      <Typography variant="overline" color="text.secondary">
        {translate(`${R}.preview.title`)}
      </Typography>
      <Card variant="outlined" data-testid="opportunity-preview">
        <Box sx={{ height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
          {imageSrc ? (
            <Box component="img" src={imageSrc} alt="" sx={{ width: '100%', height: 140, objectFit: 'cover' }} />
          ) : (
            <OpportunityImage type={type} width={72} height={72} />
          )}
        </Box>
        <Stack spacing={1} sx={{ p: 2 }}>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {type ? <Chip size="small" label={translate(optionLabel(type), { _: type })} /> : null}
            {sector ? <Chip size="small" variant="outlined" label={translate(optionLabel(sector), { _: sector })} /> : null}
            <DeadlineBadge deadline={text('deadline') || null} />
          </Stack>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {text('title') || translate(`${R}.preview.untitled`)}
          </Typography>
          {text('company') || text('location') ? (
            <Typography variant="body2" color="text.secondary">
              {[text('company'), text('location')].filter(Boolean).join(' · ')}
            </Typography>
          ) : null}
          <Typography variant="body2">
            {translate(`${R}.fields.date`)}: {text('date') ? formatDateTime(text('date')) : '—'}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <PaymentText isPaid={values.isPaid === true} amount={values.amount as number | null} />
          </Typography>
          {text('description') ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {truncate(text('description'), 160)}
            </Typography>
          ) : null}
        </Stack>
      </Card>
    </Box>
  );
}
