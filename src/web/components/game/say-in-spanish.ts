import { createIntl } from 'react-intl';
import { INTL_TAGS } from '../../../contract/locales';
import { CATALOGS } from '../../i18n/messages';
import type { Say } from './say';

const spanish = createIntl({ locale: INTL_TAGS.es, messages: CATALOGS.es });

/** For tests of the pure game modules: their texts in Spanish (`translate` gives them in English). */
export const sayInSpanish: Say = (id, values) => spanish.formatMessage({ id }, values);
