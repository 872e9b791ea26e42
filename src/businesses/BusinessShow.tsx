/** Detail dialog of a business (/businesses/:id/show): logo, stage, sector, location, founded year, website, description. */
import { Box, Button, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext, useTranslate } from 'react-admin';
import { DetailRow } from '../common/DetailRow';
import { useOpenDialog } from '../common/ResourceDialogs';
import { ShowDialog } from '../common/ShowDialog';
import { formatYear } from '../domain/format';
import { useFormat } from '../common/useFormat';
import type { Business } from '../domain/types';
import { BusinessDeleteButton } from './BusinessDeleteButton';
import { BusinessLogo } from './BusinessLogo';
import { StageChip } from './StageChip';
import { WebsiteLink } from './WebsiteLink';
import { sectorLabel } from '../common/optionLabels';

const fields = 'resources.businesses.fields';


function BusinessDetails() {
  const translate = useTranslate();
  const record = useRecordContext<Business>();
  const { formatDate } = useFormat();
  if (!record) return null;
  const notSet = translate('resources.businesses.notSet');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <BusinessLogo size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3">
            {record.name}
          </Typography>
          <StageChip />
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DetailRow label={`${fields}.sector`}>{translate(sectorLabel(record.sector), { _: record.sector })}</DetailRow>
        <DetailRow label={`${fields}.location`}>{record.location || notSet}</DetailRow>
        <DetailRow label={`${fields}.founded`}>{formatYear(record.founded) || notSet}</DetailRow>
        <DetailRow label={`${fields}.website`}>
          <WebsiteLink />
        </DetailRow>
        <DetailRow label={`${fields}.createdAt`}>{formatDate(record.createdAt)}</DetailRow>
        <DetailRow label={`${fields}.updatedAt`}>{formatDate(record.updatedAt)}</DetailRow>
      </Box>
      <DetailRow label={`${fields}.description`}>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.description || translate('resources.businesses.noDescription')}
        </Box>
      </DetailRow>
    </Stack>
  );
}

function EditButton() {
  const translate = useTranslate();
  const record = useRecordContext<Business>();
  const open = useOpenDialog('/businesses');
  if (!record) return null;
  return (
    <Button variant="outlined" startIcon={<EditIcon />} onClick={() => open.edit(record.id)}>
      {translate('resources.businesses.actions.edit')}
    </Button>
  );
}

export function BusinessShow() {
  return (
    <ShowDialog
      size="lg"
      actions={() => (
        <Stack direction="row" spacing={1}>
          <EditButton />
          <BusinessDeleteButton variant="button" />
        </Stack>
      )}
    >
      <BusinessDetails />
    </ShowDialog>
  );
}
