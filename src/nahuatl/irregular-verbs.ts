/**
 * The irregular verbs whose tables the engine knows, as data. Their forms are not
 * built on one stem, so nothing of them is generated: each cell is the form the
 * Huasteca source gives, or `null` where no source we could read attests it.
 *
 * A dictionary word gets one of these tables when its type starts with "tlach" but
 * names no class (the sample data types them `tlach irregular`, see
 * {@link IRREGULAR_VERB_TYPE}) and its folded spelling is listed here. Forms stored
 * with the word itself (`DictionaryVerb.overrides`) win cell by cell.
 */

import { foldNahuatl } from './fold';
import type { Tense } from './reference';

/** Stored forms by tense and person index (1-S … 3-P); `null` where there is none. */
export type IrregularTable = Readonly<Partial<Record<Tense, ReadonlyArray<string | null>>>>;

/**
 * How the dictionary types an irregular verb: "tlach", so that it counts as a verb
 * (SPEC.md §5: the games and the tense table take types that start with "tlach"),
 * and no class digit, since no class describes it.
 */
export const IRREGULAR_VERB_TYPE = 'tlach irregular';

/**
 * yauh 'go', from the Nāhuatlahtolli course (IDIEZ/COERLL, Chicontepec Huasteca),
 * lesson 24, the first lesson on irregular verbs (stems yā, yāuh, yohui), which
 * gives every cell. Its 3-S preterite is printed there "Yyāqui", a slip for
 * `yāhqui`: the row around it (niyāhqui, tiyāhqui) and the lesson's own example
 * sentence "Notatah yāhqui mīllah" have `yāhqui`.
 */
const YAUH: IrregularTable = {
  present: ['niyāuh', 'tiyāuh', 'yohui', 'tiyohuih', 'inyohuih', 'yohuih'],
  past: ['niyāhqui', 'tiyāhqui', 'yāhqui', 'tiyāhqueh', 'inyāhqueh', 'yāhqueh'],
  future: ['niyāz', 'tiyāz', 'yāz', 'tiyāzceh', 'inyāzceh', 'yāzceh'],
  imperfect: ['niyohuiyaya', 'tiyohuiyaya', 'yohuiyaya', 'tiyohuiyayah', 'inyohuiyayah', 'yohuiyayah'],
  conditional: ['niyāzquia', 'tiyāzquia', 'yāzquia', 'tiyāzquiah', 'inyāzquiah', 'yāzquiah'],
  imperative: ['ma niyāuh', 'xiyāuh', 'ma yohui', 'ma tiyācān', 'xiyācān', 'ma yācān'],
};

/**
 * huāllauh 'come', from the same lesson 24, which gives every cell (stems huālla,
 * huāllauh, huāllohui beside yauh's yā, yāuh, yohui). Unlike yauh, its 3-S present
 * and imperative keep huāllauh (`huāllauh`, `ma huāllauh`; only the plurals take
 * huāllohui) and its imperfect is built on huālla (`nihuāllayaya`). The lesson drops
 * the macron in a few cells (`Tihuallaz`, `Inhuallazceh`, `Xihuallacan`); every cell
 * here is written `huāll-` as most of its cells and the rest of the course write it.
 */
const HUALLAUH: IrregularTable = {
  present: ['nihuāllauh', 'tihuāllauh', 'huāllauh', 'tihuāllohuih', 'inhuāllohuih', 'huāllohuih'],
  past: ['nihuāllahqui', 'tihuāllahqui', 'huāllahqui', 'tihuāllahqueh', 'inhuāllahqueh', 'huāllahqueh'],
  future: ['nihuāllaz', 'tihuāllaz', 'huāllaz', 'tihuāllazceh', 'inhuāllazceh', 'huāllazceh'],
  imperfect: ['nihuāllayaya', 'tihuāllayaya', 'huāllayaya', 'tihuāllayayah', 'inhuāllayayah', 'huāllayayah'],
  conditional: ['nihuāllazquia', 'tihuāllazquia', 'huāllazquia', 'tihuāllazquiah', 'inhuāllazquiah', 'huāllazquiah'],
  imperative: ['ma nihuāllauh', 'xihuāllauh', 'ma huāllauh', 'ma tihuāllacān', 'xihuāllacān', 'ma huāllacān'],
};

const IRREGULAR_VERBS: ReadonlyMap<string, IrregularTable> = new Map([
  ['yauh', YAUH],
  ['huallauh', HUALLAUH],
]);

/** The known table of an irregular verb, by its spelling (folded, so `yāuh` = `yauh`); undefined for any other word. */
export function irregularTable(word: string): IrregularTable | undefined {
  return IRREGULAR_VERBS.get(foldNahuatl(word));
}
