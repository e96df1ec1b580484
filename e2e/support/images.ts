import type { Page } from 'playwright-core';

/**
 * PNGs drawn by the browser itself (no binaries in the repository): one colour, or noise, which does not
 * compress — a file of a known, large size for watching an upload's progress.
 */
export async function png(page: Page, fill: string, width = 64, height = 48, noise = false): Promise<Buffer> {
  const base64 = await page.evaluate(([colour, w, h, noisy]) => {
    const canvas = document.createElement('canvas');
    canvas.width = w as number;
    canvas.height = h as number;
    const context = canvas.getContext('2d')!;
    context.fillStyle = colour as string;
    context.fillRect(0, 0, w as number, h as number);
    if (noisy) {
      const pixels = context.getImageData(0, 0, w as number, h as number);
      for (let i = 0; i < pixels.data.length; i += 4) {
        pixels.data[i] = Math.random() * 256;
        pixels.data[i + 1] = Math.random() * 256;
        pixels.data[i + 2] = Math.random() * 256;
      }
      context.putImageData(pixels, 0, 0);
    }
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, [fill, width, height, noise] as const);
  return Buffer.from(base64, 'base64');
}
