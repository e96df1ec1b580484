import { useState } from 'react';
import { Button, ButtonGroup } from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../components/resource/list/download-csv';

const FORMATS = ['csv', 'xlsx', 'pdf'] as const;

/** CSV, XLSX and PDF of a report with its current query (fetched, so a refusal shows the server's message). */
export function ExportButtons({ path, query, name }: { path: string; query: string; name: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (format: (typeof FORMATS)[number]) => {
    setBusy(format);
    try {
      await downloadCsv(`${path}/export.${format}${query ? `?${query}` : ''}`, `${name}.${format}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <ButtonGroup variant="outlined" size="small" aria-label={t('webTime.reports.export')}>
      {FORMATS.map((format) => (
        <Button
          key={format}
          startIcon={<FileDownload />}
          data-testid={`report-export-${format}`}
          disabled={busy !== null}
          onClick={() => void download(format)}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </ButtonGroup>
  );
}
