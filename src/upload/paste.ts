/** Paste upload (core spec §5; widgets spec §4, §5): pasted PNG images only, one paste upload at a time. */
import { UPLOAD_PASTE_MIME_TYPE } from '../config/upload.js';

/** What the paste rule reads of a clipboard item (DataTransferItem has both). */
export interface PastedItem {
  kind: string;
  type: string;
  getAsFile(): File | null;
}

/** The PNG images of a paste; anything else pasted (text, JPEG, files) is ignored. */
export function pastedPngFiles(items: ArrayLike<PastedItem> | undefined): File[] {
  const files: File[] = [];
  for (const item of Array.from(items ?? [])) {
    if (item.kind !== 'file' || item.type !== UPLOAD_PASTE_MIME_TYPE) continue;
    const file = item.getAsFile();
    if (file) files.push(file);
  }
  return files;
}

/** Lets one paste upload run at a time: a paste while one runs is ignored. */
export interface PasteGate {
  /** Runs `upload` unless another paste upload is running; resolves false when it was ignored. */
  run(upload: () => Promise<unknown>): Promise<boolean>;
  readonly busy: boolean;
}

export function createPasteGate(): PasteGate {
  let busy = false;
  return {
    async run(upload) {
      if (busy) return false;
      busy = true;
      try {
        await upload();
      } finally {
        busy = false;
      }
      return true;
    },
    get busy() {
      return busy;
    },
  };
}
