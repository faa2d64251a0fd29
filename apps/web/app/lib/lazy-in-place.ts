import { lazy, type ComponentType } from "react";

/**
 * A component whose module loads at once beside the page's own (a dynamic import, so outside the page's
 * script budget, docs/adr/0018-pages-without-client-router.md) and renders in place, without a streamed
 * Suspense boundary, once it has arrived: on the server, where it has long arrived before a request, and
 * in the browser whenever it beats hydration. Until then its Suspense boundary keeps the server's HTML.
 * React reads a thenable that answers at once as already loaded. A loader awaits `ready` so that the
 * server's first render after a start finds it loaded too.
 */
export function lazyInPlace<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { ready: Promise<unknown> } {
  let loaded: ComponentType<Props> | null = null;
  const loading = load().then((component) => (loaded = component));
  const component = lazy(() => {
    if (!loaded) return loading.then((component) => ({ default: component }));
    const done = loaded;
    return { then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve({ default: done }) } as Promise<{
      default: ComponentType<Props>;
    }>;
  }) as unknown as ComponentType<Props>;
  return Object.assign(component, { ready: loading });
}
