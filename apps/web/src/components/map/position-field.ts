import { lazyPart } from '../resource/lazy-part';
import type { FormField, FormFieldProps } from '../resource/types';

// Leaflet comes with the picker's own chunk: a form without a map field never downloads it.
const PositionPicker = lazyPart<FormFieldProps>(() => import('./position-picker').then((m) => m.PositionPicker));

/** The pin picker beside a record's `latitude` and `longitude` fields (contacts, realizations): it writes both. */
export const positionPickerField = (): FormField => ({ name: 'position', kind: 'custom', component: PositionPicker, label: 'mapPicker.label', wide: true });
