/** expect.poll's default (1 s) is shorter than a page load or a stream's poll; live changes get this long. */
export const LIVE = { timeout: 15_000, interval: 100 } as const;
