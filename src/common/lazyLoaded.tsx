/**
 * React.lazy that renders at once when its module is already loaded (preloaded by the boot script, or an earlier
 * visit). React.lazy suspends on its first render even then, and a Suspense boundary that has shown its fallback
 * reveals the content no sooner than 300 ms later (React's fallback throttle): on a cold load of /users that was
 * the gap between the rows' data being here and the rows showing. Each mounted instance keeps the component it
 * started with, so a module arriving later never remounts a screen.
 */
import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import type { ModuleLoader } from '../screens';

export function lazyLoaded<P extends object>(load: ModuleLoader<{ default: ComponentType<P> }>): FunctionComponent<P> {
  const Lazy = lazy(load);
  const LazyLoaded = (props: P) => {
    const [Component] = useState<ComponentType<P>>(() => load.loaded()?.default ?? Lazy);
    return <Component {...props} />;
  };
  return LazyLoaded;
}
