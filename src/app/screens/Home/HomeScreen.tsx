import type { ScreenProps } from '../../route/routeTable';
import { HomeView } from './HomeView';
import { parseHomeContent } from './homeContent';

/** The `/` route's screen: the home view of its page data (the route table names `/data/index.json`). */
export default function HomeScreen({ data }: ScreenProps) {
  return <HomeView content={parseHomeContent(data)} />;
}
