/**
 * exceljs and pdfkit take about a second each to load, most of a cold start; only exports and the users
 * import need them. They load on first use instead (cold start, restarts after a crash).
 */
export const loadExcel = async () => (await import('exceljs')).default;
export const loadPdfKit = async () => (await import('pdfkit')).default;
