/**
 * ResourceDialogs — route-driven create/edit/show dialogs over a list (docs/architecture.md).
 * Render it inside the list, after the table: `<List empty={false} …><DataTable …/><ResourceDialogs
 * create={<UserCreate />} edit={<UserEdit />} show={<UserShow />} /></List>`. Pass `empty={false}` to the list:
 * react-admin otherwise replaces a list's children by its empty page when there are no records, and
 * /users/create must still open then. The Resource is registered with `list` and its descriptor's `dialogs`
 * as hasCreate/hasEdit/hasShow (no view elements; App.tsx): react-admin's list route is `/<resource>/*`, so these paths reach
 * the list, which opens the dialog, and react-admin's own EditButton, ShowButton, rowClick and ReferenceField links
 * lead here. `useOpenDialog()` (and common/RowActions) also keep the list's query string.
 * Opens on `<base>/create`, `<base>/:id` (edit) and `<base>/:id/show`; base is the current resource's list path
 * (`basePath` to override, e.g. '/admin/subscriptions' or '/bootcamps/7/applicants'). Only the open dialog is
 * mounted; it reads its id through `useDialogRoute()`, whose `close()` goes back to the list with its query
 * string. Deep links and the browser's Back button work because the dialog is the URL.
 * `useOpenDialog(basePath?)` → { create(), edit(id), show(id) } to open one from a button or a row.
 */
import { Fragment, useMemo, type ReactElement } from 'react';
import { useCreatePath, useLocation, useNavigate, useResourceContext, type Identifier } from 'react-admin';
import { dialogPath, matchDialog } from './dialogPaths';
import { DialogRouteContext, type DialogRoute } from './useDialogRoute';

export interface ResourceDialogsProps {
  create?: ReactElement;
  edit?: ReactElement;
  show?: ReactElement;
  basePath?: string;
  resource?: string;
}

function useBasePath(basePath?: string, resourceProp?: string): string {
  const resource = useResourceContext({ resource: resourceProp });
  const createPath = useCreatePath();
  if (basePath) return basePath;
  if (!resource) throw new Error('ResourceDialogs needs a resource context or a basePath');
  return createPath({ resource, type: 'list' });
}

export function ResourceDialogs({ create, edit, show, basePath, resource }: ResourceDialogsProps) {
  const base = useBasePath(basePath, resource);
  const location = useLocation();
  const navigate = useNavigate();
  const match = matchDialog(location.pathname, base);
  const mode = match?.mode;
  const id = match?.id;
  const search = location.search;
  const route = useMemo<DialogRoute | null>(() => {
    if (!mode) return null;
    let closing = false;
    const close = () => {
      closing = true;
      navigate({ pathname: base, search });
    };
    return { id, mode, close, closing: () => closing };
  }, [mode, id, base, search, navigate]);
  if (!route) return null;
  const element = route.mode === 'create' ? create : route.mode === 'edit' ? edit : show;
  if (!element) return null;
  return (
    <DialogRouteContext.Provider value={route}>
      {/* keyed by route so that switching records remounts the dialog with fresh state */}
      <Fragment key={`${route.mode}-${route.id ?? ''}`}>{element}</Fragment>
    </DialogRouteContext.Provider>
  );
}

export function useOpenDialog(basePath?: string) {
  const base = useBasePath(basePath);
  const navigate = useNavigate();
  const { search } = useLocation();
  return useMemo(
    () => ({
      create: () => navigate({ pathname: dialogPath(base, 'create'), search }),
      edit: (id: Identifier) => navigate({ pathname: dialogPath(base, 'edit', id), search }),
      show: (id: Identifier) => navigate({ pathname: dialogPath(base, 'show', id), search }),
    }),
    [base, navigate, search],
  );
}
