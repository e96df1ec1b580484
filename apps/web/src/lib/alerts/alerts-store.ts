import { TOAST_TIMEOUT_MS } from '@harmony/shared';
import { createStore } from '../store';

export type AlertColor = 'success' | 'error' | 'info' | 'warning';

/** The layout's alert snackbar (seed: alert {message, color}, shown or hidden by state). */
export interface AlertState {
  message: string;
  color: AlertColor;
  shown: boolean;
  /** Changes with every alert, so an identical message shown twice restarts the snackbar. */
  id: number;
}

/** The top-centre toast, used for the generic messages and install instructions. */
export interface ToastState {
  message: string;
  color: AlertColor;
  duration: number;
  shown: boolean;
  id: number;
}

let nextId = 1;
export const alertStore = createStore<AlertState>({ message: '', color: 'success', shown: false, id: 0 });
export const toastStore = createStore<ToastState>({ message: '', color: 'success', duration: TOAST_TIMEOUT_MS, shown: false, id: 0 });

export function showAlert(message: string, color: AlertColor = 'success'): void {
  alertStore.set({ message, color, shown: true, id: nextId++ });
}

export function hideAlert(): void {
  alertStore.set((prev) => (prev.shown ? { ...prev, shown: false } : prev));
}

export function showToast(message: string, color: AlertColor = 'success', duration: number = TOAST_TIMEOUT_MS): void {
  toastStore.set({ message, color, duration, shown: true, id: nextId++ });
}

export function hideToast(): void {
  toastStore.set((prev) => (prev.shown ? { ...prev, shown: false } : prev));
}
