import { Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OrderAddress } from '@harmony/shared';

const FIELDS = ['name', 'street', 'postcode', 'city', 'country'] as const;

/** One address of a draft (copied from the customer's default, editable until the order is placed). */
export function AddressFields({ label, value, onChange, readOnly, testId }: {
  label: string; value: Partial<OrderAddress>; onChange: (a: OrderAddress) => void; readOnly: boolean; testId: string;
}) {
  const { t } = useTranslation();
  const full = { name: '', street: '', postcode: '', city: '', country: '', ...value };
  if (readOnly) {
    return <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{label}: {Object.values(full).filter(Boolean).join(', ')}</Typography>;
  }
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid={testId}>
      <Typography variant="body2">{label}</Typography>
      {FIELDS.map((f) => (
        <TextField key={f} size="small" label={t(`orders.fields.${f}`)} value={full[f]} onChange={(e) => onChange({ ...full, [f]: e.target.value })} />
      ))}
    </Stack>
  );
}
