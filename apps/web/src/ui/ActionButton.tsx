import { Button, type ButtonProps } from 'antd';
import { type MouseEvent, useRef } from 'react';

/** Ignores a second click within this many milliseconds (spec §9), so a double click saves once. */
export const DOUBLE_CLICK_GUARD_MS = 200;

/**
 * A button for actions that write: the second click of a double click (or a repeated key press) within
 * 200 ms is ignored. A fresh single click (the browser's click count is 1) always counts, so a person who
 * corrects a field and saves again at once is never ignored.
 */
export function ActionButton({ onClick, ...props }: ButtonProps) {
  const last = useRef(0);
  const guarded = (event: MouseEvent<HTMLElement>) => {
    const now = Date.now();
    if (event.detail !== 1 && now - last.current < DOUBLE_CLICK_GUARD_MS) {
      event.preventDefault();
      return;
    }
    last.current = now;
    onClick?.(event);
  };
  return <Button {...props} onClick={guarded} />;
}
