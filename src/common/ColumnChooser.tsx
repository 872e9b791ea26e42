/**
 * ColumnChooser — a list's Columns button: a popover of check boxes, one per column that may be hidden, written to
 * the store key that react-admin's DataTable reads its hidden columns from (`<resource>.datatable` unless
 * `storeKey`), so the choice is remembered per list in this browser (the app's localStorage store), as react-admin's
 * ColumnsButton does; plain labelled check boxes in a labelled dialog, so it works from the keyboard (Tab, Space,
 * Escape) and with a screen reader. `columns`: the table's columns that may be hidden (source and label key).
 *   `<ColumnChooser columns={[{ source: 'email', label: 'resources.users.fields.email', from: 'medium' }]} />`
 */
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { Button, useResourceContext, useStore, useTranslate } from 'react-admin';
import { useTableRoom, type TableRoom } from './useTableRoom';

export interface ChoosableColumn {
  source: string;
  label: string;
  /** The least room (useTableRoom) at which the table shows the column; always when absent. */
  from?: Exclude<TableRoom, 'small'>;
}

const ORDER: Record<TableRoom, number> = { small: 0, medium: 1, large: 2 };

/** The columns the table shows in this room (a column it leaves out is not offered). */
export const columnsInRoom = (columns: ChoosableColumn[], room: TableRoom) => columns.filter((c) => !c.from || ORDER[room] >= ORDER[c.from]);

export interface ColumnChooserProps {
  columns: ChoosableColumn[];
  storeKey?: string;
}

export function ColumnChooser({ columns, storeKey }: ColumnChooserProps) {
  const resource = useResourceContext();
  const room = useTableRoom();
  const [hidden, setHidden] = useStore<string[]>(storeKey ?? `${resource}.datatable`, []);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const translate = useTranslate();
  const id = useId();
  const toggle = (source: string) => setHidden(hidden.includes(source) ? hidden.filter((s) => s !== source) : [...hidden, source]);
  return (
    <>
      <Button
        label="ra.action.select_columns"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
      >
        <ViewWeekIcon />
      </Button>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-title` } }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1, minWidth: 200 }}>
          <Box component="h2" id={`${id}-title`} sx={{ typography: 'subtitle2', m: 0, mb: 0.5 }}>
            {translate('app.common.columns.title')}
          </Box>
          <FormGroup>
            {columnsInRoom(columns, room).map((column) => (
              <FormControlLabel
                key={column.source}
                control={<Checkbox size="small" checked={!hidden.includes(column.source)} onChange={() => toggle(column.source)} />}
                label={translate(column.label)}
              />
            ))}
          </FormGroup>
          <Box sx={{ textAlign: 'right' }}>
            <Button label="ra.action.reset" onClick={() => setHidden([])} disabled={hidden.length === 0} />
          </Box>
        </Box>
      </Popover>
    </>
  );
}
