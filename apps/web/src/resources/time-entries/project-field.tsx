import { useEffect, useMemo, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { ResourceFormField } from '../../components/resource/form/form-field';
import type { FormFieldProps } from '../../components/resource/types';
import { useOptions } from '../../components/resource/use-options';
import { bookableProjectOptions, timeProjectOptions } from '../../components/time/time-options';

/** The chosen user as a number, or null for "myself" (the form's empty user). */
const userIdOf = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The entry's project: the projects the entry's user may book on, not the signed-in user's (an administrator
 * booking for someone else). Picking another user clears a project that person may not book on.
 */
export function TimeProjectField(props: FormFieldProps) {
  const userId = userIdOf(useWatch({ control: props.control, name: 'user_id' }));
  const project = useController({ control: props.control, name: 'project_id' });
  const source = useMemo(() => (userId === null ? timeProjectOptions : bookableProjectOptions(userId)), [userId]);
  const options = useOptions(source);

  // Only after the user was changed here: an entry being edited keeps its project while the list loads.
  const changedFrom = useRef<number | null | undefined>(undefined);
  const shownUser = useRef(userId);
  if (shownUser.current !== userId) {
    changedFrom.current = shownUser.current;
    shownUser.current = userId;
  }
  const { value, onChange } = project.field;
  useEffect(() => {
    if (changedFrom.current === undefined || !options.length || value === '' || value === null || value === undefined) return;
    if (!options.some((o) => o.value === String(value))) onChange('');
  }, [options, value, onChange]);

  return <ResourceFormField {...props} field={{ ...props.field, kind: 'select', options: source }} />;
}
