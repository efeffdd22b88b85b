/** A destination in the side menu or the shortcut links. */
export interface MenuItem {
  label: string;
  to: string;
  /** Addresses of the screens inside this section (a word's page is in Words). */
  within?: readonly string[];
}

/** Whether `pathname` is one of the screens inside `item`'s section (not the item's own page). */
export const isWithin = (item: MenuItem, pathname: string) =>
  (item.within ?? []).some((prefix) => pathname.startsWith(prefix));

/** The side menu of SPEC.md §2, in its order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'Piyali', to: '/piyali' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Words', to: '/words', within: ['/detail/'] },
  { label: 'Vocabularies', to: '/vocabularies', within: ['/vocabulary/', '/practice/'] },
  { label: 'Patterns', to: '/patterns', within: ['/pattern/'] },
  { label: 'Sentences', to: '/sentences', within: ['/sentence/'] },
  { label: 'Numbers', to: '/numbers' },
  { label: 'Uto-Aztecan', to: '/uto-aztecan', within: ['/ua-category/', '/semantic-category/', '/cognate-set/'] },
  { label: 'Cognates', to: '/cognates-index', within: ['/cognates/', '/cognate/'] },
];

/** Menu items for staff only (SPEC.md's "user with id 1", see DESIGN.md §4). */
export const STAFF_MENU_ITEMS: readonly MenuItem[] = [
  { label: 'Loanwords', to: '/loanwords-index', within: ['/loanwords/'] },
];

/** The shortcuts carried by the top bar and the content area. */
export const SHORTCUTS: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Vocabularies', to: '/vocabularies' },
  { label: 'Patterns', to: '/patterns' },
  { label: 'Words', to: '/words' },
];
