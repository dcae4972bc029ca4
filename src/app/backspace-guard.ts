/**
 * Backspace outside editable fields does nothing (core spec §2): some browsers would go back in
 * history and lose the user's open screens.
 */

const TEXT_INPUT_TYPES = new Set(['text', 'password', 'search', 'email', 'number', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week']);

/** True when Backspace edits `target`: a writable text input or textarea, or editable content. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly && !target.disabled;
  if (target instanceof HTMLInputElement) {
    return TEXT_INPUT_TYPES.has(target.type.toLowerCase()) && !target.readOnly && !target.disabled;
  }
  return false;
}

export function blockBackspace(event: KeyboardEvent): void {
  if (event.key === 'Backspace' && !isEditableTarget(event.target)) event.preventDefault();
}

/** Installs the guard on `target` (the window); returns its removal. */
export function installBackspaceGuard(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  target.addEventListener('keydown', blockBackspace as EventListener);
  return () => target.removeEventListener('keydown', blockBackspace as EventListener);
}
