/**
 * useFormDraft(key, opts?) — local draft of a react-hook-form form (docs/requirements.md §4 "Drafts"); call it inside
 * the form context (CreateDialog/EditDialog do).
 * - On mount, a draft stored under `key` is merged over the form's current values (`reset`, keeping the
 *   defaults, so the form counts as changed). `key` undefined: not known yet; the draft is restored (or what was
 *   typed meanwhile saved) once it is.
 * - 1 s (`delay`) after the last change the values are saved, but only when the form has content: values that
 *   differ from its defaults, or `opts.shouldSave(values)` when given (e.g. "title, short description or
 *   category filled"). A form back to its defaults removes the draft. Files and secrets (fields named
 *   *password*, and `opts.omit`: names, or a function giving them at save time) are never saved nor restored.
 * - Returns { saved: boolean (a draft was saved since opening: show 'Draft saved automatically'),
 *   restored: boolean, clear(): void (cancels a pending save and removes the draft: call on success, cancel
 *   and reset) }. `enabled: false` turns it off.
 * Keys: `useDraftKey(resource, id?)` → 'form-draft-<userId>-courses', 'form-draft-<userId>-opportunities-12'
 * (draftKey in draftStorage.ts), undefined while the signed-in user is being asked for.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetIdentity, type Identifier } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { differsFrom, draftKey, readDraft, removeDraft, writeDraft } from './draftStorage';

export const DRAFT_DELAY = 1000;

export interface FormDraftOptions {
  enabled?: boolean;
  delay?: number;
  shouldSave?: (values: FieldValues) => boolean;
  omit?: readonly string[] | (() => readonly string[]);
  /** Called with the stored draft once it is put back into the form. */
  onRestore?: (draft: Record<string, unknown>) => void;
}

export interface FormDraft {
  saved: boolean;
  restored: boolean;
  clear: () => void;
}

export function useFormDraft(key: string | undefined, opts: FormDraftOptions = {}): FormDraft {
  const { enabled = true, delay = DRAFT_DELAY } = opts;
  const { watch, reset, getValues, formState } = useFormContext();
  const [saved, setSaved] = useState(false);
  const [restored, setRestored] = useState(false);
  const [started, setStarted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const keyRef = useRef(key);
  keyRef.current = key;
  const shouldSave = useRef(opts.shouldSave);
  shouldSave.current = opts.shouldSave;
  const onRestore = useRef(opts.onRestore);
  onRestore.current = opts.onRestore;
  const omitRef = useRef(opts.omit);
  omitRef.current = opts.omit;
  const omitted = useCallback((): readonly string[] => {
    const omit = omitRef.current;
    return typeof omit === 'function' ? omit() : (omit ?? []);
  }, []);
  const defaults = useRef<unknown>(formState.defaultValues);
  // The key whose stored draft has been looked at. Until then nothing is saved: a save timer that fires while a slow
  // render is still under way (React yields between slices) would see the form without its draft and remove it.
  const checkedKey = useRef<string | undefined>(undefined);

  /** Saves the values now when the form has content, else removes the draft; nothing while the key is unknown. */
  const save = useCallback(() => {
    const current = keyRef.current;
    if (stopped.current || current === undefined || checkedKey.current !== current) return;
    const values = getValues();
    const omit = omitted();
    const hasContent = shouldSave.current ? shouldSave.current(values) : differsFrom(values, defaults.current, omit);
    if (hasContent) {
      if (writeDraft(current, values, omit)) setSaved(true);
    } else {
      removeDraft(current);
    }
  }, [getValues, omitted]);

  useEffect(() => {
    if (!enabled) return;
    stopped.current = false;
    // Deferred: react-admin's Form resets itself to its defaults/record in an effect that runs after ours. The
    // starting values are taken then, whether or not the key is known yet.
    const start = setTimeout(() => {
      defaults.current = getValues();
      setStarted(true);
    }, 0);
    return () => clearTimeout(start);
  }, [enabled, getValues]);

  useEffect(() => {
    if (!enabled || !started || key === undefined) return;
    const draft = readDraft(key, omitted());
    checkedKey.current = key;
    if (draft) {
      reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
      setRestored(true);
      onRestore.current?.(draft);
    } else {
      // what was typed before the key was known (the signed-in user is asked for) is kept now
      save();
    }
  }, [enabled, started, key, getValues, reset, omitted, save]);

  useEffect(() => {
    if (!enabled) return;
    const subscription = watch(() => {
      // a change after clear() (e.g. typing again after Reset) starts drafting again
      stopped.current = false;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, delay);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [enabled, delay, watch, save]);

  const clear = useCallback(() => {
    stopped.current = true;
    clearTimeout(timer.current);
    if (keyRef.current !== undefined) removeDraft(keyRef.current);
    setSaved(false);
  }, []);

  return { saved, restored, clear };
}

/**
 * The signed-in user's draft key of a form (create without `id`): undefined while the user is being asked for, null
 * when no user is known (no draft).
 */
export function useDraftKey(resource: string, id?: Identifier | null): string | null | undefined {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return undefined;
  const userId = identity?.id;
  return userId === undefined || userId === null || userId === '' ? null : draftKey(userId, resource, id);
}
