import { TextField, type TextFieldProps } from '@mui/material';

/** Whether this browser sizes a textarea by its content (CSS `field-sizing`). */
const SIZES_BY_CONTENT = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** `maxRows`: past this many lines the field scrolls; without it the field keeps growing. */
export type GrowingTextFieldProps = Omit<TextFieldProps, 'multiline' | 'rows'> & { minRows: number };

/**
 * A multi-line text field that grows with its text, sized by the browser (CSS `field-sizing: content`)
 * instead of MUI's auto-sizing textarea: that one measures a hidden copy of itself while the screen first
 * renders, forcing a layout of the whole page (a long task on a slow phone). MUI takes a plain textarea
 * when it is given as the input component. A browser that does not size fields by content (Firefox, older
 * Safari) keeps MUI's auto-sizing field, so the field grows everywhere.
 */
export function GrowingTextField({ minRows, maxRows, sx, slotProps, ...props }: GrowingTextFieldProps) {
  if (!SIZES_BY_CONTENT) return <TextField {...props} multiline minRows={minRows} maxRows={maxRows} sx={sx} slotProps={slotProps} />;
  const growing = { '& textarea': { fieldSizing: 'content', minHeight: `${minRows}lh`, ...(maxRows && { maxHeight: `${maxRows}lh` }) } };
  return (
    <TextField
      {...props}
      multiline
      rows={minRows}
      sx={[growing, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        ...slotProps,
        input: { ...slotProps?.input, inputComponent: 'textarea' },
        // A textarea has no type (the input's default "text" would be rendered as an attribute).
        htmlInput: { ...slotProps?.htmlInput, type: undefined },
      }}
    />
  );
}
