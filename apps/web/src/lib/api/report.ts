import i18n from '../i18n/i18n';
import { showAlert, showToast } from '../alerts/alerts-store';

/**
 * Seed section 8: a response carrying `message` becomes an alert with that text (success or error);
 * without one, the generic toasts speak instead — for errors always, for successes only of mutations
 * (a plain read succeeding is not news).
 */
export function reportSuccess(data: unknown, mutation: boolean): void {
  const message = messageOf(data);
  if (message) showAlert(message, 'success');
  else if (mutation) showToast(i18n.t('errors.successToast'), 'success');
}

export function reportFailure(data: unknown): void {
  const message = messageOf(data);
  if (message) showAlert(message, 'error');
  else showToast(i18n.t('errors.genericToast'), 'error');
}

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}
