import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { useShellPoll } from './shellPoll';

/** The authenticated layout: fixed app bar, sidebar (drawer under 1024 px), page content. */
export default function Layout({ children }: { children: ReactNode }) {
  useShellPoll();
  return (
    <RaLayout
      appBar={AppBar}
      appBarAlwaysOn
      menu={Menu}
      sidebar={Sidebar}
      sx={{
        minWidth: 0,
        '& .RaLayout-content': { minWidth: 0, px: { xs: 1, sm: 2 }, pb: 3 },
      }}
    >
      {children}
    </RaLayout>
  );
}
