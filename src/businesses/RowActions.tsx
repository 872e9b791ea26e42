/** Row actions of a business: view (detail dialog), edit (edit dialog), delete (confirm, DELETE /businesses/{id}). */
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useOpenDialog } from '../common/ResourceDialogs';
import type { Business } from '../domain/types';
import { BusinessDeleteButton } from './BusinessDeleteButton';

export function RowActions() {
  const translate = useTranslate();
  const record = useRecordContext<Business>();
  const open = useOpenDialog('/businesses');
  if (!record) return null;
  const view = translate('resources.businesses.actions.view');
  const edit = translate('resources.businesses.actions.edit');
  return (
    <Box sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={view}>
        <IconButton size="small" aria-label={view} onClick={() => open.show(record.id)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={edit}>
        <IconButton size="small" aria-label={edit} onClick={() => open.edit(record.id)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <BusinessDeleteButton />
    </Box>
  );
}
