import { useId, type ComponentPropsWithRef } from 'react';
import { useT } from '../i18n/locale';
import { useOnline } from './use-online';
import styles from './button.module.css';

// With its ref (React 19 passes it as a prop), so a screen can put the focus back on a button.
interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'danger';
}

/**
 * The app's button: primary for the one main action of a screen, secondary for the rest,
 * danger for the action that destroys something (the confirming button of a delete dialog).
 * A submit is a {@link SubmitButton}.
 */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  if (type === 'submit') return <SubmitButton {...props} className={classes} />;
  return <button {...props} type={type} className={classes} />;
}

/**
 * A form's submit. Every form in the app sends its work to the server (signing in, adding,
 * saving), so while the browser is offline the submit is disabled and says why beside it,
 * rather than failing after the learner acted (decision 051).
 */
function SubmitButton({ disabled, 'aria-describedby': describedBy, ...props }: ComponentPropsWithRef<'button'>) {
  const online = useOnline();
  const t = useT();
  const reasonId = useId();
  if (online) return <button {...props} type="submit" disabled={disabled} aria-describedby={describedBy} />;
  return (
    <>
      <button {...props} type="submit" disabled aria-describedby={[describedBy, reasonId].filter(Boolean).join(' ')} />
      <span id={reasonId} className={styles.offlineReason}>
        {t('shell.offline.needsConnection')}
      </span>
    </>
  );
}
