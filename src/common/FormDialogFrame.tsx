/**
 * FormDialogFrame — the shared body of CreateDialog and EditDialog: a RouteDialog holding a react-admin
 * `Form`, its local draft (useFormDraft), Cancel / (Reset, which asks first when the form has changes) / Save buttons, 'Draft saved automatically',
 * Ctrl/Cmd+S submit, and the unsaved-changes checks. The draft leaves out `draftOmit`, fields named *password*
 * and the form's password inputs (found by type or password autocomplete, so also while shown as text). `onSubmit(values, { dirty, clearDraft })` does the
 * mutation and may return field errors for the form. `placeholder` replaces the form while a record loads.
 * The form's record is exactly `record` (none for a create form), never one from around the dialog: opened from a
 * table row (an opportunity's Apply), react-admin's Form would otherwise take the row's record as its own and reset
 * the typed values whenever the list refetched a changed copy of it.
 * `conflict` shows ConflictNotice above the fields (an edit refused because the record changed meanwhile): its Reload
 * drops the draft and calls `onReload` (which gives the form its new `record` and `formKey`), its Overwrite calls
 * `onOverwrite`, then submits the form as it stands. A new `formKey` draws the form anew on its `record` (values,
 * defaults, draft) and puts the focus in its first field.
 * Not used directly by screens.
 */
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { Form, RecordContextProvider, useTranslate, type RaRecord, type ValidateForm } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { RouteDialog, useRouteDialogClose, type DialogSize } from './RouteDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { ConflictNotice, type ConflictNoticeProps } from './ConflictNotice';
import { useFormDraft, type FormDraft } from './useFormDraft';
import { useToast } from './useToast';

export interface SubmitHelpers {
  dirty: boolean;
  clearDraft: () => void;
}

export interface FormDialogFrameProps {
  title: string;
  titleArgs?: Record<string, unknown>;
  size?: DialogSize;
  record?: Partial<RaRecord>;
  defaultValues?: FieldValues;
  validate?: ValidateForm;
  /** null: no draft; undefined: not known yet (the signed-in user is being asked for), drafting waits for it. */
  draftKey: string | null | undefined;
  /** Called with a draft put back into the form (an edit takes the version the draft was typed on). */
  onDraftRestored?: (draft: Record<string, unknown>) => void;
  draftShouldSave?: (values: FieldValues) => boolean;
  draftOmit?: string[];
  showReset?: boolean;
  resetLabel?: string;
  saveLabel?: string;
  /** Save stays disabled while this says no (e.g. required fields still empty). */
  canSubmit?: (values: FieldValues) => boolean;
  /** Body of the 'Validation Error' toast when client validation stops a submit (default 'Please fix the errors below and try again.'). */
  invalidMessage?: string;
  /** When fields validate (react-hook-form's mode): 'onTouched' = on blur, then on every change (docs/requirements.md §5). Default: on submit. */
  mode?: 'onSubmit' | 'onBlur' | 'onChange' | 'onTouched' | 'all';
  onSubmit: (values: FieldValues, helpers: SubmitHelpers) => Promise<FieldValues | undefined | void>;
  onClose: () => void;
  /** Shown instead of the form while the record loads or failed to load (same dialog, no remount). */
  placeholder?: ReactNode;
  /** A refused stale edit: the notice with its two actions above the fields. */
  conflict?: ConflictNoticeProps;
  /** A new value draws the form anew on `record` (a reloaded record). */
  formKey?: string | number;
  children: ReactNode;
}

export function FormDialogFrame(props: FormDialogFrameProps) {
  const { title, titleArgs, size, record, defaultValues, validate, draftKey, draftShouldSave, onSubmit, onClose } = props;
  const formId = useId();
  const [dirty, setDirty] = useState(false);
  const draft = useRef<FormDraft | null>(null);
  /** Set when a submit got past client validation (server errors are toasted by the submit itself). */
  const passedValidation = useRef(false);
  const dirtyRef = useRef(false);
  dirtyRef.current = dirty;
  /** Whether the form is submitting (validating or saving), as FormState last saw it. */
  const submitting = useRef(false);
  const clearDraft = () => draft.current?.clear();
  const form = () => document.getElementById(formId) as HTMLFormElement | null;
  useFocusFirstFieldOnNewForm(props.formKey, form);

  if (props.placeholder) {
    return (
      <RouteDialog title={title} titleArgs={titleArgs} size={size} onClose={onClose} loading>
        {props.placeholder}
      </RouteDialog>
    );
  }

  return (
    <RouteDialog
      title={title}
      titleArgs={titleArgs}
      size={size}
      dirty={dirty}
      onClose={() => {
        clearDraft();
        onClose();
      }}
      onDiscard={clearDraft}
      isBusy={() => submitting.current}
      // not while a save is on its way: the Save button is disabled then, and a second submit would send it again
      onSubmitShortcut={() => !submitting.current && form()?.requestSubmit()}
      wrapper={(body) => (
        <RecordContextProvider value={record}>
          <Form
            key={props.formKey}
            id={formId}
            record={record}
            defaultValues={defaultValues}
            validate={validate}
            mode={props.mode}
            noValidate
            disableInvalidFormNotification
            onSubmit={(values: FieldValues) => {
              passedValidation.current = true;
              return onSubmit(values, { dirty: dirtyRef.current, clearDraft });
            }}
          >
            <FormState
              draftKey={draftKey}
              onDraftRestored={props.onDraftRestored}
              shouldSave={draftShouldSave}
              omit={() => [...(props.draftOmit ?? []), ...passwordInputNames(formId)]}
              draftRef={draft}
              submittingRef={submitting}
              onDirty={setDirty}
              passedValidation={passedValidation}
              invalidMessage={props.invalidMessage}
            >
              {body}
            </FormState>
          </Form>
        </RecordContextProvider>
      )}
      actions={<FormActions formId={formId} showReset={props.showReset} resetLabel={props.resetLabel} saveLabel={props.saveLabel} canSubmit={props.canSubmit} />}
    >
      {props.conflict ? (
        <ConflictNotice
          onReload={() => {
            clearDraft();
            props.conflict?.onReload();
          }}
          onOverwrite={() => {
            props.conflict?.onOverwrite();
            form()?.requestSubmit();
          }}
        />
      ) : null}
      {props.children}
    </RouteDialog>
  );
}

/** After the form was drawn anew (`formKey` changed), the focus goes to its first field (the button that had it is gone). */
function useFocusFirstFieldOnNewForm(formKey: string | number | undefined, form: () => HTMLFormElement | null) {
  const seen = useRef(formKey);
  useEffect(() => {
    if (formKey === seen.current) return;
    seen.current = formKey;
    form()?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea:not([disabled]), [role=combobox]')?.focus();
  }, [formKey, form]);
}

/** Field names (last path segment) of the form's password inputs, also while a show/hide toggle makes them text. */
function passwordInputNames(formId: string): string[] {
  const selector = 'input[type="password"], input[autocomplete="new-password"], input[autocomplete="current-password"]';
  const inputs = document.getElementById(formId)?.querySelectorAll<HTMLInputElement>(selector) ?? [];
  return [...inputs].map((input) => input.name.split('.').pop() ?? '').filter(Boolean);
}

interface FormStateProps {
  draftKey: string | null | undefined;
  onDraftRestored?: (draft: Record<string, unknown>) => void;
  shouldSave?: (values: FieldValues) => boolean;
  omit: () => string[];
  draftRef: { current: FormDraft | null };
  submittingRef: { current: boolean };
  onDirty: (dirty: boolean) => void;
  passedValidation: { current: boolean };
  invalidMessage?: string;
  children: ReactNode;
}

const DraftContext = createContext<FormDraft | null>(null);

/** Inside the Form: runs the draft and reports whether the form has unsaved changes. */
function FormState({ draftKey, onDraftRestored, shouldSave, omit, draftRef, submittingRef, onDirty, passedValidation, invalidMessage, children }: FormStateProps) {
  const draft = useFormDraft(draftKey ?? undefined, { enabled: draftKey !== null, shouldSave, omit, onRestore: onDraftRestored });
  useToastWhenInvalid(passedValidation, invalidMessage);
  draftRef.current = draft;
  // Unsaved changes are fields that differ from their defaults (dirtyFields). react-hook-form's isDirty alone stays
  // true after Reset when an input registered a key the defaults lack (a form's value has one more key than the
  // record, all values equal), and closing would then ask about changes there are none of.
  const { isDirty, dirtyFields, isSubmitting } = useFormState();
  submittingRef.current = isSubmitting;
  const dirty = isDirty && Object.keys(dirtyFields).length > 0;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  return <DraftContext.Provider value={draft}>{children}</DraftContext.Provider>;
}

/**
 * After a submit that client validation stopped: the requirements' 'Validation Error' toast with
 * 'Please fix the errors below and try again.' (requirements §5; `message` replaces it: the quiz and bootcamp edit forms
 * say 'Please fix the errors before submitting.'), instead of react-admin's own notice.
 */
function useToastWhenInvalid(passedValidation: { current: boolean }, message = 'app.errors.fixErrors') {
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  const toast = useToast();
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    const stoppedByValidation = !passedValidation.current && Object.keys(errors).length > 0;
    passedValidation.current = false;
    if (stoppedByValidation) toast.error('app.errors.validationError', message);
  }, [submitCount, errors, toast, passedValidation, message]);
}

interface FormActionsProps {
  formId: string;
  showReset?: boolean;
  resetLabel?: string;
  saveLabel?: string;
  /** Save stays disabled while this says no (e.g. required fields still empty). */
  canSubmit?: (values: FieldValues) => boolean;
}

function FormActions({ formId, showReset, resetLabel = 'app.common.form.reset', saveLabel = 'app.common.form.save', canSubmit }: FormActionsProps) {
  const values = useWatch();
  const blocked = canSubmit ? !canSubmit(values) : false;
  const translate = useTranslate();
  const draft = useContext(DraftContext);
  const requestClose = useRouteDialogClose();
  const { isSubmitting } = useFormState();
  return (
    <>
      <Box sx={{ flex: 1 }}>
        {draft?.saved ? (
          <Typography variant="caption" color="text.secondary" role="status">
            {translate('app.common.form.draftSaved')}
          </Typography>
        ) : null}
      </Box>
      <Button onClick={requestClose} disabled={isSubmitting}>
        {translate('app.common.form.cancel')}
      </Button>
      {showReset ? <ResetButton label={resetLabel} disabled={isSubmitting} /> : null}
      <Button type="submit" form={formId} variant="contained" startIcon={<SaveIcon />} disabled={isSubmitting || blocked}>
        {translate(isSubmitting ? 'app.common.form.saving' : saveLabel, { _: saveLabel })}
      </Button>
    </>
  );
}

/**
 * Reset (or 'Reset Form' / 'Reset Changes'): back to the form's defaults and no draft. With changes in the form it asks
 * first ('Clear every change made in this form? This cannot be undone.', Keep Editing / the button's own label).
 */
function ResetButton({ label, disabled }: { label: string; disabled: boolean }) {
  const translate = useTranslate();
  const draft = useContext(DraftContext);
  const { reset } = useFormContext();
  const { isDirty, dirtyFields } = useFormState();
  const [asking, setAsking] = useState(false);
  const wipe = () => {
    setAsking(false);
    reset();
    draft?.clear();
  };
  return (
    <>
      <Button disabled={disabled} onClick={() => (isDirty && Object.keys(dirtyFields).length > 0 ? setAsking(true) : wipe())}>
        {translate(label, { _: label })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={label}
        content="app.common.form.resetConfirm"
        confirmLabel={label}
        cancelLabel="app.common.dialog.keepEditing"
        onConfirm={wipe}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
