// The control of react-types.test.ts: what useRelay's `ref` was typed as, on a div, which @types/react 18 refuses.
import type { RefObject } from 'react';
declare const ref: RefObject<HTMLDivElement | null>;
export const view = <div ref={ref} />;
