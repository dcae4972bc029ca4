import { afterEach, describe, expect, it } from 'vitest';
import { installBackspaceGuard } from '../../../src/app/backspace-guard';

let remove: (() => void) | undefined;
afterEach(() => {
  remove?.();
  document.body.innerHTML = '';
});

/** Presses Backspace on `target`; true when the browser's default action (history back) was prevented. */
function backspaceBlocked(target: Element): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('backspace guard', () => {
  it('does nothing outside editable fields and leaves editing alone', () => {
    remove = installBackspaceGuard();
    document.body.innerHTML = `
      <button id="button">b</button><div id="div">d</div><input id="checkbox" type="checkbox">
      <input id="text"><input id="readonly" readonly><textarea id="area"></textarea><div id="editable" contenteditable="true"><span id="inner">x</span></div>`;
    const el = (id: string) => document.getElementById(id)!;
    expect(backspaceBlocked(el('button'))).toBe(true);
    expect(backspaceBlocked(el('div'))).toBe(true);
    expect(backspaceBlocked(el('checkbox'))).toBe(true);
    expect(backspaceBlocked(el('readonly'))).toBe(true);
    expect(backspaceBlocked(el('text'))).toBe(false);
    expect(backspaceBlocked(el('area'))).toBe(false);
    // jsdom does not compute isContentEditable; the attribute on an ancestor counts.
    expect(backspaceBlocked(el('inner'))).toBe(false);
    // Other keys pass.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    el('div').dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
  });
});
