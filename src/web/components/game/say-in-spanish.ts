import { createIntl } from 'react-intl';
import { INTL_TAGS } from '../../../contract/locales';
import spanishMessages from '../../i18n/catalogs/es';
import type { Say } from './say';

const spanish = createIntl({ locale: INTL_TAGS.es, messages: spanishMessages });

/** For tests of the pure game modules: their texts in Spanish (`translate` gives them in English). */
export const sayInSpanish: Say = (id, values) => spanish.formatMessage({ id }, values);
