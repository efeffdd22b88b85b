import type { ReactNode } from 'react';
import styles from './field-list.module.css';

/** A record's facts on its card (field-list.module.css); `close` right under a card's name in a grid. */
export function FieldList({ close = false, children }: { close?: boolean; children: ReactNode }) {
  return <dl className={close ? `${styles.fields} ${styles.close}` : styles.fields}>{children}</dl>;
}

interface FieldRowProps {
  name: ReactNode;
  /** The value; the row is left out when there is none (an empty text). */
  children?: ReactNode;
  lang?: string;
  className?: string;
}

/** One fact of a FieldList: its name over its value. */
export function FieldRow({ name, children, lang, className }: FieldRowProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div>
      <dt>{name}</dt>
      <dd lang={lang} className={className}>
        {children}
      </dd>
    </div>
  );
}

/** The owner's line on whether everyone can see the record (SPEC.md §6). */
export function ShareRow({ share }: { share: boolean }) {
  return <FieldRow name="Share">{share ? 'Shared: everyone can see it' : 'Not shared: only you can see it'}</FieldRow>;
}
