import unhomoglyph from 'unhomoglyph';
import { foldNahuatl } from '../../../nahuatl';

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The confusable skeleton of UTS #39 §4: NFD, default-ignorable characters dropped, each
 * character replaced by its prototype in Unicode's confusables.txt (the mapping the
 * `unhomoglyph` package ships), NFD again. Two texts whose skeletons are equal look alike:
 * `admin`, `аdmin` (Cyrillic а) and `adrnin` are all `adrnin`.
 */
export function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(DEFAULT_IGNORABLE, '')).normalize('NFD');
}

/**
 * The key two usernames that look alike share (decision 037): the skeleton of the name as it
 * is shown, folded as {@link usernameKey} folds (case and accents), then the skeleton again,
 * so that folding cannot bring back a letter the first pass mapped. `Iucy` (capital i) and
 * `lucy` share one, and so do `сосо` (Cyrillic) and `coco`, and `МАМА` (Cyrillic) and `mama`.
 */
export const usernameSkeleton = (username: string): string =>
  confusableSkeleton(foldNahuatl(confusableSkeleton(username.normalize('NFKC'))));
