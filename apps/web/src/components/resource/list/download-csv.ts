import { isApiError } from '../../../lib/api';
import { ApiError } from '../../../lib/api/api-error';
import { reportFailure } from '../../../lib/api/report';
import { currentLocale } from '../../../lib/i18n/locale';
import { trackLoading } from '../../../lib/loading/loading-store';

/** The file name of a Content-Disposition header, else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads `<path>/export.csv?<filters>`. Fetched (not a plain link) so the export's headers come in
 * the page's language (X-Locale) and a failure shows the server's message like any other call.
 */
export async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  try {
    const response = await trackLoading(
      fetch(url, { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Locale': currentLocale() } }),
    );
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new ApiError(response.status, body?.message ?? response.statusText, body);
    }
    const blob = await response.blob();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  } catch (error) {
    reportFailure(isApiError(error) ? error.data : null);
  }
}
