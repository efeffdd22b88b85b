import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PATTERN_LIMITS } from '../../../../contract/api/patterns';
import { PERSON_INDICES, TENSE_IDS, type PersonIndex } from '../../../../nahuatl';
import { fieldErrors, formErrorsOf, NO_ERRORS, type FormErrors } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFocusFirstInvalid } from '../../../components/use-focus-first-invalid';
import {
  draftProblems,
  fieldKeys,
  nextVariableName,
  patternOf,
  variableNameProblem,
  type AnswerPerson,
  type PatternBody,
  type PatternDraft,
  type QuestionPerson,
  type VariableDraft,
} from '../pattern-draft';
import { personLabelId, tenseLabelId } from '../../../i18n/grammar';
import { useT } from '../../../i18n/locale';
import { FieldsetErrors } from './fieldset-errors';
import { SubstitutionList } from './substitution-list';
import { TemplateList } from './template-list';
import { VariableEditor } from './variable-editor';
import textBoxStyles from '../../../components/text-box.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './patterns.module.css';

type Translate = ReturnType<typeof useT>;

/** The rules' choices, named in the interface language. */
function ruleOptions(t: Translate) {
  // "he / she" with spaces reads better in a list of choices than the grammar's "he/she".
  const personLabel = (person: PersonIndex) => t(person === 2 ? 'patterns.form.thirdPerson' : personLabelId(person));
  const persons = PERSON_INDICES.map((person) => ({ value: String(person), label: personLabel(person) }));
  return {
    question: [...persons, { value: 'random', label: t('patterns.form.anyone') }],
    answer: [
      { value: 'mirror', label: t('patterns.form.mirrored') },
      { value: 'same', label: t('patterns.form.same') },
      { value: 'random', label: t('patterns.form.random') },
      ...persons.map((option) => ({ ...option, label: t('patterns.form.always', { person: option.label }) })),
    ],
    tenses: TENSE_IDS.map((tense) => ({ value: tense, label: t(tenseLabelId(tense)) })),
  };
}

const personValue = (text: string) => (/^\d$/.test(text) ? (Number(text) as QuestionPerson & AnswerPerson) : text);

/**
 * The problems marked at Save that are still there, as they read now: a fixed field loses
 * its message as it is fixed, and no new message appears before the next Save.
 */
function stillWrong(marked: FormErrors<string>, now: Record<string, string[]>): FormErrors<string> {
  const fields = Object.fromEntries(
    Object.keys(marked.fields).flatMap((key) => (now[key] ? [[key, now[key]] as const] : [])),
  );
  return { fields, general: Object.keys(fields).length > 0 ? marked.general : null };
}

export interface SaveHandlers {
  /** The server refused: its field messages go beside the fields. */
  onError: (error: unknown) => void;
}

interface PatternFormProps {
  initial: PatternDraft | (() => PatternDraft);
  /** The form's name for assistive technology ("New pattern", "Edit pattern"). */
  label: string;
  saving: boolean;
  onSave: (body: PatternBody, handlers: SaveHandlers) => void;
  onCancel: () => void;
  /** Further actions after Save and Cancel (Delete). */
  children?: ReactNode;
}

/**
 * Writing a pattern (DESIGN.md §6) as a learner would: name and texts, question and answer
 * templates with `{V1}` placeholders, variables filled from words picked with the word
 * search, rules in plain words, and the changes the answer makes. Checked before sending
 * (the contract's own rules), and the server's field messages show beside their fields.
 */
export function PatternForm({ initial, label, saving, onSave, onCancel, children }: PatternFormProps) {
  const id = useId();
  const t = useT();
  const options = ruleOptions(t);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<string>>(NO_ERRORS);
  // Problems found before sending are checked again as the learner fixes them; the server's wait for the next Save.
  const [checkedHere, setCheckedHere] = useState(false);
  const [picking, setPicking] = useState<string | null>(null);
  const [newName, setNewName] = useState(() => nextVariableName(typeof initial === 'function' ? initial() : initial));
  const [newNameError, setNewNameError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, errors);

  const shown = checkedHere ? stillWrong(errors, draftProblems(draft)) : errors;
  const errorsAt = (key: string) => shown.fields[key];
  const change = (changes: Partial<PatternDraft>) => setDraft((previous) => ({ ...previous, ...changes }));
  const changeSide = <Side extends 'question' | 'response'>(side: Side, changes: Partial<PatternDraft[Side]>) =>
    setDraft((previous) => ({ ...previous, [side]: { ...previous[side], ...changes } }));
  const changeVariable = (name: string, changes: Partial<VariableDraft>) =>
    setDraft((previous) => ({
      ...previous,
      variables: previous.variables.map((variable) =>
        variable.name === name ? { ...variable, ...changes } : variable,
      ),
    }));

  function addVariable() {
    const name = newName.trim();
    const problem = variableNameProblem(draft, name);
    setNewNameError(problem);
    if (problem) return;
    const next = { ...draft, variables: [...draft.variables, { name, words: [], defaultWord: '', conjugate: false }] };
    setDraft(next);
    setNewName(nextVariableName(next));
    setPicking(name);
  }

  function removeVariable(name: string) {
    setDraft((previous) => ({
      ...previous,
      variables: previous.variables.filter((variable) => variable.name !== name),
    }));
    if (picking === name) setPicking(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(fieldErrors(problems));
      setCheckedHere(true);
      return;
    }
    setErrors(NO_ERRORS);
    setCheckedHere(false);
    onSave(patternOf(draft), { onError: (error) => setErrors(formErrorsOf(error, fieldKeys(draft))) });
  }

  // Enter in a search box or the new variable's name must not send the whole form.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter') return;
    const target = event.target as HTMLElement;
    if (target.getAttribute('type') === 'search') event.preventDefault();
    if (target.id === `${id}-new-variable`) {
      event.preventDefault();
      addVariable();
    }
  }

  // A text field of the pattern itself, wired to its value and its errors.
  const text = (name: 'name' | 'description' | 'instructions') => ({
    name,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change({ [name]: event.target.value }),
    errors: errorsAt(name),
    maxLength: PATTERN_LIMITS[name],
  });

  const { question, response } = draft;

  return (
    <form ref={form} aria-label={label} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate className={styles.form}>
      <FormAlert message={shown.general} />
      <TextField label={t('patterns.form.name')} {...text('name')} />
      <TextAreaField
        label={t('patterns.form.description')}
        optional
        rows={3}
        hint={t('patterns.form.descriptionHint')}
        {...text('description')}
      />
      <TextAreaField
        label={t('patterns.form.instructions')}
        optional
        rows={2}
        hint={t('patterns.form.instructionsHint')}
        {...text('instructions')}
      />
      <CheckboxField
        label={t('patterns.form.share')}
        name="share"
        hint={t('patterns.form.shareHint')}
        checked={draft.share}
        onChange={(share) => change({ share })}
        errors={errorsAt('share')}
      />

      <fieldset className={styles.section}>
        <legend>{t('patterns.form.templates')}</legend>
        <p className={styles.hint}>
          <FormattedMessage
            id="patterns.form.templatesHint"
            values={{ placeholder: '{V1}', code: (text) => <code>{text}</code> }}
          />
        </p>
        <FieldsetErrors messages={errorsAt('templates')} />
        <TemplateList
          kind="question"
          side={0}
          templates={draft.questions}
          onChange={(questions) => change({ questions })}
          errorsAt={errorsAt}
        />
        <TemplateList
          kind="answer"
          side={1}
          templates={draft.responses}
          onChange={(responses) => change({ responses })}
          errorsAt={errorsAt}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('patterns.form.variables')}</legend>
        <p className={styles.hint}>{t('patterns.form.variablesHint')}</p>
        <FieldsetErrors
          messages={[
            ...(errorsAt('variables') ?? []),
            ...(errorsAt('mapping') ?? []),
            ...(errorsAt('words') ?? []),
            ...(errorsAt('rules.variables') ?? []),
          ]}
        />
        {draft.variables.map((variable) => (
          <VariableEditor
            key={variable.name}
            variable={variable}
            picking={picking === variable.name}
            onPick={(open) => setPicking(open ? variable.name : null)}
            onChange={(changes) => changeVariable(variable.name, changes)}
            onRemove={() => removeVariable(variable.name)}
            wordErrors={errorsAt(`mapping.${variable.name}`)}
            defaultErrors={errorsAt(`words.${variable.name}`)}
          />
        ))}
        <div className={styles.addRow}>
          <div className={styles.grow}>
            <label htmlFor={`${id}-new-variable`} className={styles.label}>
              {t('patterns.form.newVariable')}
            </label>
            <p id={`${id}-new-variable-hint`} className={styles.hint}>
              {t('patterns.form.newVariableHint')}
            </p>
            <input
              id={`${id}-new-variable`}
              className={textBoxStyles.textBox}
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
              aria-invalid={newNameError ? true : undefined}
              aria-describedby={`${id}-new-variable-hint${newNameError ? ` ${id}-new-variable-error` : ''}`}
              autoComplete="off"
              spellCheck={false}
            />
            {newNameError && (
              <p id={`${id}-new-variable-error`} className={textStyles.error}>
                {newNameError}
              </p>
            )}
          </div>
          <Button variant="secondary" onClick={addVariable}>
            {t('patterns.form.addVariable')}
          </Button>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('patterns.form.rules')}</legend>
        <div className={styles.sides}>
          <div>
            <SelectField
              label={t('patterns.form.questionPerson')}
              name="question-person"
              options={options.question}
              value={String(question.person)}
              onChange={(e) => changeSide('question', { person: personValue(e.target.value) as QuestionPerson })}
              errors={[
                ...(errorsAt('rules.question') ?? []),
                ...(errorsAt('rules.question.start') ?? []),
                ...(errorsAt('rules.question.calculate') ?? []),
              ]}
            />
            <TextField
              label={t('patterns.form.questionPlural')}
              name="question-plural"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={5}
              hint={t('patterns.form.pluralHint')}
              value={question.plural}
              onChange={(e) => changeSide('question', { plural: e.target.value })}
              errors={errorsAt('rules.question.ratio')}
            />
            <SelectField
              label={t('patterns.form.questionTense')}
              name="question-tense"
              options={options.tenses}
              value={question.tense}
              onChange={(e) => changeSide('question', { tense: e.target.value as PatternDraft['question']['tense'] })}
              errors={errorsAt('rules.question.tense')}
            />
          </div>
          <div>
            <SelectField
              label={t('patterns.form.answerPerson')}
              name="response-person"
              options={question.person === 'random' ? options.answer.filter((o) => o.value !== 'same') : options.answer}
              value={String(response.person)}
              onChange={(e) => changeSide('response', { person: personValue(e.target.value) as AnswerPerson })}
              errors={[
                ...(errorsAt('rules.response') ?? []),
                ...(errorsAt('rules.response.start') ?? []),
                ...(errorsAt('rules.response.calculate') ?? []),
              ]}
            />
            {response.person === 'mirror' ? (
              <p className={`${styles.hint} ${styles.sideNote}`}>{t('patterns.form.mirrorNote')}</p>
            ) : (
              <TextField
                label={t('patterns.form.answerPlural')}
                name="response-plural"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={5}
                value={response.plural}
                onChange={(e) => changeSide('response', { plural: e.target.value })}
                errors={errorsAt('rules.response.ratio')}
              />
            )}
            <SelectField
              label={t('patterns.form.answerTense')}
              name="response-tense"
              options={options.tenses}
              value={response.tense}
              onChange={(e) => changeSide('response', { tense: e.target.value as PatternDraft['response']['tense'] })}
              errors={errorsAt('rules.response.tense')}
            />
          </div>
        </div>
      </fieldset>

      <SubstitutionList
        substitutions={draft.substitutions}
        onChange={(substitutions) => change({ substitutions })}
        errorsAt={errorsAt}
      />

      <FormActions saving={saving} onCancel={onCancel}>
        {children}
      </FormActions>
    </form>
  );
}
