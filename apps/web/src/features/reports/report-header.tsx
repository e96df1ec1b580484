import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { PageHeading } from '../../components/page-heading';

/** A report's title with its export buttons, and its filters below. */
export function ReportHeader({ title, actions, filters }: { title: ReactNode; actions?: ReactNode; filters?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <PageHeading>{title}</PageHeading>
        {actions}
      </Stack>
      {filters}
    </Stack>
  );
}
