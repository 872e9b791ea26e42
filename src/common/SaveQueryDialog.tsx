/**
 * The dialog that names the list's current query before it is saved (SavedQueriesButton). A name is required, at
 * most SAVED_QUERY_NAME_MAX characters, and not the name of another saved query of this list (ignoring case): the
 * message says which, under the field, as soon as the name is typed (required: once Save is tried or the field is
 * left). Enter saves.
 *   `<SaveQueryDialog open queries={saved} onSave={(name) => …} onClose={…} />`
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate, type SavedQuery } from 'react-admin';
import { nameError, SAVED_QUERY_NAME_MAX } from './savedQueries';

const K = 'app.common.savedQueries';

export interface SaveQueryDialogProps {
  open: boolean;
  /** The list's saved queries (their names are taken). */
  queries: readonly SavedQuery[];
  /** Called with the trimmed name. */
  onSave: (name: string) => void;
  onClose: () => void;
}

export function SaveQueryDialog({ open, queries, onSave, onClose }: SaveQueryDialogProps) {
  const translate = useTranslate();
  const id = useId();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const error = nameError(name, queries);
  // an empty field says so once Save was tried or the field left; the other faults as soon as they are typed
  const shown = error && (error.key !== 'required' || tried) ? error : undefined;
  const close = () => {
    setName('');
    setTried(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error) return;
    onSave(name.trim());
    setName('');
    setTried(false);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{translate(`${K}.dialogTitle`)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            {translate(`${K}.dialogText`)}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            label={translate(`${K}.name`)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTried(true)}
            error={Boolean(shown)}
            helperText={
              shown
                ? translate(`${K}.errors.${shown.key}`, 'args' in shown ? shown.args : {})
                : translate('app.common.counter', { count: name.trim().length, max: SAVED_QUERY_NAME_MAX })
            }
            slotProps={{ htmlInput: { autoComplete: 'off' }, formHelperText: { role: shown ? 'alert' : undefined } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.common.form.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.common.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
