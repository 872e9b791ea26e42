/**
 * A lazy module that remembers itself: `loader(() => import('./UserList'))` fetches the chunk once, keeps the module
 * once it has loaded (`loaded()`, so a screen that is already here renders at once, see lazyLoaded.tsx) and may try
 * again after a failure. No React here: the boot script (src/boot.ts) starts loaders before the main bundle runs.
 */
export interface ModuleLoader<M> {
  (): Promise<M>;
  /** The module, once it has loaded. */
  loaded(): M | undefined;
}

export function loader<M>(importer: () => Promise<M>): ModuleLoader<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (loadedModule) => (module = loadedModule),
      (error: unknown) => {
        pending = undefined; // a failed chunk may be tried again
        throw error;
      },
    ));
  return Object.assign(load, { loaded: () => module });
}
