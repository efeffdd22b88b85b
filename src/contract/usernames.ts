/**
 * The look-alike rules of a username (UTS #39, "Unicode Security Mechanisms"), shared by the
 * server, the createuser command and the web app's forms. A name must not hide characters
 * (default-ignorable code points such as the Hangul fillers U+115F, U+1160, U+3164, which
 * are letters and draw nothing), must be written in one script, as UTS #39 §5.1 resolves
 * scripts, and must not mix ASCII digits with another numbering system's. The server also
 * compares each new name's confusable skeleton with everyone else's (decision 037).
 */

/** A name whose confusable skeleton another account's name has (the server's check). */
export const LOOKS_TAKEN = 'A user with a username that looks the same already exists.';
export const INVISIBLE_CHARACTERS = 'Enter a valid username. This value may not contain invisible characters.';
export const MIXED_SCRIPTS =
  'Enter a valid username. This value may not mix letters or digits of different scripts (such as Latin and Cyrillic).';

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/** Characters every script shares (digits, punctuation) or inherits from the one before (combining marks). */
const ANY_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u;
const ASCII_DIGIT = /[0-9]/;
const OTHER_DIGIT = /(?![0-9])\p{Nd}/u;

/** Unicode's scripts (the Script property's long names), as JavaScript's `\p{Script=…}` knows them. */
const SCRIPTS = (
  'Latin Greek Cyrillic Armenian Hebrew Arabic Syriac Thaana Nko Samaritan Mandaic Devanagari Bengali Gurmukhi Gujarati ' +
  'Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao Tibetan Myanmar Georgian Hangul Ethiopic Cherokee ' +
  'Canadian_Aboriginal Ogham Runic Tagalog Hanunoo Buhid Tagbanwa Khmer Mongolian Limbu Tai_Le New_Tai_Lue Buginese ' +
  'Tai_Tham Balinese Sundanese Batak Lepcha Ol_Chiki Glagolitic Tifinagh Hiragana Katakana Bopomofo Han Yi Lisu Vai ' +
  'Bamum Syloti_Nagri Phags_Pa Saurashtra Kayah_Li Rejang Javanese Cham Tai_Viet Meetei_Mayek Linear_B Lycian Carian ' +
  'Old_Italic Gothic Old_Permic Ugaritic Old_Persian Deseret Shavian Osmanya Osage Elbasan Caucasian_Albanian Vithkuqi ' +
  'Linear_A Cypriot Imperial_Aramaic Palmyrene Nabataean Hatran Phoenician Lydian Meroitic_Hieroglyphs ' +
  'Meroitic_Cursive Kharoshthi Old_South_Arabian Old_North_Arabian Manichaean Avestan Inscriptional_Parthian ' +
  'Inscriptional_Pahlavi Psalter_Pahlavi Old_Turkic Old_Hungarian Hanifi_Rohingya Yezidi Old_Sogdian Sogdian ' +
  'Old_Uyghur Chorasmian Elymaic Brahmi Kaithi Sora_Sompeng Chakma Mahajani Sharada Khojki Multani Khudawadi Grantha ' +
  'Newa Tirhuta Siddham Modi Takri Ahom Dogra Warang_Citi Dives_Akuru Nandinagari Zanabazar_Square Soyombo ' +
  'Pau_Cin_Hau Bhaiksuki Marchen Masaram_Gondi Gunjala_Gondi Makasar Kawi Cuneiform Cypro_Minoan Egyptian_Hieroglyphs ' +
  'Anatolian_Hieroglyphs Mro Tangsa Bassa_Vah Pahawh_Hmong Medefaidrin Miao Tangut Nushu Khitan_Small_Script Duployan ' +
  'SignWriting Nyiakeng_Puachue_Hmong Toto Wancho Nag_Mundari Mende_Kikakui Adlam Braille Coptic'
).split(' ');

/**
 * UTS #39's augmented script sets: Han is also written in Japanese, Korean and Chinese with
 * Bopomofo, so `山田たろう` (Han and Hiragana) or `김金` (Hangul and Han) is one script.
 */
const AUGMENTED: Readonly<Record<string, readonly string[]>> = {
  Han: ['Han', 'Japanese', 'Korean', 'Han_with_Bopomofo'],
  Hiragana: ['Hiragana', 'Japanese'],
  Katakana: ['Katakana', 'Japanese'],
  Hangul: ['Hangul', 'Korean'],
  Bopomofo: ['Bopomofo', 'Han_with_Bopomofo'],
};

const scriptTests = new Map<string, RegExp | null>();
const scriptOfCharacter = new Map<string, string>();

/** The Script of one character that is neither Common nor Inherited; `Unknown` for one none of {@link SCRIPTS} holds. */
function scriptOf(character: string): string {
  const known = scriptOfCharacter.get(character);
  if (known !== undefined) return known;
  let found = 'Unknown';
  for (const script of SCRIPTS) {
    let test = scriptTests.get(script);
    if (test === undefined) {
      try {
        test = new RegExp(`^\\p{Script=${script}}$`, 'u');
      } catch {
        // An engine older than the script: none of its characters can be told apart anyway.
        test = null;
      }
      scriptTests.set(script, test);
    }
    if (test?.test(character)) {
      found = script;
      break;
    }
  }
  if (scriptOfCharacter.size < 10_000) scriptOfCharacter.set(character, found);
  return found;
}

/**
 * Whether `name` is written in one script (UTS #39 §5.1: its resolved script set, the
 * intersection of its characters' augmented script sets, is not empty). Common and
 * Inherited characters (ASCII digits, `@.+-_`, combining marks) go with any script.
 */
export function isSingleScript(name: string): boolean {
  let resolved: Set<string> | null = null;
  for (const character of name) {
    if (ANY_SCRIPT.test(character)) continue;
    const script = scriptOf(character);
    const scripts = AUGMENTED[script] ?? [script];
    resolved = resolved === null ? new Set(scripts) : new Set(scripts.filter((s) => resolved!.has(s)));
    if (resolved.size === 0) return false;
  }
  return true;
}

/**
 * The first look-alike rule `name` (already in NFKC) breaks, as the API words it, or null:
 * an invisible character, several scripts, or ASCII digits beside another system's digits.
 */
export function usernameLookAlikeProblem(name: string): string | null {
  if (INVISIBLE.test(name)) return INVISIBLE_CHARACTERS;
  if (!isSingleScript(name) || (ASCII_DIGIT.test(name) && OTHER_DIGIT.test(name))) return MIXED_SCRIPTS;
  return null;
}
