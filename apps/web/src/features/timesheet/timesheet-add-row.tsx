import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { ResolvedOption } from '../../components/resource/use-options';

interface Props {
  /** Projects the person may book on. */
  projects: ResolvedOption[];
  categories: ResolvedOption[];
  /** Whether the grid has that row already. */
  has(projectId: number, categoryId: number | null): boolean;
  onAdd(project: { id: number; name: string }, category: { id: number; name: string } | null): void;
}

/** A row for a project (and, if wanted, a kind of work) the week has no time on yet. */
export function TimesheetAddRow({ projects, categories, has, onAdd }: Props) {
  const { t } = useTranslation();
  const [project, setProject] = useState('');
  const [category, setCategory] = useState('');
  const picked = projects.find((o) => o.value === project);
  const kind = categories.find((o) => o.value === category) ?? null;
  const exists = Boolean(picked) && has(Number(project), kind ? Number(kind.value) : null);

  const add = () => {
    if (!picked || exists) return;
    onAdd({ id: Number(picked.value), name: picked.label }, kind ? { id: Number(kind.value), name: kind.label } : null);
    setProject('');
    setCategory('');
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
      <TextField
        select
        size="small"
        label={t('timesheet.add.project')}
        value={project}
        onChange={(e) => setProject(e.target.value)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'timesheet-add-project' } as object } }}
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        {projects.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('timesheet.add.category')}
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        error={exists}
        helperText={exists ? t('timesheet.add.exists') : undefined}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'timesheet-add-category' } as object } }}
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        <MenuItem value="">{t('timesheet.add.noCategory')}</MenuItem>
        {categories.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<Add />} onClick={add} disabled={!picked || exists} data-testid="timesheet-add-row">
        {t('timesheet.add.submit')}
      </Button>
    </Stack>
  );
}
