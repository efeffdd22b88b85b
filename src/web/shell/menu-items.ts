import type { MessageId } from '../i18n/messages';

/** A destination in the side menu or the shortcut links. */
export interface MenuItem {
  label: MessageId;
  to: string;
  /** Addresses of the screens inside this section (a word's page is in Words). */
  within?: readonly string[];
  /** Shown with the count of cards due for review (the Review item). */
  dueBadge?: boolean;
}

/** Whether `pathname` is one of the screens inside `item`'s section (not the item's own page). */
export const isWithin = (item: MenuItem, pathname: string) =>
  (item.within ?? []).some((prefix) => pathname.startsWith(prefix));

/** The side menu of SPEC.md §2, in its order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'shell.menu.piyali', to: '/piyali' },
  { label: 'shell.menu.dashboard', to: '/dashboard' },
  { label: 'shell.menu.blog', to: '/blog', within: ['/entry/'] },
  { label: 'shell.menu.words', to: '/words', within: ['/detail/'] },
  { label: 'shell.menu.vocabularies', to: '/vocabularies', within: ['/vocabulary/', '/practice/'] },
  { label: 'review.menu', to: '/review', dueBadge: true },
  { label: 'progress.menu', to: '/progress' },
  { label: 'shell.menu.patterns', to: '/patterns', within: ['/pattern/'] },
  { label: 'shell.menu.sentences', to: '/sentences', within: ['/sentence/'] },
  { label: 'shell.menu.numbers', to: '/numbers' },
  {
    label: 'shell.menu.utoAztecan',
    to: '/uto-aztecan',
    within: ['/ua-category/', '/semantic-category/', '/cognate-set/'],
  },
  { label: 'shell.menu.cognates', to: '/cognates-index', within: ['/cognates/', '/cognate/'] },
];

/** Menu items for staff only (SPEC.md's "user with id 1", see DESIGN.md §4). */
export const STAFF_MENU_ITEMS: readonly MenuItem[] = [
  { label: 'shell.menu.loanwords', to: '/loanwords-index', within: ['/loanwords/'] },
  { label: 'moderation.menu', to: '/recordings/review' },
];

/** The shortcuts carried by the top bar and the content area. */
export const SHORTCUTS: readonly MenuItem[] = [
  { label: 'shell.menu.dashboard', to: '/dashboard' },
  { label: 'shell.menu.vocabularies', to: '/vocabularies' },
  { label: 'shell.menu.patterns', to: '/patterns' },
  { label: 'shell.menu.words', to: '/words' },
];
