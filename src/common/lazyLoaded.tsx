/**
 * Components whose code arrives in its own chunk.
 * - `lazyLoaded(load)`: React.lazy that renders at once when its module is already loaded (preloaded by the boot
 *   script, or an earlier visit). React.lazy suspends on its first render even then, and a Suspense boundary that
 *   has shown its fallback reveals the content no sooner than 300 ms later (React's fallback throttle): on a cold
 *   load of /users that was the gap between the rows' data being here and the rows showing. Each mounted instance
 *   keeps the component it started with, so a module arriving later never remounts a screen.
 * - `loadedOnDemand(load, pick)`: for a dialog over a list, without Suspense (so without that throttle, and the
 *   list around it never falls back): renders nothing until its module is in, at once when it already is; a chunk
 *   that fails to load goes to the nearest error boundary. `formDialogs(load)` gives a list's Create and Edit so;
 *   `usePreloadWhenSettled(load)` (common/screenSettled) in the list starts the chunk once the list's data is in, so
 *   the dialog usually opens at once.
 */
import { lazy, useEffect, useState, type ComponentType, type FunctionComponent } from 'react';
import type { ModuleLoader } from './moduleLoader';

export function lazyLoaded<P extends object>(load: ModuleLoader<{ default: ComponentType<P> }>): FunctionComponent<P> {
  const Lazy = lazy(load);
  const LazyLoaded = (props: P) => {
    const [Component] = useState<ComponentType<P>>(() => load.loaded()?.default ?? Lazy);
    return <Component {...props} />;
  };
  return LazyLoaded;
}

export function loadedOnDemand<M, P extends object>(load: ModuleLoader<M>, pick: (module: M) => ComponentType<P>): FunctionComponent<P> {
  const OnDemand = (props: P) => {
    const [module, setModule] = useState<M | undefined>(load.loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (module) return undefined;
      let mounted = true;
      load().then(
        (loaded) => mounted && setModule(loaded),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [module]);
    if (failure) throw failure.error;
    if (!module) return null;
    const Component = pick(module);
    return <Component {...props} />;
  };
  return OnDemand;
}

/** A list's create and edit dialogs from their chunk (its descriptor's `forms`): `const Forms = formDialogs(bootcamps.forms)`. */
export function formDialogs(load: ModuleLoader<{ Create: ComponentType; Edit: ComponentType }>) {
  return { Create: loadedOnDemand(load, (forms) => forms.Create), Edit: loadedOnDemand(load, (forms) => forms.Edit) };
}
