import type { ScreenProps } from '../../route/routeTable';
import { HomeView } from './HomeView';
import { parseHomeContent } from './homeContent';

/** Data the home view cannot render is refused, so a background refresh that brings it keeps the page. */
export const validate = parseHomeContent;

/** The `/` route's screen: the home view of its page data (the route table names `/data/index.json`). */
export default function HomeScreen({ data }: ScreenProps) {
  return <HomeView content={parseHomeContent(data)} />;
}
