/**
 * CreateDialog / EditDialog — route-driven form dialogs (mount them through ResourceDialogs).
 *
 * <CreateDialog title="key" size="md" successTitle="key" successMessage?="key" errorTitle="key"
 *   errorMessage="key" transform?={fn} mapError?={(message, error) => ({ title, message, field? })}
 *   refresh={['courses', 'course-units']} draft={true} draftOmit?={['pin']} defaultValues?={{}}
 *   mutate?={(data) => Promise<record>}>
 *   {inputs}
 * </CreateDialog>
 * <EditDialog …same props without defaultValues/mutate…>{inputs}</EditDialog>
 *
 * - Draft: saved under `form-draft-<resource>` (create) / `form-draft-<resource>-<id>` (edit) 1 s after a
 *   change, restored on open, cleared on success, cancel and Reset (`showReset`); `draftShouldSave` narrows when.
 *   Never saved: files, password fields (named *password*, or password inputs) and the `draftOmit` fields.
 * - Submit (Save button or Ctrl/Cmd+S): `transform`, then dataProvider.create (or `mutate`) / update
 *   (pessimistic). An edit with no changes just closes. Success: toast successTitle/successMessage (args from
 *   `successArgs(record, values)`), refresh of the resource and `refresh` resources, close, `onSuccess(record)`.
 *   Error: toast mapError(serverMessage) or title/errorMessage, plus a field error when mapError names a field;
 *   the dialog stays open. Title: mapError's, else by status (400/422 'Validation Error', 401 'Authentication
 *   Error', 403 'Permission Error'), else errorTitle. Args { message }: the server's message, translated when it
 *   is the client's own text ('HTTP error! status: 500'), 'An unexpected error occurred' when there is none.
 * - EditDialog loads the record (react-admin EditBase, id from useDialogRoute() or `id`), with loading/error states.
 */
import type { ReactNode } from 'react';
import { EditBase, useDataProvider, useEditContext, useResourceContext, type Identifier, type RaRecord, type ValidateForm } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FormDialogFrame, type SubmitHelpers } from './FormDialogFrame';
import type { DialogSize } from './RouteDialog';
import { ListError, ListLoading } from './ListStates';
import { draftKey } from './draftStorage';
import { errorText, errorTitleOf, failureMessage, recordLoadDefault, useTranslateError, type MapError } from './mutationFeedback';
import { useDialogRoute } from './useDialogRoute';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useToast } from './useToast';

type Values = Record<string, unknown>;

export interface FormDialogProps {
  title: string;
  titleArgs?: Record<string, unknown>;
  size?: DialogSize;
  resource?: string;
  successTitle: string | ((values: Values) => string);
  successMessage?: string;
  successArgs?: (record: RaRecord, values: Values) => Record<string, unknown>;
  errorTitle: string;
  errorMessage: string;
  mapError?: MapError;
  transform?: (values: Values) => Values | Promise<Values>;
  refresh?: string[];
  draft?: boolean;
  draftShouldSave?: (values: FieldValues) => boolean;
  /** Fields never written to the draft (besides files and password fields). */
  draftOmit?: string[];
  showReset?: boolean;
  saveLabel?: string;
  canSubmit?: (values: FieldValues) => boolean;
  validate?: ValidateForm;
  onSuccess?: (record: RaRecord) => void;
  children: ReactNode;
}

export interface CreateDialogProps extends FormDialogProps {
  defaultValues?: Values;
  mutate?: (data: Values) => Promise<RaRecord>;
}

export interface EditDialogProps extends FormDialogProps {
  id?: Identifier;
}

/** The submit handler shared by both dialogs: mutation, toasts, refresh, close, field errors. */
function useSubmit(props: FormDialogProps, resource: string, run: (data: Values) => Promise<RaRecord>) {
  const toast = useToast();
  const translateError = useTranslateError();
  const refresh = useRefreshAfterMutation();
  const { close } = useDialogRoute();
  return async (values: FieldValues, { clearDraft }: SubmitHelpers): Promise<FieldValues | undefined> => {
    const data = props.transform ? await props.transform(values) : values;
    let record: RaRecord;
    try {
      record = await run(data);
    } catch (error) {
      const message = errorText(error);
      const mapped = message ? props.mapError?.(message, error) : undefined;
      const args = { message: translateError(error), ...mapped?.args };
      toast.error(mapped?.title ?? errorTitleOf(error, props.errorTitle), mapped?.message ?? failureMessage(error, props.errorMessage), args);
      if (mapped?.field) return { [mapped.field]: mapped.fieldMessage ?? mapped.message ?? props.errorMessage };
      return undefined;
    }
    clearDraft();
    const title = typeof props.successTitle === 'function' ? props.successTitle(values) : props.successTitle;
    toast.success(title, props.successMessage, props.successArgs?.(record, values));
    await refresh([resource, ...(props.refresh ?? [])]);
    close();
    props.onSuccess?.(record);
    return undefined;
  };
}

export function CreateDialog(props: CreateDialogProps) {
  const resource = useResourceContext(props) ?? '';
  const dataProvider = useDataProvider();
  const { close } = useDialogRoute();
  const submit = useSubmit(props, resource, async (data) =>
    props.mutate ? props.mutate(data) : (await dataProvider.create(resource, { data })).data,
  );
  return (
    <FormDialogFrame
      title={props.title}
      titleArgs={props.titleArgs}
      size={props.size}
      defaultValues={props.defaultValues}
      validate={props.validate}
      draftKey={props.draft === false ? null : draftKey(resource)}
      draftShouldSave={props.draftShouldSave}
      draftOmit={props.draftOmit}
      showReset={props.showReset}
      saveLabel={props.saveLabel}
      canSubmit={props.canSubmit}
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
  return (
    <EditBase resource={resource} id={id} mutationMode="pessimistic" redirect={false} redirectOnError={false} render={() => <EditForm {...props} resource={resource} id={id} />} />
  );
}

function RecordLoadError() {
  const { error, refetch } = useEditContext();
  return <ListError error={error} message={recordLoadDefault(error)} onRetry={() => void refetch()} />;
}

function EditForm(props: EditDialogProps & { resource: string }) {
  const { record, isPending, error } = useEditContext();
  const dataProvider = useDataProvider();
  const { close } = useDialogRoute();
  const id = (record?.id ?? props.id) as Identifier;
  const submit = useSubmit(props, props.resource, async (data) =>
    (await dataProvider.update(props.resource, { id, data, previousData: record })).data,
  );
  const placeholder = isPending ? <ListLoading /> : error || !record ? <RecordLoadError /> : undefined;
  return (
    <FormDialogFrame
      title={props.title}
      titleArgs={props.titleArgs}
      size={props.size}
      record={record}
      validate={props.validate}
      draftKey={props.draft === false ? null : draftKey(props.resource, props.id)}
      draftShouldSave={props.draftShouldSave}
      draftOmit={props.draftOmit}
      showReset={props.showReset}
      saveLabel={props.saveLabel}
      canSubmit={props.canSubmit}
      placeholder={placeholder}
      onSubmit={(values, helpers) => {
        if (!helpers.dirty) {
          helpers.clearDraft();
          close();
          return Promise.resolve(undefined);
        }
        return submit(values, helpers);
      }}
      onClose={close}
    >
      {props.children}
    </FormDialogFrame>
  );
}
