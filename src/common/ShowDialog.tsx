/**
 * ShowDialog — the route-driven detail dialog of a record (mount it through ResourceDialogs).
 * `<ShowDialog title?="key" (default: the resource's dialogs.show, see resourceTexts.ts) titleArgs?={(record) => args} size="lg" actions?={(record) => ReactNode}>
 *   {children using useRecordContext()}</ShowDialog>`
 * Loads the record with react-admin ShowBase by the route id (or `id`); one dialog shows the loading state, the
 * error (with Try Again) and then the record; it closes back to the list (Escape, close button, overlay, Back).
 */
import type { ReactNode } from 'react';
import { ShowBase, useResourceContext, useShowContext, type Identifier, type RaRecord } from 'react-admin';
import { RouteDialog, type DialogSize } from './RouteDialog';
import { ListError, ListLoading } from './ListStates';
import { recordLoadDefault } from './mutationFeedback';
import { useDialogRoute } from './useDialogRoute';
import { useResourceTexts } from './resourceTexts';

export interface ShowDialogProps {
  title?: string;
  titleArgs?: (record: RaRecord) => Record<string, unknown>;
  size?: DialogSize;
  resource?: string;
  id?: Identifier;
  actions?: (record: RaRecord) => ReactNode;
  children: ReactNode;
}

export function ShowDialog(props: ShowDialogProps) {
  const resource = useResourceContext(props);
  const route = useDialogRoute();
  const texts = useResourceTexts(resource ?? '');
  return (
    <ShowBase
      resource={resource}
      id={props.id ?? route.id}
      redirectOnError={false}
      render={() => <ShowContent {...props} title={props.title ?? texts('dialogs.show')} onClose={route.close} />}
    />
  );
}

function ShowContent({ title, titleArgs, size = 'lg', actions, children, onClose }: ShowDialogProps & { onClose: () => void }) {
  const { record, isPending, error, refetch } = useShowContext();
  const content = isPending ? (
    <ListLoading />
  ) : error || !record ? (
    <ListError error={error} message={recordLoadDefault(error)} onRetry={() => void refetch()} />
  ) : (
    children
  );
  return (
    <RouteDialog
      title={title ?? ''}
      titleArgs={record ? titleArgs?.(record) : undefined}
      size={size}
      onClose={onClose}
      loading={isPending}
      actions={record ? actions?.(record) : undefined}
    >
      {content}
    </RouteDialog>
  );
}
