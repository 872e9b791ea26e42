import { lazy } from 'react';

/** The dashboard (route /), loaded in its own chunk; its charts load lazily inside it. */
const Dashboard = lazy(() => import('./Dashboard'));

export default Dashboard;
