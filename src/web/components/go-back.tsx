import { useNavigate } from 'react-router';
import { useT } from '../i18n/locale';
import { Button } from './button';

/**
 * "Go back": to the previous page of this app when there is one, otherwise to `fallback`
 * (a link opened in a new tab has nowhere to go back to).
 */
export function GoBack({ fallback, label }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Button variant="secondary" onClick={() => goBack(navigate, fallback)}>
      ← {label ?? t('common.goBack')}
    </Button>
  );
}

/** Steps back in the app's history, or to `fallback` when this is the first page. */
export function goBack(navigate: ReturnType<typeof useNavigate>, fallback: string): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
