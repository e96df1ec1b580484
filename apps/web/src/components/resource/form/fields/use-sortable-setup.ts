import { KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type ScreenReaderInstructions } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * dnd-kit's sensors and screen-reader texts for a sortable list, in the user's language. `position(id)` is
 * the 1-based place of an item (what "row 3" means to the user); `prefix` picks the i18n group.
 */
export function useSortableSetup(position: (id: string | number) => number, prefix = 'fieldKinds.children') {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A small move before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const words = (key: string, active: string | number, over?: string | number) => t(`${prefix}.${key}`, { from: position(active), to: over === undefined ? '' : position(over) });
  // dnd-kit reports the item over itself right after the pick-up: saying so would drown "picked up".
  const lastOver = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return words('pickedUp', active.id);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return words('movedOver', active.id, over.id);
    },
    onDragEnd: ({ active, over }) => (over ? words('dropped', active.id, over.id) : words('cancelled', active.id)),
    onDragCancel: ({ active }) => words('cancelled', active.id),
  };
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: t(`${prefix}.instructions`) };
  return { sensors, accessibility: { announcements, screenReaderInstructions } };
}
