import styles from './patterns.module.css';

/** Messages about a group of fields as a whole (the question templates, the variables). */
export function FieldsetErrors({ messages = [] }: { messages?: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className={styles.errors}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
