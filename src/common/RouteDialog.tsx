/**
 * RouteDialog — the modal frame of every create/edit/show dialog (docs/architecture.md).
 * `<RouteDialog title="key" titleArgs? size="sm"|"md"|"lg"|"xl"|"2xl" onClose={fn} dirty={bool}
 *   actions?={ReactNode} onSubmitShortcut?={fn} wrapper?={(body) => ReactNode}>{content}</RouteDialog>`
 * - Focus moves to the first field (or the dialog) 100 ms after opening, unless the admin is in a field by then: a
 *   move then would send what they type next into the first field (a browser test typed a last name into it).
 * - Escape and the close button call `onClose`; when `dirty` they first ask 'You have unsaved changes. Are you
 *   sure you want to close without saving?'. An overlay click closes only when not dirty. Leaving the route any
 *   other way while dirty (the browser's Back, a menu link, a search result) asks the same, through react-router's
 *   blocker (App.tsx gives <Admin> a data router for it); the dialog's own close and a save go through.
 *   'Discard' calls `onDiscard` whichever way the admin was leaving (a form's draft goes, as on Cancel).
 * - Ctrl/Cmd+S calls `onSubmitShortcut` (form dialogs submit with it), also while focus has fallen out of the dialog
 *   onto the page's body (a field blurred, a focused button removed): MUI's focus trap takes focus back only at its
 *   next 50 ms check, and a shortcut pressed before it reached no handler (the quiz edit browser test, now and then).
 * - `loading`: focus waits until the content is there.
 * - Full screen under 600 px. `wrapper` wraps content + actions (FormDialogs put a `<form>` around both).
 * - Title, close button and actions stay put; only the content scrolls (also inside the wrapper's `<form>`, which
 *   would otherwise grow with its fields and scroll the whole dialog, Save below the fold).
 * Children can ask to close through the same checks with `useRouteDialogClose()`.
 */
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useBlocker, useTranslate } from 'react-admin';
import { useOptionalDialogRoute } from './useDialogRoute';
import { ConfirmDialog } from './ConfirmDialog';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

/** Max widths of the five sizes (px). */
export const DIALOG_WIDTHS: Record<DialogSize, number> = { sm: 420, md: 600, lg: 800, xl: 1000, '2xl': 1200 };

/** Delay before focus moves into an opened dialog (requirements: 100 ms). */
export const DIALOG_FOCUS_DELAY = 100;

/** A column that fills the paper's height and never outgrows it: the DialogContent inside scrolls instead. */
const column = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;
const WRAPPED = { ...column, '& > form': column };

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role=combobox], [tabindex]:not([tabindex="-1"])';

export interface RouteDialogProps {
  title: string;
  titleArgs?: Record<string, unknown>;
  size?: DialogSize;
  onClose: () => void;
  dirty?: boolean;
  actions?: ReactNode;
  onSubmitShortcut?: () => void;
  wrapper?: (body: ReactNode) => ReactNode;
  /** While true (record loading), focus waits; it moves in 100 ms after loading ends. */
  loading?: boolean;
  /** Called when the admin answers 'Discard', however the dialog was being left (form dialogs drop their draft). */
  onDiscard?: () => void;
  /** While this says yes (a save on its way), Escape and the close button leave the dialog open, like a disabled Cancel. */
  isBusy?: () => boolean;
  children?: ReactNode;
}

/** Ctrl/Cmd+S: calls `submit` (when there is one) instead of the browser's 'Save page'. */
function submitOnShortcut(event: KeyboardEvent | globalThis.KeyboardEvent, submit: (() => void) | undefined) {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's' && submit) {
    event.preventDefault();
    submit();
  }
}

const CloseRequestContext = createContext<(() => void) | null>(null);

/** Inside a RouteDialog: a function that closes it, asking first when there are unsaved changes. */
export function useRouteDialogClose(): () => void {
  const close = useContext(CloseRequestContext);
  if (!close) throw new Error('useRouteDialogClose must be used inside a RouteDialog');
  return close;
}

/**
 * On close MUI gives the focus back to the element that had it when the dialog opened. When that element was drawn
 * anew meanwhile (its list redrew the row), it is no longer in the page and the focus would fall to the body: then the
 * button with the same accessible name takes it.
 */
function useFocusBackToOpener() {
  // read while rendering: by the time effects run, the dialog has taken the focus
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const label = opener?.getAttribute('aria-label');
    return () => {
      if (!opener || !label) return;
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (!lost || opener.isConnected) return;
        document.querySelector<HTMLElement>(`${opener.tagName}[aria-label="${CSS.escape(label)}"]`)?.focus();
      }, 0);
    };
  }, [opener]);
}

export function RouteDialog(props: RouteDialogProps) {
  const { title, titleArgs, size = 'md', onClose, onDiscard, isBusy, dirty = false, actions, onSubmitShortcut, wrapper, loading = false, children } = props;
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  const route = useOptionalDialogRoute();
  // Leaving by any other way (Back, a menu link, a search result, sign-out's redirect) asks too, while dirty.
  const guard = useRef({ dirty, discarding: false });
  useEffect(() => {
    guard.current.dirty = dirty;
  }, [dirty]);
  const blocker = useBlocker(() => guard.current.dirty && !guard.current.discarding && !route?.closing?.());

  useFocusBackToOpener();

  useEffect(() => {
    if (loading) return;
    const timer = setTimeout(() => {
      const root = contentRef.current;
      if (!root) return;
      // the admin already went to a field (a quick click or Tab, a password manager): focus stays where they put it
      const active = document.activeElement;
      if (active && active !== root && root.contains(active)) return;
      const target = root.querySelector<HTMLElement>(FOCUSABLE) ?? root;
      target.focus();
    }, DIALOG_FOCUS_DELAY);
    return () => clearTimeout(timer);
  }, [loading]);

  const requestClose = useCallback(() => {
    if (isBusy?.()) return;
    if (dirty) setConfirming(true);
    else onClose();
  }, [dirty, onClose, isBusy]);

  const submitShortcut = useRef(onSubmitShortcut);
  submitShortcut.current = onSubmitShortcut;
  const handleKeyDown = (event: KeyboardEvent) => submitOnShortcut(event, submitShortcut.current);
  // The same shortcut while focus is on the body, outside the modal (see the header).
  useEffect(() => {
    const onBodyKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.target === document.body) submitOnShortcut(event, submitShortcut.current);
    };
    document.addEventListener('keydown', onBodyKeyDown);
    return () => document.removeEventListener('keydown', onBodyKeyDown);
  }, []);

  const body = (
    <>
      <DialogContent dividers ref={contentRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {children}
      </DialogContent>
      {actions ? <DialogActions sx={{ px: 3, py: 1.5 }}>{actions}</DialogActions> : null}
    </>
  );

  return (
    <CloseRequestContext.Provider value={requestClose}>
      <Dialog
        open
        fullWidth
        fullScreen={fullScreen}
        aria-labelledby={titleId}
        onClose={(_event, reason) => {
          if (reason === 'backdropClick' && dirty) return;
          requestClose();
        }}
        onKeyDown={handleKeyDown}
        slotProps={{ paper: { sx: fullScreen ? undefined : { maxWidth: DIALOG_WIDTHS[size] } } }}
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {translate(title, { ...titleArgs, _: title })}
        </DialogTitle>
        <IconButton
          aria-label={translate('app.common.dialog.close')}
          onClick={requestClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
        {wrapper ? <Box sx={WRAPPED}>{wrapper(body)}</Box> : body}
      </Dialog>
      <ConfirmDialog
        open={confirming || blocker.state === 'blocked'}
        title="app.common.dialog.unsavedTitle"
        content="app.common.dialog.unsavedContent"
        confirmLabel="app.common.dialog.discard"
        cancelLabel="app.common.dialog.keepEditing"
        onConfirm={() => {
          guard.current.discarding = true;
          setConfirming(false);
          onDiscard?.();
          if (blocker.state === 'blocked') blocker.proceed();
          else onClose();
        }}
        onClose={() => {
          setConfirming(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </CloseRequestContext.Provider>
  );
}
