import { useEffect } from 'react';

/**
 * antd's Select and TreeSelect copy the `aria-required` that Form.Item gives them onto their root, a
 * plain <div> where ARIA does not allow it (axe: aria-allowed-attr, critical), as well as onto their
 * combobox input. This takes it out of the props and sets it on the combobox alone, found by the id
 * Form.Item gives the control (antd puts it on the input).
 */
export function useComboboxRequired<P extends Record<string, unknown>>(props: P): Omit<P, 'aria-required'> {
  const { 'aria-required': required, ...rest } = props;
  const id = typeof props.id === 'string' ? props.id : undefined;
  const on = required === true || required === 'true';
  // Every render: the input is antd's and may be replaced (e.g. when search is switched on).
  useEffect(() => {
    const input = id ? document.getElementById(id) : null;
    if (input?.getAttribute('role') !== 'combobox') return;
    if (on) input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
  return rest;
}
