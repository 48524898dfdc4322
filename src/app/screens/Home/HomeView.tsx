import { Center, Stack } from '../../..';
import { AppLink } from '../../route/AppLink';
import type { HomeContent } from './homeContent';
import styles from './HomeView.module.css';

export interface HomeViewProps {
  /**
   * What the screen says, from the page data (checked by `parseHomeContent`).
   * @example <HomeView content={parseHomeContent(data)} />
   */
  content: HomeContent;
}

/**
 * The placeholder home screen, composed of library parts (Center, Stack) in a `main` that has the
 * page's padding from its class (a Box for one padding would cost the first load 0.2 KiB): what
 * this is, where the stories are, and the list of presentations (each opens on the client).
 */
export function HomeView({ content }: HomeViewProps) {
  return (
    <main className={styles.home}>
      <Center>
        <Stack>
          <Stack>
            <h1 tabIndex={-1}>{content.title}</h1>
            <p>{content.intro}</p>
          </Stack>
          <Stack as="section" aria-labelledby="home-stories">
            <h2 id="home-stories">{content.storiesHeading}</h2>
            <p>{content.stories}</p>
          </Stack>
          <Stack as="section" aria-labelledby="home-presentations">
            <h2 id="home-presentations">{content.presentationsHeading}</h2>
            <Stack as="ul">
              {content.presentations.map((entry) => (
                <li key={entry.id}>
                  <AppLink href={`/presentations/${encodeURIComponent(entry.id)}`}>{entry.name}</AppLink>
                  {' — '}
                  {entry.description}
                </li>
              ))}
            </Stack>
          </Stack>
          <p>
            <AppLink href={content.server.href}>{content.server.label}</AppLink> {content.server.note}
          </p>
        </Stack>
      </Center>
    </main>
  );
}
