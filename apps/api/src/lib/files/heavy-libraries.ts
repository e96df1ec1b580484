/**
 * exceljs and pdfkit take about a second each to load, most of a cold start; only exports and the users
 * import need them; sharp (libvips) only image uploads. They load on first use instead (cold start, restarts
 * after a crash).
 */
export const loadExcel = async () => (await import('exceljs')).default;
export const loadPdfKit = async () => (await import('pdfkit')).default;
export const loadSharp = async () => {
  const sharp = (await import('sharp')).default;
  // Each upload is a new image: libvips' operation cache would only hold memory.
  sharp.cache(false);
  return sharp;
};
