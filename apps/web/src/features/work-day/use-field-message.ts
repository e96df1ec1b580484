import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * A field's error in words: the schema's encoded rules ("required") and i18n keys ("time.invalidClock")
 * with the field's label; the server's finished sentences as they are.
 */
export function useFieldMessage() {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  return useCallback(
    (message: unknown, labelKey: string): string | undefined => {
      if (typeof message !== 'string' || !message) return undefined;
      const label = t(labelKey);
      const rule = formatRuleMessage(message, locale, label);
      return rule === message && i18n.exists(message) ? t(message, { field: label }) : rule;
    },
    [t, i18n, locale],
  );
}
