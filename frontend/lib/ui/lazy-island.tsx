import { type ComponentType, lazy, Suspense } from "react";

/**
 * A client component whose code comes in a chunk of its own rather than with the page's first
 * load. The server still draws it in full (the import resolves there before the page is sent);
 * in the browser its drawing stays as sent until the chunk has come, then it hydrates, while the
 * rest of the page has hydrated without waiting for it. Only for islands whose drawing does not
 * depend on the browser before they hydrate.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}
