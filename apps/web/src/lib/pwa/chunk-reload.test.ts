import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY } from '@harmony/shared';
import { claimChunkReload, isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('chunk-load reload guard', () => {
  it('recognises chunk-load failures and nothing else', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, not again within 60000 ms, and again after', () => {
    const sessionStorage = memoryStorage();
    const reload = vi.fn();
    const win = { location: { reload } as unknown as Location, sessionStorage };
    expect(reloadForChunkError(chunkError, win, 1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    expect(reloadForChunkError(chunkError, win, 1_000_000 + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(chunkError, win, 1_000_000 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), { location: { reload } as unknown as Location, sessionStorage: memoryStorage() })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('refuses when storage fails, so it can never loop', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => {} };
    expect(claimChunkReload(broken, 1)).toBe(false);
  });
});
