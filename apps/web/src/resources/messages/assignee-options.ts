import type { SessionUser } from '@harmony/shared';
import type { ResolvedOption } from '../../components/resource/use-options';

/**
 * Who a message may be given to: the active users the caller can list (components/projects' `userOptions`: all of
 * them for a user administrator, else those the time pickers offer), and always the caller and the current
 * assignee, so "take it myself" works and the select never shows an empty value. Sorted by name as the list is.
 */
export function assigneeChoices(listed: readonly ResolvedOption[], me: SessionUser | null, current: { id: number; name: string } | null): ResolvedOption[] {
  const extra = [
    ...(me ? [{ value: String(me.id), label: `${me.first_name} ${me.last_name}`.trim() }] : []),
    ...(current ? [{ value: String(current.id), label: current.name }] : []),
  ];
  const all = [...listed];
  for (const option of extra) if (!all.some((o) => o.value === option.value)) all.push(option);
  return all.length === listed.length ? all : all.sort((a, b) => a.label.localeCompare(b.label, 'pl'));
}
