/**
 * One convention for the kit's texts: react-admin's own `resources.<name>.…` keys (react-admin itself reads
 * `resources.<name>.notifications.created`). A resource's locale block
 * defines only the texts that differ from the kit's wording; every other text falls back to KIT_TEXTS.
 *
 *   actions.delete | bulkDelete | duplicate | bulkSelected (the bulk bar's '%{smart_count} selected') | clearSelection
 *   dialogs.create | edit | show | deleteTitle | deleteContent | bulkDeleteTitle | bulkDeleteContent
 *   notifications.created | createdMessage | createFailed | createFailedMessage | createInvalid
 *                 updated | updatedMessage | updateFailed | updateFailedMessage | updateInvalid
 *                 deleted | deletedMessage | deleteFailed | deleteFailedMessage | bulkDeleted | bulkDeleteFailedMessage
 *                 duplicated | duplicatedMessage | duplicateFailed | duplicateFailedMessage
 *                 loadFailedTitle | loadFailed
 *                 verified | verifiedMessage | verifyFailed | verifyFailedMessage   (VerifyButton; actions.verify)
 * (`createInvalid` / `updateInvalid`: the body of the 'Validation Error' toast when client validation stops a submit.)
 *
 * `*Failed` is a toast's title and `*FailedMessage` its body; `*Message` after a success text is an optional
 * body (no default: the toast then has a title only). So DeleteRecordButton, BulkDeleteSelected, ShowDialog,
 * CreateDialog and EditDialog need only the resource, never a list of keys.
 */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

export const KIT_TEXTS = {
  'actions.delete': 'app.common.delete.label',
  'actions.bulkDelete': 'app.common.delete.label',
  'actions.verify': 'app.common.verify.label',
  'actions.duplicate': 'app.common.duplicate.label',
  'actions.bulkSelected': 'ra.action.bulk_actions',
  'actions.clearSelection': 'app.common.bulk.clearSelection',
  'dialogs.create': 'app.common.dialog.createTitle',
  'dialogs.edit': 'app.common.dialog.editTitle',
  'dialogs.show': 'app.common.dialog.showTitle',
  'dialogs.deleteTitle': 'app.common.delete.title',
  'dialogs.deleteContent': 'app.common.delete.content',
  'dialogs.bulkDeleteTitle': 'app.common.delete.bulkTitle',
  'dialogs.bulkDeleteContent': 'app.common.delete.bulkContent',
  'notifications.created': 'ra.notification.created',
  'notifications.createdMessage': undefined,
  'notifications.createFailed': 'app.errors.creationFailed',
  'notifications.createFailedMessage': 'app.errors.unexpected',
  'notifications.createInvalid': 'app.errors.fixErrors',
  'notifications.updated': 'ra.notification.updated',
  'notifications.updatedMessage': undefined,
  'notifications.updateFailed': 'app.errors.updateFailed',
  'notifications.updateFailedMessage': 'app.errors.unexpected',
  'notifications.updateInvalid': 'app.errors.fixErrors',
  'notifications.deleted': 'ra.notification.deleted',
  'notifications.deletedMessage': undefined,
  'notifications.deleteFailed': 'app.errors.deleteFailed',
  'notifications.deleteFailedMessage': 'app.errors.unexpected',
  'notifications.bulkDeleted': 'ra.notification.deleted',
  'notifications.bulkDeleteFailedMessage': 'app.common.delete.bulkFailed',
  'notifications.duplicated': 'app.common.duplicate.done',
  'notifications.duplicatedMessage': undefined,
  'notifications.duplicateFailed': 'app.common.duplicate.failedTitle',
  'notifications.duplicateFailedMessage': 'app.errors.unexpected',
  'notifications.loadFailedTitle': 'app.common.list.errorTitle',
  'notifications.loadFailed': 'ra.notification.http_error',
  'notifications.verified': 'app.common.verify.done',
  'notifications.verifiedMessage': 'app.common.verify.doneMessage',
  'notifications.verifyFailed': 'app.common.verify.failed',
  'notifications.verifyFailedMessage': 'app.common.verify.failedMessage',
} as const satisfies Record<string, string | undefined>;

export type TextName = keyof typeof KIT_TEXTS;

/** The i18n key of a resource's text: its own key when its locale block has one, else the kit's. */
export type ResourceTexts = <N extends TextName>(name: N) => (typeof KIT_TEXTS)[N] extends string ? string : string | undefined;

const MISSING = '\u0000missing';

export function useResourceTexts(resource: string): ResourceTexts {
  const translate = useTranslate();
  return useCallback(
    ((name: TextName) => {
      const key = `resources.${resource}.${name}`;
      return translate(key, { _: MISSING, smart_count: 1 }) === MISSING ? KIT_TEXTS[name] : key;
    }) as ResourceTexts,
    [translate, resource],
  );
}
