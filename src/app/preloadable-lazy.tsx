import { lazy, useState, type ComponentProps, type ComponentType, type FunctionComponent } from 'react';

/** A lazily loaded component that can be loaded ahead, and renders at once when it has been. */
export interface PreloadableComponent<P extends object> extends FunctionComponent<P> {
  /** Loads (and evaluates) the component's module once; later calls return the same promise. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy with its loader started ahead. A plain lazy suspends on its first render even when its
 * module is already there, and each fallback it commits delays the next Suspense reveal: React 19 shows
 * content that resolves after a fallback no sooner than 300 ms after the last fallback appeared or went.
 * On a signed-in page load the areas nest (antd area, signed-in app, shell, screen, renderer), so a
 * start whose modules all arrived early would still wait out that delay at each level. Loaded ahead,
 * this renders the module's component directly; otherwise it is the lazy, as before.
 */
// `any` as in React's own lazy: any component type, whose props ComponentProps<C> recovers.
export function preloadableLazy<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): PreloadableComponent<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      const component: ComponentType<P> = module.default;
      loaded = component;
      return component;
    }, (error: unknown) => {
      // Not kept: the next render or preload tries again.
      loading = undefined;
      throw error;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy to the loaded component would mount it again.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
