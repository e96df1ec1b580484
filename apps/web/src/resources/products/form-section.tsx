import { Divider, Typography } from '@mui/material';
import type { FormField, FormFieldProps } from '../../components/resource/types';

/** A heading between the product form's groups of fields (a custom field that holds no value). */
function FormSection({ label, field }: FormFieldProps) {
  return (
    <>
      <Divider sx={{ mt: 1 }} />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1.5, fontWeight: 500 }} data-testid={field.testId}>
        {label}
      </Typography>
    </>
  );
}

/** The heading of a section: `products.sections.<key>`. */
export const section = (key: string): FormField => ({
  name: `section_${key}`, kind: 'custom', component: FormSection, label: `products.sections.${key}`, wide: true, testId: `product-section-${key}`,
});
