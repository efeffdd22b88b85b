import { useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useScreenTitle } from '../components/screen-title';
import { DueCountProvider } from '../features/review/review-badge';
import { useT } from '../i18n/locale';
import { ConnectionStatus } from './connection-status';
import { ShortcutLinks } from './shortcut-links';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { WelcomeNotice } from './welcome-notice';
import styles from './app-shell.module.css';

/** The frame of every screen (SPEC.md §2): top bar, side menu, and the content area. */
export function AppShell() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const loading = useNavigation().state === 'loading';
  const t = useT();
  const titleId = useScreenTitle();
  const product = t('shell.product');
  const title = titleId && t(titleId);

  useEffect(() => {
    document.title = title && title !== product ? `${title} · ${product}` : product;
  }, [title, product]);

  // After a client-side navigation, move focus to the new content, as a page load would
  // put a screen reader at the top of the new page.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <DueCountProvider>
      <a href="#main-content" className={styles.skipLink} onClick={skipToMain}>
        {t('shell.skipToMain')}
      </a>
      <TopBar />
      <SideMenu />
      <main id="main-content" ref={main} tabIndex={-1} className={styles.main} aria-busy={loading || undefined}>
        {loading && <div className={styles.progress} aria-hidden="true" />}
        <ConnectionStatus />
        <WelcomeNotice />
        <ShortcutLinks label={t('shell.shortcutsInPage')} tone="on-light" className={styles.shortcuts} />
        <Outlet />
      </main>
      <ScrollRestoration />
    </DueCountProvider>
  );
}
