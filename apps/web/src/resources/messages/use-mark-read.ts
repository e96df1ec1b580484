import { useEffect, useRef } from 'react';
import { updateMessage } from './message-api';

/**
 * Opening an unread message marks it read (PUT { read: true }, silently: nobody asked for it) — once per opening,
 * so "mark as unread" (which closes the message) is not undone by the same view, and only for whoever may change
 * messages (the API would refuse anyone else).
 */
export function useMarkRead(message: { id: number; read: boolean }, allowed: boolean): void {
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!allowed || message.read || marked.current === message.id) return;
    marked.current = message.id;
    updateMessage(message.id, { read: true }, { silent: true }).catch(() => undefined);
  }, [message.id, message.read, allowed]);
}
