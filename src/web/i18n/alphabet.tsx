import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ALPHABETS, type Alphabet } from '../../contract/accounts';
import { spellIn } from '../../nahuatl/modern-alphabet';
import { useEnvironment, type Environment } from '../api/environment';
import { useAccountSetting } from './account-setting';
import { NAHUATL_LANG } from './locale';

/**
 * The alphabet the learner reads Nahuatl in (decisions 052, 080): the dictionary's (c, qu, hu,
 * tz), as the data is stored, or the SEP school spelling (k, ku, u, j) that the core derives. Kept
 * in this browser's cookies, which the server reads to draw a page in it (decision 073), and for
 * a signed-in learner in their account, as the interface language is.
 */
interface AlphabetChoice {
  alphabet: Alphabet;
  /** Whether the learner picked it in this browser, rather than taking the default or their account's. */
  chosen: boolean;
  setAlphabet: (alphabet: Alphabet) => void;
}

const AlphabetContext = createContext<AlphabetChoice | null>(null);

/** The cookie that keeps the choice in this browser. */
export const ALPHABET_COOKIE = 'alphabet';

/** Where the choice was kept in this browser before it was a cookie: still read, so that no learner loses it. */
export const ALPHABET_STORAGE_KEY = 'nahuatl-alphabet';

const isAlphabet = (value: string | null | undefined): value is Alphabet =>
  (ALPHABETS as readonly (string | null | undefined)[]).includes(value);

function keptAlphabet(environment: Environment): Alphabet | undefined {
  const kept = environment.cookie(ALPHABET_COOKIE);
  return isAlphabet(kept) ? kept : undefined;
}

function storedAlphabet(environment: Environment): Alphabet | undefined {
  try {
    const stored = environment.storage()?.getItem(ALPHABET_STORAGE_KEY);
    return isAlphabet(stored) ? stored : undefined;
  } catch {
    return undefined; // storage refused
  }
}

/**
 * Gives the app its alphabet; `fixed` (tests) starts from a given one. It starts from the cookie,
 * as the server drew the page; a choice kept only in the browser's storage is taken once drawn.
 */
export function AlphabetProvider({ children, alphabet: fixed }: { children: ReactNode; alphabet?: Alphabet }) {
  const environment = useEnvironment();
  const [alphabet, setState] = useState<Alphabet>(() => fixed ?? keptAlphabet(environment) ?? 'dictionary');
  const [chosen, setChosen] = useState(() => keptAlphabet(environment) !== undefined);
  const setAlphabet = useCallback(
    (next: Alphabet) => {
      environment.keepCookie(ALPHABET_COOKIE, next);
      setState(next);
      setChosen(true);
    },
    [environment],
  );
  useEffect(() => {
    const stored = fixed === undefined && keptAlphabet(environment) === undefined && storedAlphabet(environment);
    if (stored) setAlphabet(stored);
  }, [environment, fixed, setAlphabet]);
  const choice = useMemo(() => ({ alphabet, chosen, setAlphabet }), [alphabet, chosen, setAlphabet]);
  return <AlphabetContext.Provider value={choice}>{children}</AlphabetContext.Provider>;
}

/** The alphabet and the way to change it. */
export function useAlphabet(): AlphabetChoice {
  const choice = useContext(AlphabetContext);
  if (!choice) throw new Error('useAlphabet needs an <AlphabetProvider> above it');
  return choice;
}

/** A Nahuatl text of the data (stored in the dictionary's alphabet) written in `alphabet`. */
export const spellInAlphabet = (alphabet: Alphabet, text: string): string =>
  alphabet === 'modern' ? spellIn('sep', text) : text;

/**
 * Nahuatl text of the data as the learner reads it: the one place the alphabet switch applies.
 * For attributes and texts built from several words.
 */
export function useNahuatl(): (text: string) => string {
  const { alphabet } = useAlphabet();
  return useCallback((text: string) => spellInAlphabet(alphabet, text), [alphabet]);
}

/** A Nahuatl text of the data, marked `lang="nah"` and shown in the learner's alphabet. */
export function Nahuatl({ text, className }: { text: string; className?: string }) {
  const shown = useNahuatl();
  return (
    <span lang={NAHUATL_LANG} className={className}>
      {shown(text)}
    </span>
  );
}

/**
 * The `<nah>` tag of a catalog message whose Nahuatl is the catalog's own ("joined by
 * <nah>huan</nah>"): marked `lang="nah"` and spelled in the learner's alphabet. Where the tag
 * wraps a value (a learner's attempt, a record's text), the value is given spelled as it should
 * read and the plain tag is used instead.
 */
export function useNahuatlTag(): (chunks: ReactNode[]) => ReactNode {
  const shown = useNahuatl();
  return useCallback(
    (chunks: ReactNode[]) => <span lang={NAHUATL_LANG}>{chunks.map((chunk) => (typeof chunk === 'string' ? shown(chunk) : chunk))}</span>,
    [shown],
  );
}

/**
 * Keeps a signed-in learner's alphabet with their account, as `AccountLanguage` does the language:
 * a browser where they never chose takes the account's; a choice made here is stored there.
 */
export function AccountAlphabet() {
  const { alphabet, chosen, setAlphabet } = useAlphabet();
  useAccountSetting('alphabet', alphabet, chosen, setAlphabet);
  return null;
}
