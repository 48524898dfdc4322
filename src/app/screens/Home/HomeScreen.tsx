import { routeData } from '../../route/routeData';
import { PageData } from '../../data/PageData';
import { HomeView } from './HomeView';
import { parseHomeContent } from './homeContent';

/** The `/` route: its data from `/data/index.json`, then the home view. Loaded lazily. */
export default function HomeScreen() {
  return (
    <PageData url={routeData.home} path="/" validate={parseHomeContent}>
      {(data) => <HomeView content={parseHomeContent(data)} />}
    </PageData>
  );
}
