import {
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type Ref,
  type RefObject,
} from 'react';

type Box = HTMLInputElement | HTMLTextAreaElement;

/**
 * A page from the server can be typed in, ticked and chosen before its scripts run. React takes each box over
 * with what the shopper did still in it, but the box's state (its `value` or `checked` prop) does not know,
 * and the next render would wipe it. So, once, as React takes the box over, what the shopper did is handed to
 * `onChange` as if done now. Returns the ref to give the box (`ref`, when passed, sees the box too).
 */
export function useTypedBeforeHydration<E extends Box>(
  props: { value?: unknown; checked?: unknown; onChange?: (event: ChangeEvent<E>) => void },
  ref?: Ref<E>,
): RefObject<E | null> {
  const box = useRef<E>(null);
  useImperativeHandle<E | null, E | null>(ref, () => box.current, []);
  const handOver = useEffectEvent((node: E) => {
    const { value, checked, onChange } = props;
    const checkable = node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio');
    const differs = checkable
      ? checked !== undefined && node.checked !== Boolean(checked)
      : value !== undefined && node.value !== String(value);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the boxes' onChange handlers read only the box (target, currentTarget), which is all a change made before React was there can give
    if (differs) onChange?.({ target: node, currentTarget: node } as ChangeEvent<E>);
  });
  useLayoutEffect(() => {
    if (box.current) handOver(box.current);
  }, []);
  return box;
}

/**
 * The same for a group of radios: the one the shopper chose before the page's scripts ran is handed to
 * `onChoose` as React takes the group over. Give the returned ref to the element around the radios.
 */
export function useChosenBeforeHydration<E extends HTMLElement>(
  value: string | undefined,
  onChoose: (value: string) => void,
): RefObject<E | null> {
  const group = useRef<E>(null);
  const handOver = useEffectEvent((node: E) => {
    const chosen = node.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (chosen && chosen.value !== value) onChoose(chosen.value);
  });
  useLayoutEffect(() => {
    if (group.current) handOver(group.current);
  }, []);
  return group;
}
