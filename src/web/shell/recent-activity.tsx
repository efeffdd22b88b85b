import { lazy, Suspense } from 'react';
import { useLazyDialog } from '../components/lazy-dialog';
import { useT } from '../i18n/locale';

const RecentActivityPanel = lazy(() => import('./recent-activity-panel'));

/**
 * The menu's "Recent activity" and the panel listing every logged call, newest first
 * (SPEC.md §8's message list). No count: a failed call the learner caused says so where
 * they acted; this is the record to look back at. See docs/decisions/047-recent-activity.md.
 * The panel's code loads the first time it opens (decision 073).
 */
export function RecentActivity({ className }: { className?: string }) {
  const { asked, dialog, toggle } = useLazyDialog();
  const t = useT();
  return (
    <>
      <button {...toggle} className={className}>
        {t('shell.activity')}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <RecentActivityPanel {...dialog} />
        </Suspense>
      )}
    </>
  );
}
