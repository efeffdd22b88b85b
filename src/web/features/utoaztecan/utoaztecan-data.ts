import { isDotWord } from '../../../contract/api/utoaztecan';
import type { Cognate, CognateSet, Credit, SemanticCategory } from '../../../contract/utoaztecan';

/*
 * What the Uto-Aztecan screens work out from the API's answers: the address that names a
 * category in a change, the search words typed in one box, the credits of the data shown,
 * and a set's cognates grouped by language.
 */

/**
 * What names a category in PATCH {word}/ (SPEC.md §7): its word; but the server reads a
 * segment of digits alone as an id, so a category whose word is a number is named by its id;
 * so is one named `.` or `..` (made before the server refused them), which an address collapses.
 */
export const categoryKey = ({ id, word }: Pick<SemanticCategory, 'id' | 'word'>): string | number =>
  /^\d+$/.test(word.trim()) || isDotWord(word) ? id : word;

/** The search words typed in one box, separated by commas or new lines: trimmed, blanks and repeats dropped. */
export function parseSearchWords(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const part of text.split(/[,\n]/)) {
    const word = part.trim();
    if (word === '' || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    words.push(word);
  }
  return words;
}

/** A category's search words as its box shows them. */
export const searchWordsText = (words: readonly string[]) => words.join(', ');

/** The credits of the datasets these sets come from, each once, in the order first met. Sets users typed in have none. */
export const creditsOf = (sets: readonly Pick<CognateSet, 'credit'>[]): Credit[] =>
  uniqueCredits(sets.map((set) => set.credit));

/** The credits of the datasets these categories' reconstructed words come from, each once, in the order first met. */
export const creditsOfCategories = (categories: readonly Pick<SemanticCategory, 'credits'>[]): Credit[] =>
  uniqueCredits(categories.flatMap((category) => category.credits));

function uniqueCredits(all: readonly (Credit | null)[]): Credit[] {
  const credits: Credit[] = [];
  for (const credit of all) {
    if (!credit) continue;
    if (!credits.some((known) => known.citation === credit.citation && known.licence === credit.licence)) {
      credits.push(credit);
    }
  }
  return credits;
}

const LICENCE_NAMES: [RegExp, string][] = [
  [/creativecommons\.org\/licenses\/by\/([\d.]+)/i, 'CC BY'],
  [/creativecommons\.org\/licenses\/by-sa\/([\d.]+)/i, 'CC BY-SA'],
  [/creativecommons\.org\/licenses\/by-nc\/([\d.]+)/i, 'CC BY-NC'],
];

/** A licence as a reader knows it: "CC BY 4.0" for its Creative Commons address; any other text as it is. */
export function licenceName(licence: string): string {
  for (const [address, name] of LICENCE_NAMES) {
    const version = address.exec(licence)?.[1];
    if (version) return `${name} ${version}`;
  }
  return licence;
}

/** Whether a text is a web address a link may point at. */
export const isWebAddress = (text: string) => /^https?:\/\/\S+$/i.test(text.trim());

/** One language's cognates on a set's page. */
export interface LanguageCognates {
  language: string;
  cognates: Cognate[];
}

/**
 * A set's cognates by language (SPEC.md §2, Cognate set detail): in the set's own order
 * (reconstructions first, then the dataset's languages), with the full cognates of
 * GET cognate/?set= (their linked Nahuatl words); any the set does not list (its owner's
 * unshared ones) come after, by language.
 */
export function cognatesByLanguage(
  order: readonly Pick<Cognate, 'id'>[],
  cognates: readonly Cognate[],
): LanguageCognates[] {
  const rank = new Map(order.map((cognate, index) => [cognate.id, index]));
  const sorted = [...cognates].sort((a, b) => {
    const ra = rank.get(a.id) ?? Number.MAX_SAFE_INTEGER;
    const rb = rank.get(b.id) ?? Number.MAX_SAFE_INTEGER;
    return ra - rb || a.language_name.localeCompare(b.language_name) || a.id - b.id;
  });
  const groups: LanguageCognates[] = [];
  for (const cognate of sorted) {
    const group = groups.find((known) => known.language === cognate.language_name);
    if (group) group.cognates.push(cognate);
    else groups.push({ language: cognate.language_name, cognates: [cognate] });
  }
  return groups;
}
