import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Bleed } from '../../src/layout/Bleed';
import { Center } from '../../src/layout/Center';
import { Cluster } from '../../src/layout/Cluster';
import { Cover } from '../../src/layout/Cover';
import { Divider } from '../../src/layout/Divider';
import { Frame } from '../../src/layout/Frame';
import { Grid } from '../../src/layout/Grid';
import { Sidebar } from '../../src/layout/Sidebar';
import { Stack } from '../../src/layout/Stack';
import { Switcher } from '../../src/layout/Switcher';
import { VisuallyHidden } from '../../src/layout/VisuallyHidden';
import { inlineEdgesIn, tokenPx } from '../support/geometry';
import { fullPageDocsOfHeight } from '../support/fullPage';
import { setInlineSize } from '../support/resize';
import styles from './Composition.module.css';

/** Real page sections built only from the primitives: what the error pages and screens are made of. */
const meta = {
  title: 'Layout/Composition',
  parameters: { storyRootPadding: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const errorPageDocs = fullPageDocsOfHeight('640px');
const frameOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-frame]')!;
const noOverflow = async (element: HTMLElement) => expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);

function ErrorPageSkeleton() {
  return (
    <Cover
      minHeight="36rem"
      padding="5"
      top={
        <header>
          <Cluster justify="between" gap="4">
            <a className={styles.brand} href="#top">
              Groundwork
            </a>
            <nav aria-label="Main">
              <Cluster as="ul" gap="4">
                <li>
                  <a href="#top">Docs</a>
                </li>
                <li>
                  <a href="#top">Status</a>
                </li>
              </Cluster>
            </nav>
          </Cluster>
        </header>
      }
      bottom={
        <footer>
          <Cluster justify="center" gap="2" className={styles.muted}>
            <span>Request ID 7f3a-19c2</span>
            <Divider orientation="vertical" />
            <a href="#top">Report a problem</a>
          </Cluster>
        </footer>
      }
    >
      <main>
        <Center max="32rem" gutters="4" intrinsic andText data-principal="">
          <Stack gap="4" align="center">
            <Cluster gap="4" justify="center" data-headline="">
              <p className={styles.code}>
                <VisuallyHidden>Error </VisuallyHidden>404
              </p>
              <Divider orientation="vertical" />
              <h1 className={styles.title}>This page could not be found</h1>
            </Cluster>
            <p>The address may be mistyped, or the page may have moved.</p>
            <Cluster as="ul" gap="3" justify="center" aria-label="Ways out">
              <li>
                <a href="#top">Go to the home page</a>
              </li>
              <li>
                <a href="#top">Contact support</a>
              </li>
            </Cluster>
          </Stack>
        </Center>
      </main>
    </Cover>
  );
}

/**
 * The error-page skeleton: Cover (header, centred principal, footer) + Center (measure, centred
 * text) + Cluster (headline, ways out, footer links) + Stack and Divider.
 */
export const ErrorPage: Story = {
  // A whole page (banner, main, contentinfo): in a frame of its own on the docs page, 36rem tall.
  parameters: errorPageDocs,
  render: () => (
    <div data-frame="">
      <ErrorPageSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Ways out' })).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText(/404/)).toHaveTextContent('Error 404');

    const header = canvas.getByRole('banner').getBoundingClientRect();
    const footer = canvas.getByRole('contentinfo').getBoundingClientRect();
    const principal = canvasElement.querySelector('[data-principal]')!.getBoundingClientRect();
    const frame = frameOf(canvasElement).getBoundingClientRect();
    // Centred in the block direction between header and footer, and in the inline direction.
    await expect(principal.top - header.bottom).toBeCloseTo(footer.top - principal.bottom, 0);
    await expect(principal.left - frame.left).toBeCloseTo(frame.right - principal.right, 0);
    await expect(frame.height).toBeGreaterThanOrEqual(36 * tokenPx('4') - 0.5);
  },
};

/** On a 320px phone the headline wraps onto lines and nothing overflows. */
export const ErrorPageNarrow: Story = {
  parameters: errorPageDocs,
  render: ErrorPage.render,
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    setInlineSize(frame, 320);
    const headline = canvasElement.querySelector<HTMLElement>('[data-headline]')!;
    const code = within(headline).getByText(/404/).getBoundingClientRect();
    const heading = within(canvasElement).getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(heading.top).toBeGreaterThan(code.top);
    await noOverflow(frame);
    for (const region of [canvasElement.querySelector<HTMLElement>('[data-principal]')!, headline]) await noOverflow(region);
  },
};

/** The error page in right-to-left: header brand at the right, links mirrored. */
export const ErrorPageRightToLeft: Story = {
  parameters: errorPageDocs,
  globals: { direction: 'rtl', locale: 'ar' },
  render: ErrorPage.render,
  play: async ({ canvasElement, globals }) => {
    // In the story's direction: in rtl this fails unless the brand is at the right.
    const edges = inlineEdgesIn(globals.direction);
    const frame = edges(frameOf(canvasElement));
    const brand = edges(within(canvasElement).getByRole('link', { name: 'Groundwork' }));
    await expect(brand.start - frame.start).toBeCloseTo(tokenPx('5'), 0);
  },
};

const picture = (hue: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${hue}"/><circle cx="160" cy="120" r="70" fill="#fff" opacity=".5"/></svg>`,
  )}`;

function HelpCentre() {
  return (
    <Center max="72rem" gutters="5">
      <Sidebar sideWidth="14rem" contentMin="60%" gap="6" data-sidebar="">
        <nav aria-label="Help topics" data-part="side">
          <Stack as="ul" gap="2">
            {['Getting started', 'Accounts', 'Billing', 'Status codes'].map((topic) => (
              <li key={topic}>
                <a href="#top">{topic}</a>
              </li>
            ))}
          </Stack>
        </nav>
        <Stack gap="6" data-part="content">
          <h2 className={styles.h2}>Help centre</h2>
          <Switcher threshold="36rem" gap="4" as="ul" aria-label="Quick answers" className={styles.list} data-switcher="">
            {['Reset a password', 'Change a plan', 'Read a status page'].map((title) => (
              <li key={title} className={styles.card}>
                <Stack gap="2">
                  <h3 className={styles.h3}>{title}</h3>
                  <p className={styles.muted}>Two minutes to read.</p>
                </Stack>
              </li>
            ))}
          </Switcher>
          <Grid as="ul" minItemWidth="14rem" gap="4" aria-label="Guides" data-grid="">
            {['#0b57d0', '#137333', '#b3261e', '#7e57c2'].map((hue, i) => (
              <li key={hue} className={styles.card}>
                <Stack gap="3">
                  <Bleed inline="4" blockStart="4">
                    <Frame ratio="16/9">
                      <img src={picture(hue)} alt="" />
                    </Frame>
                  </Bleed>
                  <h3 className={styles.h3}>Guide {i + 1}</h3>
                </Stack>
              </li>
            ))}
          </Grid>
        </Stack>
      </Sidebar>
    </Center>
  );
}

/**
 * A help-centre section: Center › Sidebar (topics) › Stack of a Switcher (quick answers) and a
 * Grid of cards whose pictures bleed to the card edges in a Frame. Resized from wide to narrow.
 */
export const HelpCentreSection: Story = {
  render: () => (
    <div data-frame="">
      <HelpCentre />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const part = (name: string) => canvasElement.querySelector(`[data-part="${name}"]`)!.getBoundingClientRect();
    const cards = (selector: string) => [...canvasElement.querySelectorAll(`${selector} > li`)];
    const tops = (items: Element[]) => new Set(items.map((el) => Math.round(el.getBoundingClientRect().top))).size;

    setInlineSize(frame, 1200);
    await expect(part('side').top).toBeCloseTo(part('content').top, 0);
    await expect(tops(cards('[data-switcher]'))).toBe(1);

    setInlineSize(frame, 420);
    await expect(part('content').top).toBeGreaterThan(part('side').bottom);
    await expect(tops(cards('[data-switcher]'))).toBe(3);
    await expect(tops(cards('[data-grid]'))).toBe(4);
    await noOverflow(frame);

    // The picture reaches the card's edges (inside its border) through the card's padding.
    const card = cards('[data-grid]')[0]!;
    const image = within(card as HTMLElement).getByRole('presentation').getBoundingClientRect();
    const box = card.getBoundingClientRect();
    await expect(image.left).toBeCloseTo(box.left + 1, 0);
    await expect(image.top).toBeCloseTo(box.top + 1, 0);
    // Back to the natural width, so the picture taken after the test shows each viewport's layout.
    frame.style.inlineSize = '';
  },
};
