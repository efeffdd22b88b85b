import { Outlet } from 'react-router';
import { useFirstScreenDrawn } from './first-screen';

/** What holds every screen inside the shell: it marks the first one drawn (decision 073). */
export function ScreenFrame() {
  useFirstScreenDrawn();
  return <Outlet />;
}
