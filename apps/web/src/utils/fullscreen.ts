/** Browser full screen (the header tool; shell-reference §5, screenfull counterpart). */

export function isFullscreenSupported(doc: Document = document): boolean {
  return !!doc.fullscreenEnabled && typeof doc.documentElement.requestFullscreen === 'function';
}

export function isFullscreen(doc: Document = document): boolean {
  return !!doc.fullscreenElement;
}

/** Enters or leaves full screen; resolves to the new state. Rejects when unsupported. */
export async function toggleFullscreen(doc: Document = document): Promise<boolean> {
  if (!isFullscreenSupported(doc)) throw new Error('fullscreen unsupported');
  if (doc.fullscreenElement) {
    await doc.exitFullscreen();
    return false;
  }
  await doc.documentElement.requestFullscreen();
  return true;
}

/** Calls `listener` with the state on every full-screen change; returns the unsubscribe. */
export function onFullscreenChange(listener: (full: boolean) => void, doc: Document = document): () => void {
  const handler = () => listener(!!doc.fullscreenElement);
  doc.addEventListener('fullscreenchange', handler);
  return () => doc.removeEventListener('fullscreenchange', handler);
}
