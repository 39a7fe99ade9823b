/**
 * A callback ref that also keeps its element as `current`. Typed without React's own ref
 * types, so it fits the `ref` prop of any element under `@types/react` 18 and 19 alike
 * (18's `LegacyRef` refuses 19's `RefObject<T | null>`).
 */
export interface ElementRef {
  (element: HTMLElement | null): void;
  /** The element it was last given, or null. */
  readonly current: HTMLElement | null;
}

/** Anything that holds an element as `current`: a `useRef` object of React 18 or 19, or an `ElementRef`. */
export interface ElementHolder {
  readonly current: HTMLElement | null;
}

/** A new `ElementRef`; `changed` hears each element it is given (null when React detaches it). */
export function elementRef(changed?: (element: HTMLElement | null) => void): ElementRef {
  const ref = Object.assign(
    (element: HTMLElement | null) => {
      ref.current = element;
      changed?.(element);
    },
    { current: null as HTMLElement | null },
  );
  return ref;
}
