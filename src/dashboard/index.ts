import { lazy } from 'react';
import { loadScreen } from '../screens';

/** The dashboard (route /), loaded in its own chunk; its charts load lazily inside it. */
const Dashboard = lazy(loadScreen.dashboard);

export default Dashboard;
