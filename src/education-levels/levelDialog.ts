/**
 * What the Add and Edit Education Level dialogs share (docs/requirements.md §4, §5, §8): size, checks on blur, the error
 * mapping and Save rule of the create or the update, the POST/PATCH body, the refresh and the draft.
 *   `<CreateDialog {...levelDialogProps('create')} showReset>` / `<EditDialog {...levelDialogProps('update')}>`
 */
import type { FormDialogProps } from '../common/FormDialogs';
import { levelCanSubmit, mapLevelError, toLevelPayload, type FormKind } from './educationLevelRules';

/** What a level mutation refreshes besides the levels (§4). */
export const LEVEL_REFRESH = ['courses', 'course-units'];

export function levelDialogProps(kind: FormKind) {
  return {
    size: 'md',
    mode: 'onTouched',
    mapError: mapLevelError(kind),
    transform: toLevelPayload,
    canSubmit: levelCanSubmit(kind),
    refresh: LEVEL_REFRESH,
    draft: true,
  } satisfies Omit<FormDialogProps, 'children'>;
}
