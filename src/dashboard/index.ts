import { loadScreen } from '../screens';
import { lazyLoaded } from '../common/lazyLoaded';

/** The dashboard (route /), loaded in its own chunk; its charts load lazily inside it. */
const Dashboard = lazyLoaded(loadScreen.dashboard);

export default Dashboard;
