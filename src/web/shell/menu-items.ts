/** A destination in the side menu or the shortcut links. */
export interface MenuItem {
  label: string;
  to: string;
}

/** The side menu of SPEC.md §2, in its order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'Piyali', to: '/piyali' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Words', to: '/words' },
  { label: 'Vocabularies', to: '/vocabularies' },
  { label: 'Patterns', to: '/patterns' },
  { label: 'Sentences', to: '/sentences' },
  { label: 'Numbers', to: '/numbers' },
  { label: 'Uto-Aztecan', to: '/uto-aztecan' },
  { label: 'Cognates', to: '/cognates-index' },
];

/** Menu items for staff only (SPEC.md's "user with id 1", see DESIGN.md §4). */
export const STAFF_MENU_ITEMS: readonly MenuItem[] = [{ label: 'Loanwords', to: '/loanwords-index' }];

/** The shortcuts carried by the top bar and the content area. */
export const SHORTCUTS: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Vocabularies', to: '/vocabularies' },
  { label: 'Patterns', to: '/patterns' },
  { label: 'Words', to: '/words' },
];
