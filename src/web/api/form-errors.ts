import { translate } from '../i18n/locale';
import { ApiError, fieldSummary } from './api-client';

/** What a form shows after a refused submit: messages under its fields, and one for the whole form. */
export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string[]>>;
  general: string | null;
}

export const NO_ERRORS: FormErrors<never> = { fields: {}, general: null };

/** The general message when only fields are at fault: the messages themselves sit under the fields. */
const checkMarkedFields = () => translate('common.form.checkMarked');

/** Form errors found before sending, in the same shape as the server's. */
export function fieldErrors<Field extends string>(fields: Partial<Record<Field, string[]>>): FormErrors<Field> {
  return Object.keys(fields).length > 0 ? { fields, general: checkMarkedFields() } : NO_ERRORS;
}

/**
 * Splits a failed call into the messages of the form's own fields and a general message:
 * the server's detail, messages about fields the form does not have, or a pointer to the marked fields.
 */
export function formErrorsOf<Field extends string>(error: unknown, formFields: readonly Field[]): FormErrors<Field> {
  if (!(error instanceof ApiError)) return { fields: {}, general: translate('common.form.failed') };
  if (error.status === 0) {
    return { fields: {}, general: translate('common.form.unreachable') };
  }
  const fields: Partial<Record<Field, string[]>> = {};
  const others: string[] = [];
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if ((formFields as readonly string[]).includes(name)) fields[name as Field] = messages;
    else others.push(...messages);
  }
  const general =
    error.detail ??
    (others.length > 0 ? others.join(' ') : Object.keys(fields).length > 0 ? checkMarkedFields() : error.message);
  return { fields, general };
}

/**
 * What a one-box form says when the server refuses it: its messages, each field named as the
 * form labels it (`labels`, in the reader's language: "Nombre: Asegúrate…"), not by its API
 * key (kept only for a field the form does not have); a message about no one field alone; the server's detail or the call's failure as they are.
 * Null when there is no refusal to show.
 */
export function refusalOf(error: unknown, labels: Readonly<Record<string, string>>): string | null {
  if (!(error instanceof ApiError)) return null;
  const named = fieldSummary(error.fieldErrors, (field) => labels[field] ?? field);
  return named || error.message;
}
