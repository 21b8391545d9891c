import {
  lazy,
  memo,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type NamedExoticComponent,
  type ReactNode,
} from 'react';

export interface LazyPart<P extends object> {
  /** The part as a component (React.lazy): render it inside a Suspense boundary. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** The part inside its own Suspense boundary, passed over when its props are equal (see below). */
  Slot: NamedExoticComponent<P>;
  /** Loads the part's code; the same promise every time. */
  load: () => Promise<unknown>;
}

/**
 * A part of a page whose code loads apart from the page's, with its loading in the open.
 *
 * React.lazy suspends on its first render even when the module has already loaded (it waits for
 * the promise's callback). On the server, that first render streams the part after the rest of the
 * page, and React's script reveals it a few hundred milliseconds after the first paint: the home's
 * carousel, its largest picture, came late on every first render after a start. Here, once the code
 * has loaded, the lazy component gets a thenable that answers at once, so it renders in place; the
 * page module hands `load` to the pipeline (`PageModule.parts`), which loads it with the page's data.
 *
 * In the browser, until a part's code arrives, React holds the server's HTML of it as it came. A
 * new render of the page (the rest of the texts arrive after hydration) would reach that boundary
 * with new props, and React would throw the server's HTML away and draw it again when the code
 * loads. `Slot` is memoized so that equal props stop there.
 */
export function lazyPart<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    loading ??= importPart().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        // A failed load (a chunk lost in a deploy) may be tried again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => {
    if (!loaded) return load();
    const module = loaded;
    // React.lazy only calls `then`; a thenable that calls back at once lets it render in this pass.
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes.
    const answered = { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(module) };
    return answered as unknown as Promise<{ default: ComponentType<P> }>;
  });
  const Slot = memo(function PartSlot(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  });
  return { Component, Slot, load };
}
