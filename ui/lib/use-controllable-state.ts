import { useCallback, useState } from 'react';

/**
 * A value that the parent may own (pass `value`) or leave to the component (pass nothing, or `defaultValue`).
 * `onChange` is called either way, so a machine outside can follow or drive it.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange?: (next: T) => void;
}): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;

  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      if (next !== current) onChange?.(next);
    },
    [controlled, current, onChange],
  );

  return [current, set];
}
