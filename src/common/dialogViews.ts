/**
 * Resource props that tell react-admin which views a resource has as route dialogs (ResourceDialogs): with them,
 * useCreatePath, <EditButton>, <ShowButton>, rowClick="edit"/"show" and <ReferenceField> links lead to
 * `/<resource>/create`, `/<resource>/:id` and `/<resource>/:id/show`, which the list route (`/<resource>/*`)
 * renders with the matching dialog open. No view elements are given: the list owns its dialogs.
 */
export const ALL_DIALOGS = { hasCreate: true, hasEdit: true, hasShow: true } as const;
export const SHOW_DIALOG = { hasShow: true } as const;
