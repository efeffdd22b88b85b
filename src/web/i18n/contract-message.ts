import { translateMessage } from '../../contract/api-messages';
import { interfaceLocale } from './locale';

/**
 * A message of the contract (the validation shared with the server, worded in English as the
 * API's message ids are) in the active language, from the API's own catalog (decision 040).
 * Apart from locale.tsx so that only the forms that validate with the contract load the API's
 * catalogs (decision 073).
 */
export function contractMessage(message: string): string {
  return translateMessage(message, interfaceLocale());
}
