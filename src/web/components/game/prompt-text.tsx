import { Nahuatl } from '../../i18n/alphabet';
import type { PromptWords } from './prompt-words';

/**
 * A conjugation prompt as the drill words it ("cochi — sleep · future · we"), its verb and
 * gloss marked with their languages: the summary's missed prompts and a review card's front.
 */
export function PromptText({ words }: { words: PromptWords }) {
  const grammar = [words.tense, words.person, ...(words.object === null ? [] : [words.object])].join(' · ');
  return (
    <>
      <Nahuatl text={words.word} />
      {words.gloss !== '' && (
        <>
          {' — '}
          <span lang={words.glossLang}>{words.gloss}</span>
        </>
      )}
      {` · ${grammar}`}
    </>
  );
}
