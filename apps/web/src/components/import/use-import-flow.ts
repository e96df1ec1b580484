import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeRule, formatRuleMessage, IMPORT_MAX_BYTES, IMPORT_MAX_MB, type ImportPreview } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { fileErrorOf, previewInError } from './import-api';

/**
 * An import screen's steps (the users import's flow): a file picked is previewed at once (a file too big is not
 * sent: refused in the server's words), the preview committed whole, a refused commit's preview shown again with
 * its message, a success's result; `again` starts over. `calls` are the import's two calls (importCalls).
 */
export function useImportFlow<P extends ImportPreview, C>(calls: { preview(file: File): Promise<P>; commit(file: File): Promise<C> }, onCommitted?: () => void) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<P | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<C | null>(null);
  const [busy, setBusy] = useState<'preview' | 'commit' | null>(null);

  const again = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setFileError(null);
    setRefusal(null);
  };

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    again();
    setFile(picked);
    if (picked.size > IMPORT_MAX_BYTES) return setFileError(formatRuleMessage(encodeRule('file_size', IMPORT_MAX_MB), locale, picked.name));
    setBusy('preview');
    try {
      setPreview(await calls.preview(picked));
    } catch (error) {
      setFileError(fileErrorOf(error) ?? t('errors.genericToast'));
    } finally {
      setBusy(null);
    }
  };

  const commit = async () => {
    if (!file || !preview) return;
    setBusy('commit');
    setRefusal(null);
    try {
      setResult(await calls.commit(file));
      onCommitted?.();
    } catch (error) {
      const shown = previewInError<P>(error);
      if (shown) {
        setPreview(shown);
        setRefusal(fileErrorOf(error));
      } else setFileError(fileErrorOf(error) ?? t('errors.genericToast'));
    } finally {
      setBusy(null);
    }
  };

  const ready = Boolean(preview && preview.rows.length > 0 && preview.invalid === 0);
  return { file, preview, fileError, refusal, result, busy, ready, pick, commit, again };
}
