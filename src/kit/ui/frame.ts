import { useLayoutEffect } from 'preact/hooks';

/**
 * What a store inside an on-demand screen tells the frame the page drew first (kit
 * HelperFrame's props). The frame stays the same element while the store's code arrives,
 * so nothing on the page jumps or loses its place.
 */
export interface FrameState {
  /** A game is in progress: keep the screen awake. */
  active?: boolean;
  notice?: string;
  onDismissNotice?: () => void;
}

/** Lifts `frame` to the frame drawn by the page's first screen, whenever what it shows changes. */
export function useLiftFrame(onFrame: ((frame: FrameState) => void) | undefined, frame: FrameState): void {
  useLayoutEffect(() => onFrame?.(frame), [frame.active, frame.notice]);
}
