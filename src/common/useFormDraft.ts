/**
 * useFormDraft(key, opts?) — local draft of a react-hook-form form (docs/requirements.md §4 "Drafts"); call it inside
 * the form context (CreateDialog/EditDialog do).
 * - On mount, a draft stored under `key` is merged over the form's current values (`reset`, keeping the
 *   defaults, so the form counts as changed).
 * - 1 s (`delay`) after the last change the values are saved, but only when the form has content: values that
 *   differ from its defaults, or `opts.shouldSave(values)` when given (e.g. "title, short description or
 *   category filled"). A form back to its defaults removes the draft. Files and secrets (fields named
 *   *password*, and `opts.omit`: names, or a function giving them at save time) are never saved nor restored.
 * - Returns { saved: boolean (a draft was saved since opening: show 'Draft saved automatically'),
 *   restored: boolean, clear(): void (cancels a pending save and removes the draft: call on success, cancel
 *   and reset) }. `enabled: false` turns it off.
 * Keys: `draftKey(resource, id?)` from draftStorage.ts → 'form-draft-courses', 'form-draft-opportunities-12'.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { differsFrom, readDraft, removeDraft, writeDraft } from './draftStorage';

export const DRAFT_DELAY = 1000;

export interface FormDraftOptions {
  enabled?: boolean;
  delay?: number;
  shouldSave?: (values: FieldValues) => boolean;
  omit?: readonly string[] | (() => readonly string[]);
}

export interface FormDraft {
  saved: boolean;
  restored: boolean;
  clear: () => void;
}

export function useFormDraft(key: string, opts: FormDraftOptions = {}): FormDraft {
  const { enabled = true, delay = DRAFT_DELAY } = opts;
  const { watch, reset, getValues, formState } = useFormContext();
  const [saved, setSaved] = useState(false);
  const [restored, setRestored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const shouldSave = useRef(opts.shouldSave);
  shouldSave.current = opts.shouldSave;
  const omitRef = useRef(opts.omit);
  omitRef.current = opts.omit;
  const omitted = useCallback((): readonly string[] => {
    const omit = omitRef.current;
    return typeof omit === 'function' ? omit() : (omit ?? []);
  }, []);
  const defaults = useRef<unknown>(formState.defaultValues);

  useEffect(() => {
    if (!enabled) return;
    stopped.current = false;
    // Deferred: react-admin's Form resets itself to its defaults/record in an effect that runs after ours.
    const restore = setTimeout(() => {
      defaults.current = getValues();
      const draft = readDraft(key, omitted());
      if (draft) {
        reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
        setRestored(true);
      }
    }, 0);
    return () => clearTimeout(restore);
  }, [enabled, key, getValues, reset, omitted]);

  useEffect(() => {
    if (!enabled) return;
    const subscription = watch(() => {
      // a change after clear() (e.g. typing again after Reset) starts drafting again
      stopped.current = false;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (stopped.current) return;
        const values = getValues();
        const omit = omitted();
        const hasContent = shouldSave.current ? shouldSave.current(values) : differsFrom(values, defaults.current, omit);
        if (hasContent) {
          if (writeDraft(key, values, omit)) setSaved(true);
        } else {
          removeDraft(key);
        }
      }, delay);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [enabled, key, delay, watch, getValues, omitted]);

  const clear = useCallback(() => {
    stopped.current = true;
    clearTimeout(timer.current);
    removeDraft(key);
    setSaved(false);
  }, [key]);

  return { saved, restored, clear };
}
