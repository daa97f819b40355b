import { type ComponentProps, type ComponentType, lazy, useState } from 'react';

/**
 * A component whose code loads on use, like React's `lazy`, that renders at once when its code was loaded before.
 * `lazy` suspends the first render of its component even when the import has settled (it learns so a microtask later):
 * inside a page being hydrated, the Suspense boundary around it then stays server HTML, and an update reaching it
 * before its turn (the page's state settling) makes React throw that HTML away and render the boundary anew — with it,
 * what the shopper had typed into its fields. Loading the code with `load()` before hydrating avoids both.
 * Each place keeps the component it first rendered, so a place rendered lazily is never remounted when the code lands.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of any component (as React's `lazy`)
export function preloadable<T extends ComponentType<any>>(importer: () => Promise<{ default: T }>) {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function Component(props: ComponentProps<T>) {
    const [{ Chosen }] = useState(() => ({ Chosen: (loaded ?? Lazy) as ComponentType<ComponentProps<T>> }));
    return <Chosen {...props} />;
  }
  return { Component, load };
}
