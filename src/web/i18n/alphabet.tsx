import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ALPHABETS, type Alphabet } from '../../contract/accounts';
import { toModern } from '../../nahuatl/modern-alphabet';
import { useAccountSetting } from './account-setting';
import { NAHUATL_LANG } from './locale';

/**
 * The alphabet the learner reads Nahuatl in (decision 052): the dictionary's (c, qu, hu, tz),
 * as the data is stored, or the modern one (k, s, w, ts) that the language core derives. Kept
 * in this browser, and for a signed-in learner in their account, as the interface language is.
 */
interface AlphabetChoice {
  alphabet: Alphabet;
  /** Whether the learner picked it in this browser, rather than taking the default or their account's. */
  chosen: boolean;
  setAlphabet: (alphabet: Alphabet) => void;
}

const AlphabetContext = createContext<AlphabetChoice | null>(null);

/** Where a guest's choice is kept in this browser. */
export const ALPHABET_STORAGE_KEY = 'nahuatl-alphabet';

function storedAlphabet(): Alphabet | undefined {
  try {
    const stored = localStorage.getItem(ALPHABET_STORAGE_KEY);
    return (ALPHABETS as readonly (string | null)[]).includes(stored) ? (stored as Alphabet) : undefined;
  } catch {
    return undefined; // storage refused (private mode): the dictionary's, for this visit
  }
}

function rememberAlphabet(alphabet: Alphabet) {
  try {
    localStorage.setItem(ALPHABET_STORAGE_KEY, alphabet);
  } catch {
    // Not kept in this browser; the choice still holds until the page is left.
  }
}

/** Gives the app its alphabet; `fixed` (tests) starts from a given one. */
export function AlphabetProvider({ children, alphabet: fixed }: { children: ReactNode; alphabet?: Alphabet }) {
  const [alphabet, setState] = useState<Alphabet>(() => fixed ?? storedAlphabet() ?? 'dictionary');
  const [chosen, setChosen] = useState(() => storedAlphabet() !== undefined);
  const setAlphabet = useCallback((next: Alphabet) => {
    rememberAlphabet(next);
    setState(next);
    setChosen(true);
  }, []);
  const choice = useMemo(() => ({ alphabet, chosen, setAlphabet }), [alphabet, chosen, setAlphabet]);
  return <AlphabetContext.Provider value={choice}>{children}</AlphabetContext.Provider>;
}

/** The alphabet and the way to change it. */
export function useAlphabet(): AlphabetChoice {
  const choice = useContext(AlphabetContext);
  if (!choice) throw new Error('useAlphabet needs an <AlphabetProvider> above it');
  return choice;
}

/**
 * Nahuatl text of the data (stored in the dictionary's alphabet) as the learner reads it: the one
 * place the alphabet switch applies. For attributes and texts built from several words.
 */
export function useNahuatl(): (text: string) => string {
  const { alphabet } = useAlphabet();
  return useCallback((text: string) => (alphabet === 'modern' ? toModern(text) : text), [alphabet]);
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
 * Keeps a signed-in learner's alphabet with their account, as `AccountLanguage` does the language:
 * a browser where they never chose takes the account's; a choice made here is stored there.
 */
export function AccountAlphabet() {
  const { alphabet, chosen, setAlphabet } = useAlphabet();
  useAccountSetting('alphabet', alphabet, chosen, setAlphabet);
  return null;
}
