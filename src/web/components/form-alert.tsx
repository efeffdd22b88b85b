import styles from './form-alert.module.css';

/**
 * The one message about a whole form. The alert region is always present so that a
 * message placed in it is announced.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? styles.alert : undefined}>
      {message}
    </div>
  );
}
