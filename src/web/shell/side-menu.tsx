import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useT } from '../i18n/locale';
import { AlphabetSwitch } from './alphabet-switch';
import { LanguageSwitch } from './language-switch';
import { RecentActivity } from './recent-activity';
import { displayName, useCurrentUser } from '../api/current-user';
import { can, STAFF_ONLY } from '../../contract/policy';
import { accountPageHref } from '../api/next-path';
import { ReviewMenuLabel, useReviewDueCount, useReviewMenuName } from '../features/review/review-badge';
import { isWithin, MENU_ITEMS, STAFF_MENU_ITEMS, type MenuItem } from './menu-items';
import styles from './side-menu.module.css';
import { accountsApi } from '../../contract/accounts';

interface MenuLinksProps {
  /** Called when a link is followed, so an overlay can close. */
  onNavigate?: () => void;
  /** The phone menu carries the language switch the top bar has no room for. */
  withLanguage?: boolean;
}

/** `page` on the item's own screen; `location` on a screen inside its section (a word's page is in Words). */
function currentness(item: MenuItem, pathname: string): 'page' | 'location' | undefined {
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return 'page';
  return isWithin(item, pathname) ? 'location' : undefined;
}

/** The menu's links and the account block: the same in the fixed menu and in the handset overlay. */
export function MenuLinks({ onNavigate, withLanguage = false }: MenuLinksProps) {
  const t = useT();
  const { data: user } = useCurrentUser();
  const location = useLocation();
  const dueCount = useReviewDueCount();
  const reviewName = useReviewMenuName(dueCount);
  // The loanwords section is the staff's, who alone create loanwords (SPEC.md §6; the contract's
  // `creators: 'staff'`), and so is the review of recordings (decision 086). The policy is asked
  // directly: the loanwords' declaration would bring its schemas, and zod, before the first
  // screen (decision 073).
  const items = can(user ?? null, 'create', STAFF_ONLY) ? [...MENU_ITEMS, ...STAFF_MENU_ITEMS] : MENU_ITEMS;

  return (
    <div className={styles.menu}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.link}
              onClick={onNavigate}
              aria-current={currentness(item, location.pathname)}
              aria-label={item.dueBadge ? reviewName : undefined}
            >
              {item.dueBadge ? <ReviewMenuLabel count={dueCount} /> : t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.activity}>
        <RecentActivity className={styles.link} />
      </div>
      {/* Nothing until the server says who is signed in, so Login never flashes for a member. */}
      {user !== undefined && (
        <div className={styles.account}>
          {user ? (
            <>
              <p className={styles.signedIn}>
                <FormattedMessage
                  id="shell.signedInAs"
                  values={{
                    name: () => (
                      <strong className={styles.name} translate="no">
                        {displayName(user)}
                      </strong>
                    ),
                  }}
                />
              </p>
              <Link to={accountsApi.logout} className={styles.link} onClick={onNavigate}>
                {t('shell.logout')}
              </Link>
            </>
          ) : (
            <Link to={accountPageHref(accountsApi.login, location)} className={styles.link} onClick={onNavigate}>
              {t('shell.login')}
            </Link>
          )}
        </div>
      )}
      {withLanguage && <LanguageSwitch tone="on-light" className={styles.language} />}
      <AlphabetSwitch className={styles.alphabet} />
      <Link
        to="/saved-data"
        className={styles.link}
        onClick={onNavigate}
        aria-current={location.pathname === '/saved-data' ? 'page' : undefined}
      >
        {t('offline.panel.link')}
      </Link>
    </div>
  );
}

/** The fixed side menu of desktop widths; hidden on handsets, where the overlay takes over. */
export function SideMenu() {
  const t = useT();
  return (
    <nav aria-label={t('shell.mainMenu')} className={styles.sideMenu}>
      <MenuLinks />
    </nav>
  );
}
