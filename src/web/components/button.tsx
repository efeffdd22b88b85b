import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

// With its ref (React 19 passes it as a prop), so a screen can put the focus back on a button.
interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'danger';
}

/**
 * The app's button: primary for the one main action of a screen, secondary for the rest,
 * danger for the action that destroys something (the confirming button of a delete dialog).
 */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button {...props} type={type} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} />
  );
}
