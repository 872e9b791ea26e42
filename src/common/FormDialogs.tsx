/**
 * CreateDialog / EditDialog — route-driven form dialogs (mount them through ResourceDialogs), saved through
 * react-admin's own controllers: CreateBase / EditBase, mutationMode="pessimistic" (nothing changes until the
 * server answers), `transform`, and `mutationOptions` for the success and error side effects.
 *
 * <CreateDialog size="md" transform?={fn} mapError?={(message, error) => ({ title, message, field? })}
 *   refresh={['courses', 'course-units']} draft={true} draftOmit?={['pin']} defaultValues?={{}}>
 *   {inputs}
 * </CreateDialog>
 * <EditDialog …same props without defaultValues…>{inputs}</EditDialog>
 *
 * - Texts (resourceTexts.ts): dialogs.create / edit (title), notifications.created / createdMessage /
 *   createFailed / createFailedMessage (updated / updateFailed… for edits) of the resource, else the kit's;
 *   `title` and `successTitle` override them (successTitle may depend on the values).
 * - Draft: saved under `form-draft-<userId>-<resource>` (create) / `form-draft-<userId>-<resource>-<id>` (edit)
 *   1 s after a change, restored on open, cleared on success, cancel and Reset (`showReset`); `draftShouldSave` narrows when.
 *   Never saved: files, password fields (named *password*, or password inputs) and the `draftOmit` fields.
 * - Submit (Save button or Ctrl/Cmd+S): the controller's save (`transform`, then dataProvider.create / update).
 *   An edit with no changes just closes. Success: toast (args from `successArgs(record, values)`), refresh of the
 *   resource and `refresh` resources, close, `onSuccess(record)`. Error: toast mapError(serverMessage) or the
 *   texts, plus a field error when mapError names a field; the dialog stays open. Title: mapError's, else by status
 *   (400/422 'Validation Error', 401 'Authentication Error', 403 'Permission Error'), else createFailed/updateFailed.
 *   Args { message }: the server's message, translated when it is the client's own text ('HTTP error! status:
 *   500'), 'An unexpected error occurred' when there is none.
 * - EditDialog loads the record (EditBase, id from useDialogRoute() or `id`), with loading/error states; the form
 *   opens on the server's answer (not a list's cached copy) and keeps it while open, so a refetch never resets it.
 * - No lost update (docs/decisions.md): an edit's save names the version the form was loaded with (`meta.loaded`, whose
 *   `updatedAt` the dataProvider sends as If-Match). A 409 carrying the current record is no toast: the typed values
 *   stay and ConflictNotice offers 'Reload their changes' (the form is drawn anew on the current record, the typed
 *   values and the draft go, no question asked: the button says so) and 'Overwrite' (the same values are saved again,
 *   naming the current version, so what the form shows is what is stored). The resource's queries are refreshed, so
 *   the list behind shows their change.
 */
import { useRef, useState, type ReactNode } from 'react';
import {
  CreateBase,
  EditBase,
  useEditContext,
  useResourceContext,
  useSaveContext,
  type Identifier,
  type RaRecord,
  type ValidateForm,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorStatus } from '../domain/errors';
import { conflictRecord, versionOf } from '../domain/version';
import type { UpdateMeta } from '../providers/types';
import { FormDialogFrame, type SubmitHelpers } from './FormDialogFrame';
import type { DialogSize } from './RouteDialog';
import { ListError, ListLoading } from './ListStates';
import { errorText, errorTitleOf, failureMessage, recordLoadDefault, useTranslateError, type MapError } from './mutationFeedback';
import { useResourceTexts } from './resourceTexts';
import { useDialogRoute } from './useDialogRoute';
import { useDraftKey } from './useFormDraft';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useToast } from './useToast';

type Values = Record<string, unknown>;

export interface FormDialogProps {
  title?: string;
  titleArgs?: Record<string, unknown>;
  size?: DialogSize;
  resource?: string;
  successTitle?: string | ((values: Values) => string);
  successArgs?: (record: RaRecord, values: Values) => Record<string, unknown>;
  mapError?: MapError;
  transform?: (values: Values) => Values | Promise<Values>;
  refresh?: string[];
  draft?: boolean;
  draftShouldSave?: (values: FieldValues) => boolean;
  /** Fields never written to the draft (besides files and password fields). */
  draftOmit?: string[];
  showReset?: boolean;
  /** The Reset button's text (default 'Reset'), e.g. 'Reset Form' / 'Reset Changes'. */
  resetLabel?: string;
  saveLabel?: string;
  canSubmit?: (values: FieldValues) => boolean;
  /** When fields validate: 'onTouched' = on blur, then on change once touched (docs/requirements.md §5); default on submit. */
  mode?: 'onSubmit' | 'onBlur' | 'onChange' | 'onTouched' | 'all';
  validate?: ValidateForm;
  onSuccess?: (record: RaRecord) => void;
  children: ReactNode;
}

export interface CreateDialogProps extends FormDialogProps {
  defaultValues?: Values;
}

export interface EditDialogProps extends FormDialogProps {
  id?: Identifier;
}

type Kind = 'create' | 'update';
interface SaveOptions {
  meta?: UpdateMeta;
  /** A 409 with the current record (a stale edit) goes here instead of the error toast. */
  onConflict?: (current: RaRecord) => void;
}
type Submit = (values: FieldValues, helpers: SubmitHelpers, options?: SaveOptions) => Promise<FieldValues | undefined>;

/** The current record of a refused stale edit (409 `{message, current}`), else undefined. */
const conflictOf = (error: unknown): RaRecord | undefined =>
  errorStatus(error) === 409 ? (conflictRecord((error as { body?: unknown } | null)?.body) as RaRecord | undefined) : undefined;

/**
 * The controller's mutationOptions (toasts, refresh, close, field errors) and the form's submit, which calls the
 * controller's save and hands the form the field error the failure named, if any.
 */
function useSaveHandlers(props: FormDialogProps, resource: string, kind: Kind) {
  const toast = useToast();
  const texts = useResourceTexts(resource);
  const translateError = useTranslateError();
  const refresh = useRefreshAfterMutation();
  const { close } = useDialogRoute();
  const pending = useRef<{ values: Values; helpers: SubmitHelpers; fieldErrors?: FieldValues; onConflict?: SaveOptions['onConflict'] }>(null);
  const done = kind === 'create' ? 'created' : 'updated';

  const mutationOptions = {
    onSuccess: async (record: RaRecord) => {
      const { values, helpers } = pending.current ?? { values: {}, helpers: { dirty: false, clearDraft: () => {} } };
      helpers.clearDraft();
      const title = typeof props.successTitle === 'function' ? props.successTitle(values) : props.successTitle;
      toast.success(title ?? texts(`notifications.${done}`), texts(`notifications.${done}Message`), props.successArgs?.(record, values));
      await refresh([resource, ...(props.refresh ?? [])]);
      close();
      props.onSuccess?.(record);
    },
    onError: (error: unknown) => {
      const current = conflictOf(error);
      if (current && pending.current?.onConflict) {
        pending.current.onConflict(current);
        void refresh([resource]);
        return;
      }
      const failedTitle = texts(`notifications.${kind}Failed`);
      const failedMessage = texts(`notifications.${kind}FailedMessage`);
      const message = errorText(error);
      const mapped = props.mapError?.(message, error);
      const args = { message: translateError(error), ...mapped?.args };
      // an empty mapped message (a mapping that echoes a failure without one, e.g. a network failure) is no message
      toast.error(mapped?.title ?? errorTitleOf(error, failedTitle), mapped?.message || failureMessage(error, failedMessage), args);
      if (mapped?.field && pending.current) pending.current.fieldErrors = { [mapped.field]: mapped.fieldMessage ?? mapped.message ?? failedMessage };
    },
  };

  const useSubmit = (): Submit => {
    const { save } = useSaveContext();
    return async (values, helpers, options = {}) => {
      pending.current = { values, helpers, onConflict: options.onConflict };
      await save?.(values, options.meta ? { meta: options.meta } : undefined);
      return pending.current.fieldErrors;
    };
  };
  return {
    mutationOptions,
    useSubmit,
    title: props.title ?? texts(kind === 'create' ? 'dialogs.create' : 'dialogs.edit'),
    invalidMessage: texts(`notifications.${kind}Invalid`),
  };
}

export function CreateDialog(props: CreateDialogProps) {
  const resource = useResourceContext(props) ?? '';
  const handlers = useSaveHandlers(props, resource, 'create');
  return (
    <CreateBase resource={resource} mutationMode="pessimistic" redirect={false} transform={props.transform} mutationOptions={handlers.mutationOptions}>
      <CreateForm {...props} resource={resource} title={handlers.title} invalidMessage={handlers.invalidMessage} useSubmit={handlers.useSubmit} />
    </CreateBase>
  );
}

function CreateForm(props: CreateDialogProps & { resource: string; invalidMessage: string; useSubmit: () => Submit }) {
  const { close } = useDialogRoute();
  const submit = props.useSubmit();
  const draftKey = useDraftKey(props.resource);
  return (
    <FormDialogFrame
      title={props.title ?? ''}
      titleArgs={props.titleArgs}
      size={props.size}
      defaultValues={props.defaultValues}
      validate={props.validate}
      draftKey={props.draft === false ? null : draftKey}
      draftShouldSave={props.draftShouldSave}
      draftOmit={props.draftOmit}
      showReset={props.showReset}
      resetLabel={props.resetLabel}
      saveLabel={props.saveLabel}
      canSubmit={props.canSubmit}
      mode={props.mode}
      invalidMessage={props.invalidMessage}
      onSubmit={submit}
      onClose={close}
    >
      {props.children}
    </FormDialogFrame>
  );
}

export function EditDialog(props: EditDialogProps) {
  const resource = useResourceContext(props) ?? '';
  const route = useDialogRoute();
  const id = props.id ?? route.id;
  const handlers = useSaveHandlers(props, resource, 'update');
  return (
    <EditBase
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      transform={props.transform}
      mutationOptions={handlers.mutationOptions}
      render={() => (
        <EditForm {...props} resource={resource} id={id} title={handlers.title} invalidMessage={handlers.invalidMessage} useSubmit={handlers.useSubmit} />
      )}
    />
  );
}

function RecordLoadError() {
  const { error, refetch } = useEditContext();
  return <ListError error={error} message={recordLoadDefault(error)} onRetry={() => void refetch()} />;
}

function EditForm(props: EditDialogProps & { resource: string; invalidMessage: string; useSubmit: () => Submit }) {
  const { record, isPending, isFetching, error } = useEditContext();
  const { close } = useDialogRoute();
  const submit = props.useSubmit();
  const draftKey = useDraftKey(props.resource, props.id);
  // The form opens on the record's own answer, never on the copy a list left in react-query's cache, and keeps that
  // copy while it is open: react-admin's Form resets itself to every new copy of its record, which wiped what the
  // admin had typed (and blinded the draft) when the fresher copy came a moment after the form (browser tests lost a
  // typed description and an edit draft so), and would do so again on any refetch.
  const [formRecord, setFormRecord] = useState<RaRecord | undefined>(undefined);
  if (!formRecord && record && !isFetching && !error) setFormRecord(record);
  // The version a save names: the record the form was loaded with, then the current one an Overwrite or Reload took.
  // A draft put back names the version it was typed on: when the record changed since, the save is refused as a
  // conflict (Reload or Overwrite) instead of laying old values over another's change.
  const loaded = useRef<RaRecord | undefined>(undefined);
  loaded.current ??= formRecord;
  const takeDraftVersion = (draft: Record<string, unknown>) => {
    const typedOn = versionOf(draft);
    if (loaded.current && typedOn && typedOn !== versionOf(loaded.current)) loaded.current = { ...loaded.current, updatedAt: typedOn };
  };
  const [conflict, setConflict] = useState<RaRecord | null>(null);
  const [generation, setGeneration] = useState(0);
  const failed = error || (!isPending && !isFetching && !record);
  const placeholder = formRecord ? undefined : failed ? <RecordLoadError /> : <ListLoading />;
  return (
    <FormDialogFrame
      title={props.title ?? ''}
      titleArgs={props.titleArgs}
      size={props.size}
      record={formRecord}
      validate={props.validate}
      draftKey={props.draft === false ? null : draftKey}
      onDraftRestored={takeDraftVersion}
      draftShouldSave={props.draftShouldSave}
      draftOmit={props.draftOmit}
      showReset={props.showReset}
      resetLabel={props.resetLabel}
      saveLabel={props.saveLabel}
      canSubmit={props.canSubmit}
      mode={props.mode}
      invalidMessage={props.invalidMessage}
      placeholder={placeholder}
      formKey={generation}
      conflict={
        conflict
          ? {
              onReload: () => {
                loaded.current = conflict;
                setFormRecord(conflict);
                setConflict(null);
                setGeneration((n) => n + 1);
              },
              onOverwrite: () => {
                loaded.current = conflict;
              },
            }
          : undefined
      }
      onSubmit={(values, helpers) => {
        if (!helpers.dirty) {
          helpers.clearDraft();
          close();
          return Promise.resolve(undefined);
        }
        setConflict(null);
        return submit(values, helpers, { meta: { loaded: loaded.current }, onConflict: setConflict });
      }}
      onClose={close}
    >
      {props.children}
    </FormDialogFrame>
  );
}
