import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { Cognate, CognateSet } from '../../../../contract/utoaztecan';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { cognates, cognateSets } from '../../../api/resources';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { LanguageName, useLanguageName } from '../../../i18n/language-names';
import { useT } from '../../../i18n/locale';
import { useLanguageCounts } from '../../../api/language-counts';
import cardStyles from '../../../components/card.module.css';
import styles from './set-add-cognate.module.css';

const FIELDS = ['language', 'word', 'definition', 'source'] as const;
const EMPTY = { language: '', word: '', definition: '', source: '' };
type Draft = typeof EMPTY;

interface SetAddCognateProps {
  set: CognateSet;
  /** After a cognate is added: the page shows it (its list is read again). */
  onAdded: (cognate: Cognate) => void;
}

/**
 * The set owner's small form to add a cognate in place (issue 34): language, word, definition
 * and source, sent to POST cognate/ filed under the set. The server's refusals show at their
 * fields; once added, the form empties for the next one and says what was added.
 */
export function SetAddCognate({ set, onAdded }: SetAddCognateProps) {
  const { draft, set: setValue, textField, errors, setErrors, form } = useFormDraft<Draft>(EMPTY);
  const [added, setAdded] = useState<Cognate | null>(null);
  const create = cognates.useCreate();
  const queryClient = useQueryClient();
  const languages = useLanguageCounts().data ?? [];
  const languageList = useId();
  const nameOf = useLanguageName();
  const t = useT();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAdded(null);
    const blank = (['language', 'word'] as const).filter((name) => draft[name].trim() === '');
    if (blank.length > 0) {
      setErrors(fieldErrors(Object.fromEntries(blank.map((name) => [name, [t('common.blank')]]))));
      return;
    }
    setErrors(NO_ERRORS);
    create.mutate(
      { ...draft, set: set.id },
      {
        onSuccess: (cognate) => {
          for (const name of FIELDS) setValue(name, '');
          setAdded(cognate);
          // The set's card counts its languages: it is read again too.
          void queryClient.invalidateQueries({ queryKey: cognateSets.detailQueryOptions(set.id).queryKey });
          onAdded(cognate);
          form.current?.querySelector('input')?.focus();
        },
        onError: (error) => setErrors(formErrorsOf(error, FIELDS)),
      },
    );
  }

  return (
    <section className={`${cardStyles.card} ${styles.addCognate}`} aria-labelledby="set-add-cognate-title">
      <h3 id="set-add-cognate-title">{t('utoaztecan.set.addCognate.title')}</h3>
      <form ref={form} onSubmit={onSubmit} aria-labelledby="set-add-cognate-title" noValidate>
        <FormAlert message={errors.general} />
        <div className={styles.fields}>
          <TextField
            label={t('utoaztecan.form.language')}
            hint={t('utoaztecan.set.addCognate.languageHint')}
            autoComplete="off"
            list={languageList}
            {...textField('language')}
          />
          {/* The languages the app has cognates of, offered as the code is typed, named in the reader's language. */}
          <datalist id={languageList}>
            {languages.map((language) => {
              const shown = nameOf(language.language, language.name);
              return (
                <option key={language.language} value={language.language} lang={shown.lang} translate={shown.translate}>
                  {shown.text}
                </option>
              );
            })}
          </datalist>
          <TextField label={t('utoaztecan.form.word')} autoComplete="off" {...textField('word')} />
          <TextField label={t('utoaztecan.form.definition')} optional autoComplete="off" {...textField('definition')} />
          <TextField
            label={t('utoaztecan.cognate.source')}
            optional
            hint={t('utoaztecan.cognate.sourceHint')}
            autoComplete="off"
            {...textField('source')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('utoaztecan.set.addCognate.adding') : t('utoaztecan.set.addCognate.submit')}
          </Button>
          <p role="status" className={styles.status}>
            {added && (
              <FormattedMessage
                id="utoaztecan.set.addCognate.added"
                values={{
                  word: <span translate="no">{added.word}</span>,
                  language: <LanguageName code={added.language} name={added.language_name} />,
                }}
              />
            )}
          </p>
        </div>
      </form>
    </section>
  );
}
