/**
 * SelectionBar — a list's bulk bar: '{n} selected' in the resource's words, a 'Clear Selection' button, then the
 * bulk actions. `<DataTable bulkActionsToolbar={<SelectionBar><BulkDeleteSelected /></SelectionBar>}>`
 * Texts (resourceTexts.ts): actions.bulkSelected (args { smart_count, count }; default react-admin's
 * '%{smart_count} items selected') and actions.clearSelection (default 'Clear Selection').
 * react-admin's BulkActionsToolbar underneath (its own unselect icon stays too).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import ClearIcon from '@mui/icons-material/Clear';
import { BulkActionsToolbar, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { useResourceTexts } from './resourceTexts';

export function SelectionBar({ children, resource: resourceProp }: { children?: ReactNode; resource?: string }) {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const texts = useResourceTexts(resource);
  const translate = useTranslate();
  const { onUnselectItems } = useListContext();
  return (
    <BulkActionsToolbar label={texts('actions.bulkSelected')}>
      <Button size="small" startIcon={<ClearIcon />} onClick={() => onUnselectItems()}>
        {translate(texts('actions.clearSelection'))}
      </Button>
      {children}
    </BulkActionsToolbar>
  );
}
