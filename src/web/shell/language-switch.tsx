import { LOCALES, type Locale } from '../../contract/locales';
import { useLocale, useT } from '../i18n/locale';
import { relinkManifest } from './manifest-link';
import styles from './language-switch.module.css';

/** Each language named in itself, as a language switch names them, short and in full. */
const NAMES: Record<Locale, { short: string; full: string }> = {
  es: { short: 'ES', full: 'Español' },
  en: { short: 'EN', full: 'English' },
};

/**
 * The two interface languages as a pair of toggle buttons: the change is immediate and
 * remembered, and the installed app's name follows it (its manifest, decision 076).
 */
export function LanguageSwitch({ tone, className }: { tone: 'on-dark' | 'on-light'; className?: string }) {
  const { locale, setLocale } = useLocale();
  const t = useT();
  return (
    <div role="group" aria-label={t('shell.language')} className={[styles.switch, styles[tone], className].filter(Boolean).join(' ')}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-label={NAMES[option].full}
          aria-pressed={option === locale}
          className={styles.option}
          onClick={() => {
            setLocale(option);
            relinkManifest(option);
          }}
        >
          {NAMES[option].short}
        </button>
      ))}
    </div>
  );
}
