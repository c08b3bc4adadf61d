// Copying a verification code: it goes on the clipboard and is cleared again
// after 30 s, unless the person has copied something else meanwhile. No
// electron import (the Electron clipboard is passed in), so it is unit-tested.

export interface ClipboardLike {
  writeText(text: string): void;
  readText(): string;
  clear(): void;
}

export const CLIPBOARD_CLEAR_SECONDS = 30;

export interface ClipboardGuard {
  copy(text: string): { clearsAfterSeconds: number };
  /** Clears now if our text is still there (on quit). */
  flush(): void;
}

export function createClipboardGuard(
  clipboard: ClipboardLike,
  options: { seconds?: number; setTimer?: typeof setTimeout; clearTimer?: typeof clearTimeout } = {},
): ClipboardGuard {
  const seconds = options.seconds ?? CLIPBOARD_CLEAR_SECONDS;
  const setTimer = options.setTimer ?? setTimeout;
  const clearTimer = options.clearTimer ?? clearTimeout;
  let pending: { text: string; timer: ReturnType<typeof setTimeout> } | null = null;

  const clearIfOurs = (text: string): void => {
    try {
      if (clipboard.readText() === text) clipboard.clear();
    } catch {
      // a clipboard we cannot read is one we leave alone
    }
  };

  return {
    copy(text) {
      if (pending) clearTimer(pending.timer);
      clipboard.writeText(text);
      const timer = setTimer(() => {
        pending = null;
        clearIfOurs(text);
      }, seconds * 1000);
      (timer as { unref?: () => void }).unref?.();
      pending = { text, timer };
      return { clearsAfterSeconds: seconds };
    },
    flush() {
      if (!pending) return;
      clearTimer(pending.timer);
      clearIfOurs(pending.text);
      pending = null;
    },
  };
}
