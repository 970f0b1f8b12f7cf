// @ts-nocheck
import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export, so pages keep named exports and load as their own chunk. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
