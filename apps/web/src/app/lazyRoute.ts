import type { ComponentType } from 'react';

/** A route chunk that has not arrived after this long counts as failed (spec §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Loads a screen's chunk for react-router's `lazy`, failing with ChunkLoadError after 120 s. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('chunk timeout')), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } catch (error) {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
    } finally {
      clearTimeout(timer);
    }
  };
}
