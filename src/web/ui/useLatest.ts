import { useRef } from 'react';

/**
 * A ref holding the value of the last render: what a long-lived listener or effect calls (a
 * callback, the current state) without being set up again when it changes.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
