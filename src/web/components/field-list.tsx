import type { ReactNode } from 'react';
import { useT } from '../i18n/locale';
import { recordKind, type RecordNoun } from './record-kind';
import styles from './field-list.module.css';

interface FieldListProps {
  /** Right under a card's name in a grid. */
  close?: boolean;
  /** Each name beside its value, smaller: a card in a paged list of many (a language's cognates). */
  inline?: boolean;
  children: ReactNode;
}

/** A record's facts on its card (field-list.module.css). */
export function FieldList({ close = false, inline = false, children }: FieldListProps) {
  const className = [styles.fields, close && styles.close, inline && styles.inline].filter(Boolean).join(' ');
  return <dl className={className}>{children}</dl>;
}

interface FieldRowProps {
  name: ReactNode;
  /** The value; the row is left out when there is none (an empty text). */
  children?: ReactNode;
  lang?: string;
  /** `"no"` marks a value that is data (a dataset's definition, a user's text): translation leaves it as it is. */
  translate?: 'no';
  className?: string;
}

/** One fact of a FieldList: its name over its value. */
export function FieldRow({ name, children, lang, translate, className }: FieldRowProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div>
      <dt>{name}</dt>
      <dd lang={lang} translate={translate} className={className}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The owner's line on whether everyone can see the record (SPEC.md §6), worded for the record
 * (`what`, in English as `recordKind` takes it): Spanish agrees with its gender ("Compartida"
 * for a sentence, "Compartido" for a set).
 */
export function ShareRow({ share, what }: { share: boolean; what: RecordNoun }) {
  const t = useT();
  const { kind } = recordKind(what);
  return <FieldRow name={t('common.share')}>{t(share ? 'common.share.shared' : 'common.share.notShared', { kind })}</FieldRow>;
}
