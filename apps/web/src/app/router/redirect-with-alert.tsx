import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../lib/alerts/alerts-store';

/** A guard's redirect, with the alert that explains it (e.g. "Zaloguj się aby kontynuować."). */
export function RedirectWithAlert({ to, alert }: { to: string; alert?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (alert) showAlert(alert, 'error');
    void navigate(to, { replace: true });
  }, [to, alert, navigate]);
  return null;
}
