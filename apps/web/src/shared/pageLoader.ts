export interface PageLoader<Module> {
  (): Promise<Module>;
  /** The module, once it has arrived: the page can then be drawn without waiting. */
  loaded?: Module;
}

/**
 * A page's code, fetched once however often it is asked for (again after a failed fetch) and kept once there.
 * Free of React, so that an app's small entry can start the fetch before React has loaded (lazyPage draws it).
 */
export function pageLoader<Module>(load: () => Promise<Module>): PageLoader<Module> {
  let loading: Promise<Module> | undefined;
  const loader: PageLoader<Module> = () =>
    (loading ??= load().then(
      (module) => (loader.loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return loader;
}
