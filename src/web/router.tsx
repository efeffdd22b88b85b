import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import type { ScreenHandle } from './components/screen-title';
import { ScreenLoading } from './components/screen-loading';
import { AppShell } from './shell/app-shell';
import { RouteErrorScreen } from './shell/route-error-screen';
import { ScreenFrame } from './shell/screen-frame';

/*
 * The route table of SPEC.md §2, in one place. Every screen is code-split: its module is
 * loaded when its route is first visited; its `handle` names it.
 */

const screens: (RouteObject & { handle: ScreenHandle })[] = [
  {
    path: 'piyali',
    handle: { title: 'shell.title.welcome' },
    lazy: async () => ({ Component: (await import('./features/piyali/piyali-screen')).PiyaliScreen }),
  },
  {
    path: 'dashboard',
    handle: { title: 'shell.title.dashboard' },
    lazy: async () => ({ Component: (await import('./features/dashboard/dashboard-screen')).DashboardScreen }),
  },
  {
    path: 'words',
    handle: { title: 'shell.title.words' },
    lazy: async () => ({ Component: (await import('./features/words/components/words-screen')).WordsScreen }),
  },
  {
    path: 'vocabularies',
    handle: { title: 'shell.title.vocabularies' },
    lazy: async () => ({
      Component: (await import('./features/vocabularies/components/vocabularies-screen')).VocabulariesScreen,
    }),
  },
  {
    path: 'review',
    handle: { title: 'review.title' },
    lazy: async () => ({ Component: (await import('./features/review/review-screen')).ReviewScreen }),
  },
  {
    path: 'saved-data',
    handle: { title: 'offline.panel.title' },
    lazy: async () => ({ Component: (await import('./offline/saved-data-screen')).SavedDataScreen }),
  },
  {
    path: 'patterns',
    handle: { title: 'shell.title.patterns' },
    lazy: async () => ({ Component: (await import('./features/patterns/components/patterns-screen')).PatternsScreen }),
  },
  {
    path: 'sentences',
    handle: { title: 'shell.title.sentences' },
    lazy: async () => ({
      Component: (await import('./features/sentences/components/sentences-screen')).SentencesScreen,
    }),
  },
  {
    path: 'numbers',
    handle: { title: 'shell.title.numbers' },
    lazy: async () => ({ Component: (await import('./features/numbers/numbers-screen')).NumbersScreen }),
  },
  {
    path: 'grammar',
    handle: { title: 'grammarHelp.title' },
    lazy: async () => ({ Component: (await import('./features/grammar/grammar-screen')).GrammarScreen }),
  },
  {
    path: 'progress',
    handle: { title: 'progress.title' },
    lazy: async () => ({ Component: (await import('./features/progress/components/progress-screen')).ProgressScreen }),
  },
  {
    path: 'uto-aztecan',
    handle: { title: 'shell.title.utoAztecan' },
    lazy: async () => ({
      Component: (await import('./features/utoaztecan/components/uto-aztecan-screen')).UtoAztecanScreen,
    }),
  },
  {
    path: 'detail/:id',
    handle: { title: 'shell.title.wordDetail' },
    lazy: async () => ({
      Component: (await import('./features/words/components/word-detail-screen')).WordDetailScreen,
    }),
  },
  {
    path: 'vocabulary/:id',
    handle: { title: 'shell.title.vocabulary' },
    lazy: async () => ({
      Component: (await import('./features/vocabularies/components/vocabulary-detail-screen')).VocabularyDetailScreen,
    }),
  },
  {
    path: 'practice/listen',
    handle: { title: 'practice.listen.title' },
    lazy: async () => ({
      Component: (await import('./features/practice/components/listening-game-screen')).ListeningGameScreen,
    }),
  },
  {
    path: 'practice/:id',
    handle: { title: 'shell.title.practice' },
    lazy: async () => ({ Component: (await import('./features/practice/components/practice-screen')).PracticeScreen }),
  },
  {
    path: 'sentence/:id',
    handle: { title: 'shell.title.sentence' },
    lazy: async () => ({
      Component: (await import('./features/sentences/components/sentence-detail-screen')).SentenceDetailScreen,
    }),
  },
  {
    path: 'pattern/:id',
    handle: { title: 'shell.title.pattern' },
    lazy: async () => ({
      Component: (await import('./features/patterns/components/pattern-detail-screen')).PatternDetailScreen,
    }),
  },
  {
    path: 'blog',
    handle: { title: 'shell.title.blog' },
    lazy: async () => ({ Component: (await import('./features/blog/components/blog-index-screen')).BlogIndexScreen }),
  },
  {
    path: 'entry/:id',
    handle: { title: 'shell.title.entry' },
    lazy: async () => ({
      Component: (await import('./features/blog/components/entry-detail-screen')).EntryDetailScreen,
    }),
  },
  {
    path: 'ua-category/:id',
    handle: { title: 'shell.title.semanticCategory' },
    lazy: async () => ({
      Component: (await import('./features/utoaztecan/components/category-detail-screen')).CategoryDetailScreen,
    }),
  },
  {
    path: 'semantic-category/:word',
    handle: { title: 'shell.title.semanticCategory' },
    lazy: async () => ({
      Component: (await import('./features/utoaztecan/components/category-detail-screen')).CategoryByWordScreen,
    }),
  },
  {
    path: 'cognate-set/:id',
    handle: { title: 'shell.title.cognateSet' },
    lazy: async () => ({
      Component: (await import('./features/utoaztecan/components/set-detail-screen')).SetDetailScreen,
    }),
  },
  {
    path: 'cognates-index',
    handle: { title: 'shell.title.cognatesIndex' },
    lazy: async () => ({
      Component: (await import('./features/cognates/components/cognates-index-screen')).CognatesIndexScreen,
    }),
  },
  {
    path: 'cognates/:id',
    handle: { title: 'shell.title.cognates' },
    lazy: async () => ({
      Component: (await import('./features/cognates/components/cognate-list-screen')).CognateListScreen,
    }),
  },
  {
    path: 'cognate/:id',
    handle: { title: 'shell.title.cognate' },
    lazy: async () => ({
      Component: (await import('./features/cognates/components/cognate-detail-screen')).CognateDetailScreen,
    }),
  },
  {
    path: 'loanwords-index',
    handle: { title: 'shell.title.loanwordsIndex' },
    lazy: async () => ({
      Component: (await import('./features/loanwords/components/loanwords-index-screen')).LoanwordsIndexScreen,
    }),
  },
  {
    path: 'loanwords/:id/:id2',
    handle: { title: 'shell.title.loanwords' },
    lazy: async () => ({
      Component: (await import('./features/loanwords/components/loanword-list-screen')).LoanwordListScreen,
    }),
  },
  {
    path: 'recordings/review',
    handle: { title: 'moderation.review.title' },
    lazy: async () => ({
      Component: (await import('./features/recordings/components/recordings-review-screen')).RecordingsReviewScreen,
    }),
  },
  {
    path: 'accounts/login',
    handle: { title: 'shell.title.login' },
    lazy: async () => ({ Component: (await import('./features/accounts/components/login-screen')).LoginScreen }),
  },
  {
    path: 'accounts/signup',
    handle: { title: 'shell.title.signup' },
    lazy: async () => ({ Component: (await import('./features/accounts/components/signup-screen')).SignupScreen }),
  },
  {
    path: 'accounts/logout',
    handle: { title: 'shell.title.logout' },
    lazy: async () => ({ Component: (await import('./features/accounts/components/logout-screen')).LogoutScreen }),
  },
  {
    path: '*',
    handle: { title: 'shell.title.notFound' },
    lazy: async () => ({ Component: (await import('./components/not-found-screen')).NotFoundScreen }),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        // Inside the shell, so a failing or loading screen keeps the top bar and menu.
        Component: ScreenFrame,
        ErrorBoundary: RouteErrorScreen,
        HydrateFallback: ScreenLoading,
        // The loader redirects before anything renders.
        children: [{ index: true, loader: () => replace('/piyali'), element: null }, ...screens],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
