import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { visualParameters } from '../../.storybook/modes';
import {
  diffHydration,
  formatHydrationReport,
  HydrationOverlay,
  readReactHydrationReport,
  type HydrationMismatch,
  type HydrationOverlayMessages,
} from '../../src/hydration-overlay';
import { fullPageDocs } from '../support/fullPage';
import { BadgeDemo } from './BadgeDemo';
import { OverlayDemo } from './OverlayDemo';

const title = 'Hydration Mismatch Occurred';
const stack = (...names: string[]) => names.map((name) => `\n    at ${name} (http://localhost:5173/src/app/${name}.tsx:12:7)`).join('');

/** The mismatches of one node each kind, found by diffHydration itself from two renders. */
const textMismatch: HydrationMismatch[] = diffHydration(
  '<main><h1>Good morning, Ada</h1><p>Three presentations</p></main>',
  '<main><h1>Good evening, Ada</h1><p>Three presentations</p></main>',
).map((mismatch) => ({ ...mismatch, componentStack: stack('Greeting', 'HomeView', 'App') }));

const attributeMismatch: HydrationMismatch[] = diffHydration(
  '<nav><a class="link" href="/presentations/intro" style="color:red">Intro</a></nav>',
  '<nav><a class="link active" href="/presentations/intro?from=home" style="color: red;">Intro</a></nav>',
);

const severalMismatches: HydrationMismatch[] = diffHydration(
  '<main><h1>Presentations</h1><p class="count">3 talks</p><ul><li>Intro</li><li>Deep dive</li></ul><footer>Updated today</footer></main>',
  '<main><h1>Presentations</h1><p class="count" data-count="3">Three talks</p><ul><li>Intro</li><li>Deep dive</li><li class="draft">Draft</li></ul></main>',
).map((mismatch, index) => (index === 0 ? { ...mismatch, componentStack: stack('TalkCount', 'PresentationList', 'HomeView', 'App') } : mismatch));

const longSegment = 'very-long-segment-name-without-any-spaces-at-all-'.repeat(4);
const longMismatches: HydrationMismatch[] = diffHydration(
  `<main><a href="/reports/${longSegment}?session=1">Report</a><p>${'The server wrote this sentence at build time. '.repeat(6)}</p></main>`,
  `<main><a href="/reports/${longSegment}?session=2">Report</a><p>${'The client wrote this sentence on first render. '.repeat(6)}</p><pre>${'x'.repeat(300)}</pre></main>`,
);

const arabicMismatches: HydrationMismatch[] = diffHydration(
  '<main lang="ar"><h1>صباح الخير، أدا</h1><p dir="rtl">ثلاثة عروض</p></main>',
  '<main lang="ar"><h1>مساء الخير، أدا</h1><p dir="auto">ثلاثة عروض</p></main>',
);

/**
 * What the dev app shows: React's own reports (messages as React 19's development build prints
 * them, diff included), read by the overlay. The text came from a render whose value changes
 * every time: the page now shows a third one.
 */
const reactText = readReactHydrationReport(
  [
    "Hydration failed because the server rendered text didn't match the client. As a result this tree will be regenerated on the client.",
    '',
    'https://react.dev/link/hydration-mismatch',
    '',
    '  <App>',
    '    <HomeView>',
    '      <main>',
    '        <LastUpdated>',
    '          <time>',
    '+           Updated 10:42:07',
    '-           Updated 10:42:05',
  ].join('\n'),
  'recoverable',
)!;
const reactAttribute = readReactHydrationReport(
  [
    "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties. This won't be patched up.",
    '',
    'https://react.dev/link/hydration-mismatch',
    '',
    '  <App>',
    '    <HomeView>',
    '      <main>',
    '        <PresentationLink>',
    '          <a',
    '            href="/presentations/intro"',
    '+           className="link active"',
    '-           className="link"',
    '          >',
  ].join('\n'),
  'console',
)!;
const fromReact: HydrationMismatch[] = [
  ...reactText.mismatches.map((mismatch) => ({ ...mismatch, outcome: 'regenerated' as const, pageValue: 'Updated 10:42:08' })),
  ...reactAttribute.mismatches.map((mismatch) => ({ ...mismatch, outcome: 'kept' as const })),
];

/** A consumer's own catalogue: the overlay in Arabic, right to left. */
const arabic: HydrationOverlayMessages = {
  lang: 'ar',
  dir: 'rtl',
  title: 'حدث عدم تطابق في الترطيب',
  count: (count) => `عدد الاختلافات بين HTML الخادم وأول عرض في المتصفح: ${count}`,
  reported: ({ errors, warnings }) => `أبلغت React عن أخطاء ترطيب: ${errors}، وتحذيرات سمات: ${warnings}`,
  firstDifference: 'كل خطأ ترطيب هو أول اختلاف وجدته React في حد Suspense واحد: أصلح هذه ثم أعد التحميل لترى التالي.',
  repeated: (count) => `${count} تقارير متطابقة`,
  position: (client, server) => `عرض المتصفح ${client} حيث يحوي HTML الخادم ${server}.`,
  textNode: (text) => `النص "${text}"`,
  kinds: { text: 'النص مختلف', attribute: 'السمة مختلفة', added: 'عنصر في عرض المتصفح فقط', missing: 'عنصر في HTML الخادم فقط', position: 'عقدة مختلفة في موضع واحد', nesting: 'HTML يصلحه المتصفح' },
  boundaryOnly: (boundary, side) => `حد ${boundary} في ${side === 'client' ? 'عرض المتصفح' : 'HTML الخادم'} فقط`,
  boundaryWhere: (boundary) => `يسمي الموضع العنصر الذي يقع فيه حد ${boundary}: ليس للحد عنصر خاص به.`,
  extension: (extension) => `لا يحويها إلا HTML الصفحة، وتكتبها ${extension} في الصفحات: غيّرت إضافة متصفح HTML قبل تحميل React، لا الكود الخاص بك.`,
  styleBlocked: "منعت سياسة أمان المحتوى في الصفحة المتصفح من تطبيق سمة style التي أرسلها الخادم (لا 'unsafe-inline' في style-src)، فقارنت React نمطًا فارغًا. يعرض الخادم السمة حيث أبقاها المتصفح.",
  where: 'الموضع',
  page: 'الصفحة',
  server: 'الخادم',
  client: 'المتصفح',
  none: '(لا شيء)',
  componentStack: 'مكدس المكونات',
  reactMessage: 'رسالة React',
  reactDiff: 'فرق React (+ المتصفح، - الخادم)',
  regenerated: 'أعادت React عرض هذه الشجرة في المتصفح: تعرض الصفحة عرض المتصفح.',
  regeneratedOnly: 'أعادت React عرض هذه الشجرة في المتصفح.',
  later: (count) => `تقارير ترطيب جديدة منذ الإغلاق: ${count}`,
  reopen: 'عرض',
  kept: 'أبقت React قيمة الخادم في الصفحة: فهي لا تصحح السمات.',
  pageNow: 'الصفحة الآن',
  changedBetweenRenders: 'لم تعد الصفحة تعرض قيمة المتصفح التي قارنتها React: أعيد عرض الشجرة وتغيرت القيمة بين عرضين.',
  empty: 'أبلغت React عن عدم تطابق، لكن لم يُعثر على عقدة مختلفة في HTML.',
  mismatchList: 'الاختلافات',
  copy: 'نسخ التقرير',
  copied: 'تم النسخ',
  copyFailed: 'رفض المتصفح الوصول إلى الحافظة. التقرير محدد أدناه: انسخه بلوحة المفاتيح.',
  report: 'التقرير',
  close: 'إغلاق',
};

const meta = {
  title: 'Development/HydrationOverlay',
  component: HydrationOverlay,
  render: (args) => <OverlayDemo {...args} />,
  args: { mismatches: textMismatch, onClose: fn(), url: 'http://localhost:5173/' },
  // A JSON tree of mismatches is no way to try the overlay (and its tree fails axe's listitem
  // rule on the docs page); the stories build theirs with diffHydration.
  argTypes: { mismatches: { control: false }, messages: { control: false }, reactReports: { control: false } },
  parameters: { storyRootPadding: false, ...fullPageDocs },
  beforeEach: () => {
    focusedAtStart = undefined;
  },
} satisfies Meta<typeof HydrationOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) => within(canvasElement).getByRole('dialog', { name: title });

/**
 * Whether this document held the keyboard at the play's first focus check. A story picked in
 * Storybook's sidebar runs in a frame whose parent keeps focus (the link a person clicked), and the
 * browser lets no frame take focus from its parent without a gesture inside it: focus() does
 * nothing there, the component's and the play's alike, until the frame has had a gesture, and
 * from then on a focus() call inside may pull focus in at any step. So a play that began without
 * focus checks no focus at all; the story tests, a story opened by its address and one a person
 * clicked into begin with it. The built-Storybook e2e checks that focus moves into the dialog once
 * the frame gets it. Reset for each story (`beforeEach`), read at the first check: the test
 * runner's frame gets focus between the render and the play.
 */
let focusedAtStart: boolean | undefined;
const documentHasFocus = () => (focusedAtStart ??= document.hasFocus());

/**
 * Focus is inside `element`, at once or within a frame: a dialog that mounts while its ancestors
 * are still hidden (Storybook's preview shows a story only once it rendered) takes focus when it
 * gets a box. A frame without focus has none to place: the dialog takes focus when the frame gets
 * it, which the built-Storybook walk checks by focusing the frame after each story.
 */
async function expectFocusWithin(element: HTMLElement) {
  if (documentHasFocus()) await waitFor(() => expect(element.contains(document.activeElement)).toBe(true));
}

/** Opened as a modal dialog named by its title; focus is inside it. */
async function expectOpen(canvasElement: HTMLElement) {
  const dialog = dialogIn(canvasElement) as HTMLDialogElement;
  await expect(dialog).toBeVisible();
  await expect(dialog.matches(':modal')).toBe(true);
  await expectFocusWithin(dialog);
  return dialog;
}

/**
 * Escape as a person presses it: on the focused element. In a frame without focus a person's key
 * never reaches the page, so it is sent to the dialog, where it would go once they are there.
 */
const pressEscape = (dialog: HTMLElement) => (documentHasFocus() ? userEvent.keyboard('{Escape}') : fireEvent.keyDown(dialog, { key: 'Escape' }));

/** Focus is on `element` (a document without focus has none to give it). */
async function expectFocusOn(element: HTMLElement) {
  if (documentHasFocus()) await expect(element).toHaveFocus();
}

/**
 * Closed and unmounted: the dialog closes at once, its close event (which tells the owner, who
 * unmounts it) arrives a task later.
 */
const closed = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('dialog')).toBeNull());

/** No page scrolls sideways, and nothing inside the dialog does either. */
async function expectNoInlineOverflow(dialog: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  for (const element of [dialog, ...dialog.querySelectorAll<HTMLElement>('*')]) {
    if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
      throw new Error(`${element.tagName}.${element.className} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`);
    }
  }
  const box = dialog.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

/** One text mismatch: where, the component stack (collapsed), and server against client. */
export const TextMismatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await expectOpen(canvasElement);
    if (documentHasFocus()) await waitFor(() => expect(dialog).toHaveFocus());
    // English texts read left to right, whatever the page's direction.
    await expect(dialog).toHaveAttribute('dir', 'ltr');
    const entry = within(dialog).getByRole('listitem');
    await expect(within(entry).getByRole('heading', { level: 3 })).toHaveTextContent('Text differs');
    await expect(entry).toHaveTextContent('Where: main > h1');
    await expect(within(entry).getByText('Server').nextElementSibling).toHaveTextContent('Good morning, Ada');
    await expect(within(entry).getByText('Client').nextElementSibling).toHaveTextContent('Good evening, Ada');
    // Only the differing words are marked, as removed and inserted text.
    await expect(entry.querySelector('del')).toHaveTextContent(/^morning$/);
    await expect(entry.querySelector('ins')).toHaveTextContent(/^evening$/);
    const details = entry.querySelector('details')!;
    await expect(details.open).toBe(false);
    await expect(details.querySelector('summary')).toHaveTextContent('Component stack: Greeting ‹ HomeView ‹ App');
  },
};

/** Attribute mismatches by name; the `style` that differs only in serialisation is not listed. */
export const AttributeMismatch: Story = {
  args: { mismatches: attributeMismatch },
  play: async ({ canvasElement }) => {
    const dialog = await expectOpen(canvasElement);
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Attribute differs: class', 'Attribute differs: href']);
    await expect(dialog).not.toHaveTextContent('color');
    await expect(dialog).toHaveTextContent('Where: nav > a.link');
  },
};

/** Every kind at once: text, attribute, an added and a missing element. */
export const SeveralMismatches: Story = {
  args: { mismatches: severalMismatches, reactMessage: "Hydration failed because the server rendered text didn't match the client." },
  play: async ({ canvasElement }) => {
    const dialog = await expectOpen(canvasElement);
    await expect(dialog).toHaveTextContent('4 mismatches');
    const kinds = [...dialog.querySelectorAll('li[data-kind]')].map((item) => item.getAttribute('data-kind'));
    await expect(kinds).toEqual(['attribute', 'text', 'added', 'missing']);
    const added = dialog.querySelector('li[data-kind="added"]')!;
    await expect(within(added as HTMLElement).getByText('Server').nextElementSibling).toHaveTextContent('(none)');
    await expect(within(added as HTMLElement).getByText('Client').nextElementSibling).toHaveTextContent('<li class="draft">Draft</li>');
    // The component stack opens on demand.
    const summary = within(dialog).getByText(/^Component stack:/);
    await userEvent.click(summary);
    await expect(summary.closest('details')!.open).toBe(true);
    await expect(dialog).toHaveTextContent('at PresentationList');
  },
};

/** Long URLs, sentences and markup wrap inside the dialog: nothing scrolls sideways. */
export const LongValuesWrap: Story = {
  args: { mismatches: longMismatches, url: `http://localhost:5173/reports/${longSegment}` },
  play: async ({ canvasElement }) => {
    const dialog = await expectOpen(canvasElement);
    await expectNoInlineOverflow(dialog);
  },
};

/**
 * Right to left: an Arabic page, with the overlay in Arabic (its own `messages`, `dir` and `lang`):
 * the dialog mirrors; paths and markup stay left to right, Arabic values read right to left. With
 * its English defaults the overlay stays left to right on any page (the other stories' rtl shots).
 */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { mismatches: arabicMismatches, messages: arabic },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: arabic.title });
    await expectFocusWithin(dialog);
    await expect(dialog).toHaveAttribute('lang', 'ar');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    const side = dialog.querySelector('[data-side="server"]')!;
    const style = getComputedStyle(side);
    await expect(parseFloat(style.borderRightWidth)).toBeGreaterThan(parseFloat(style.borderLeftWidth));
    const path = within(dialog).getAllByText('main > h1')[0]!;
    await expect(path).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(path).direction).toBe('ltr');
    await expectNoInlineOverflow(dialog);
  },
};

/**
 * React's own reports, as the dev app shows them: the values React compared, the components from
 * its diff, what React did about each, a value that changed between renders, and React's diffs.
 */
export const FromReactsReports: Story = {
  parameters: visualParameters({ cells: ['light-ltr-desktop', 'dark-ltr-desktop'], reason: 'What the dev app shows; the layout is shot by the stories above' }),
  args: { mismatches: fromReact, reactMessage: reactText.message, reactDiffs: [reactText.diff, reactAttribute.diff], reactReports: [reactText, reactAttribute] },
  play: async ({ canvasElement }) => {
    const dialog = await expectOpen(canvasElement);
    const [text, attribute] = within(dialog).getAllByRole('listitem');
    await expect(within(text!).getByText('Server').nextElementSibling).toHaveTextContent('Updated 10:42:05');
    await expect(within(text!).getByText('Client').nextElementSibling).toHaveTextContent('Updated 10:42:07');
    await expect(text).toHaveTextContent('changed between renders');
    await expect(text).toHaveTextContent('Page now: Updated 10:42:08');
    await expect(text).toHaveTextContent('React rendered this tree again on the client');
    // The page shows another value than the client's: no sentence says it shows the client render.
    await expect(text).not.toHaveTextContent('the page shows the client render');
    await expect(dialog).toHaveTextContent('React reported 1 hydration error and 1 attribute warning');
    await expect(text!.querySelector('summary')).toHaveTextContent('Component stack: LastUpdated ‹ HomeView ‹ App');
    await expect(attribute).toHaveTextContent('Attribute differs: className');
    await expect(attribute).toHaveTextContent("React kept the server's value");
    await expect(attribute!.querySelector('summary')).toHaveTextContent('Component stack: PresentationLink ‹ HomeView ‹ App');
    const diffs = within(dialog).getByText(/^React's diff/);
    await userEvent.click(diffs);
    await expect(diffs.closest('details')).toHaveTextContent('- Updated 10:42:05');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { playReadsColours: true },
  args: { mismatches: severalMismatches },
  play: async ({ canvasElement, globals }) => {
    const dialog = await expectOpen(canvasElement);
    await expect(getComputedStyle(dialog).colorScheme).toBe(globals.theme);
  },
};

/** Development apps run under StrictMode, which mounts, unmounts and mounts again: the dialog must survive it. */
const strict: Decorator = (Story) => (
  <StrictMode>
    <Story />
  </StrictMode>
);

const behaviourOnly = visualParameters({ cells: ['light-ltr-desktop'], reason: 'Behaviour (keyboard, clipboard); the looks are shot by the stories above' });

/** Escape closes the dialog and focus returns to the element that opened it (under StrictMode). */
export const EscapeClosesAndFocusReturns: Story = {
  parameters: behaviourOnly,
  decorators: [strict],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await pressEscape(await expectOpen(canvasElement));
    await closed(canvasElement);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    const opener = canvas.getByRole('button', { name: 'Show the hydration report' });
    await userEvent.click(opener);
    const dialog = await expectOpen(canvasElement);
    await expect(opener).not.toHaveFocus();
    await pressEscape(dialog);
    await closed(canvasElement);
    await expectFocusOn(opener);
    // Open again for the picture.
    await userEvent.click(opener);
    await expectOpen(canvasElement);
  },
};

/** The Close button closes it, and focus returns (under StrictMode). */
export const CloseButton: Story = {
  parameters: behaviourOnly,
  decorators: [strict],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpen(canvasElement);
    await userEvent.click(within(dialogIn(canvasElement)).getByRole('button', { name: 'Close' }));
    await closed(canvasElement);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    const opener = canvas.getByRole('button', { name: 'Show the hydration report' });
    await userEvent.click(opener);
    await userEvent.click(within(await expectOpen(canvasElement)).getByRole('button', { name: 'Close' }));
    await closed(canvasElement);
    await expectFocusOn(opener);
    await userEvent.click(opener);
    await expectOpen(canvasElement);
  },
};

/** The clipboard write the overlay makes by default, watched: the play reads what it was given. */
const clipboardWrite = fn((text: string) => navigator.clipboard.writeText(text)).mockName('navigator.clipboard.writeText');

/** Whether the browser lets this page read the clipboard without asking (the story tests grant it). */
const clipboardReadGranted = () =>
  navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then(
    (permission) => permission.state === 'granted',
    () => false,
  );

/**
 * "Copy report" writes the plain-text report to the real clipboard and says "Copied". A browser
 * that refuses the write (a frame without focus, as after a click in Storybook's sidebar) gets the
 * report selected to copy by hand, and the play says which happened.
 */
export const CopyReport: Story = {
  parameters: behaviourOnly,
  args: { mismatches: severalMismatches, copyText: clipboardWrite },
  play: async ({ args, canvasElement, step }) => {
    const dialog = await expectOpen(canvasElement);
    const status = within(dialog).getByRole('status');
    await expect(status).toHaveTextContent(/^$/);
    const selectedWhenSaid = selectionWhenStatusSays(dialog, status);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy report' }));
    const report = formatHydrationReport(args.mismatches, { url: args.url });
    await expect(report).toContain('4. Element only in the server HTML');
    await waitFor(() => expect(clipboardWrite).toHaveBeenCalledWith(report));
    const written = await (clipboardWrite.mock.results.at(-1)!.value as Promise<void>).then(
      () => true,
      () => false,
    );
    if (written) {
      await waitFor(() => expect(status).toHaveTextContent('Copied'));
      if (await clipboardReadGranted()) {
        await step('The clipboard holds the report (read back)', async () => {
          await expect(await navigator.clipboard.readText()).toBe(report);
        });
      } else {
        await step('This browser asks before a page reads the clipboard: not read back', async () => {});
      }
    } else {
      await step('The browser refused the clipboard write: the report is offered selected', async () => {
        await waitFor(() => expect(status).toHaveTextContent('The browser refused clipboard access.'));
        const field = within(dialog).getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement;
        await expect(field.value).toBe(report);
        await expect(await selectedWhenSaid).toBe(report);
      });
    }
  },
};

/**
 * The report field's selected text at the moment the status first says something: what a person
 * (or a play reading the status) meets in that frame. The selection must come with the words, not
 * a task later (a play that read it then once found nothing selected).
 */
function selectionWhenStatusSays(dialog: HTMLElement, status: HTMLElement) {
  return new Promise<string>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!status.textContent) return;
      observer.disconnect();
      const field = dialog.querySelector('textarea');
      resolve(field ? field.value.slice(field.selectionStart, field.selectionEnd) : '(no report field)');
    });
    observer.observe(status, { childList: true, characterData: true, subtree: true });
  });
}

/** A refused clipboard says so and offers the report selected, to copy by hand. */
export const ClipboardRefused: Story = {
  parameters: behaviourOnly,
  args: { copyText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
  play: async ({ canvasElement }) => {
    const dialog = await expectOpen(canvasElement);
    const status = within(dialog).getByRole('status');
    const selectedWhenSaid = selectionWhenStatusSays(dialog, status);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy report' }));
    await waitFor(() => expect(status).toHaveTextContent('The browser refused clipboard access.'));
    const report = within(dialog).getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement;
    await expect(await selectedWhenSaid).toBe(report.value);
    await expectFocusOn(report);
    await expect(report.value.slice(report.selectionStart, report.selectionEnd)).toBe(report.value);
    await expect(report.value).toContain('Where: main > h1');
  },
};

const failed = "Hydration failed because the server rendered HTML didn't match the client. As a result this tree will be regenerated on the client.";
/** React's reports as its development build printed them for five boundaries and one attribute (the corpus test has each). */
const asReactPrinted = [
  // <div>{typeof window !== 'undefined' ? <aside /> : null}<p>Always here</p></div>
  readReactHydrationReport([failed, 'https://react.dev/link/hydration-mismatch', '  <App>', '    <Banner>', '      <div>', '+       <aside>', '-       <p>', '        ...'].join('\n'), 'recoverable')!,
  // <div>{server ? 'Loading' : null}<span>Always here</span></div>
  readReactHydrationReport([failed, 'https://react.dev/link/hydration-mismatch', '  <App>', '    <Greeting>', '      <div>', '+       <span>', '-       Loading'].join('\n'), 'recoverable')!,
  // Three <li>, each in a Suspense boundary of its own: the second and third cannot be told apart.
  ...[0, 1, 2].map(
    (before) =>
      readReactHydrationReport(
        [failed, 'https://react.dev/link/hydration-mismatch', '  <App>', '    <ul>', ...Array.from({ length: before }, () => '      <Suspense>'), '      <Suspense fallback="…">', '        <li>', '+         client', '-         server', ...(before < 2 ? ['      ...'] : [])].join('\n'),
        'recoverable',
      )!,
  ),
  readReactHydrationReport(
    [
      "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties. This won't be patched up.",
      'https://react.dev/link/hydration-mismatch',
      '  <App>',
      '    <Notice>',
      '      <p',
      '+       hidden={false}',
      '-       hidden=""',
      '      >',
      '+       Saved',
    ].join('\n'),
    'console',
  )!,
];

/**
 * React's reports read the way React means them: one position where the client rendered another
 * node, identical reports once with their count, `hidden=""` as React prints it, and a count that
 * says what React reported (the first difference per boundary, and how to see the next).
 */
export const AsReactMeansIt: Story = {
  parameters: visualParameters({ cells: ['light-ltr-desktop', 'dark-rtl-desktop'], reason: "What the dev app shows for React's positional diffs; the layout is shot by the stories above" }),
  args: {
    mismatches: asReactPrinted.flatMap((report) => report.mismatches.map((mismatch) => ({ ...mismatch, outcome: report.source === 'recoverable' ? ('regenerated' as const) : ('kept' as const) }))),
    reactReports: asReactPrinted,
    reactMessage: failed,
    reactDiffs: asReactPrinted.map((report) => report.diff),
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveTextContent('React reported 5 hydration errors and 1 attribute warning');
    await expect(dialog).toHaveTextContent('the first difference React met in one Suspense boundary');
    const [aside, span, first, repeated, hidden] = within(dialog).getAllByRole('listitem');
    await expect(aside).toHaveTextContent('The client rendered <aside> where the server HTML has <p>.');
    await expect(aside).toHaveTextContent('Where: div > aside:nth-child(1)');
    await expect(span).toHaveTextContent('The client rendered <span> where the server HTML has the text "Loading".');
    await expect(first).toHaveTextContent('Where: ul > li:nth-child(1)');
    await expect(within(repeated!).getByRole('heading', { level: 3 })).toHaveTextContent('Text differs (2 identical reports)');
    await expect(within(hidden!).getByText('Server').nextElementSibling).toHaveTextContent(/^""$/);
    await expect(within(hidden!).getByText('Client').nextElementSibling).toHaveTextContent(/^\{false\}$/);
  },
};

const attributesDiffer = "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties. This won't be patched up.";
/**
 * React's reports of a Suspense boundary only the client renders, an attribute Grammarly wrote into
 * the page, and a style the page's Content Security Policy kept from applying (the corpus and
 * csp.browser.test.tsx have each; the style entry as the overlay reads it from the element).
 */
const whereReports = [
  readReactHydrationReport([failed, 'https://react.dev/link/hydration-mismatch', '  <App>', '    <div className="parent">', '+     <Suspense fallback={<p>}>'].join('\n'), 'recoverable')!,
  readReactHydrationReport([attributesDiffer, 'https://react.dev/link/hydration-mismatch', '  <App>', '    <textarea', '-     data-gramm="false"', '    >'].join('\n'), 'console')!,
  readReactHydrationReport([attributesDiffer, 'https://react.dev/link/hydration-mismatch', '  <App>', '    <main>', '      <p', '        style={{', '+         opacity: 1', '        }}', '      >'].join('\n'), 'console')!,
];

/**
 * Every Where finds its node: a boundary is named as one, with the element it is in; an
 * extension's attribute says whose it is; a style the page's policy blocked shows the server's
 * attribute and says so.
 */
export const WhereFindsItsNode: Story = {
  parameters: visualParameters({ cells: ['light-ltr-desktop'], reason: 'One-line hints in the entries; the layout is shot by the stories above' }),
  args: {
    mismatches: whereReports.flatMap((report) =>
      report.mismatches.map((mismatch) => ({
        ...mismatch,
        outcome: report.source === 'recoverable' ? ('regenerated' as const) : ('kept' as const),
        ...(mismatch.attribute === 'style' ? { server: 'opacity:0', styleBlocked: true } : {}),
      })),
    ),
    reactReports: whereReports,
    reactMessage: failed,
    reactDiffs: whereReports.map((report) => report.diff),
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    const [boundary, extension, style] = within(dialog).getAllByRole('listitem');
    await expect(within(boundary!).getByRole('heading', { level: 3 })).toHaveTextContent('Suspense boundary only in the client render');
    await expect(boundary).toHaveTextContent('Where: div.parent');
    await expect(boundary).toHaveTextContent('Where names the element the Suspense boundary is in');
    await expect(extension).toHaveTextContent('Grammarly writes it into pages: a browser extension changed the HTML');
    await expect(within(style!).getByText('Server').nextElementSibling).toHaveTextContent(/^opacity:0$/);
    await expect(style).toHaveTextContent("The page's Content Security Policy kept the browser from applying the server's style attribute");
  },
};

/** Reports that arrived after Close: a badge in the corner says so; it takes no focus. */
export const ReportAfterClose: Story = {
  parameters: visualParameters({ cells: ['light-ltr-desktop', 'light-rtl-mobile', 'dark-rtl-desktop'], reason: 'The badge in a corner: both directions, a narrow page, dark' }),
  render: (args) => <BadgeDemo {...args} />,
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('status');
    await expect(badge).toHaveTextContent('1 more hydration report since the dialog was closed');
    await expect(badge.contains(document.activeElement)).toBe(false);
    await expect(canvasElement.querySelector('dialog')).toBeNull();
    await expect(within(badge).getByRole('button', { name: 'Show' })).toHaveAccessibleDescription('1 more hydration report since the dialog was closed');
  },
};

/** The badge's button opens the dialog; focus returns to it on close, and the badge then names the overlay. */
export const ReopenFromBadge: Story = {
  parameters: behaviourOnly,
  render: (args) => <BadgeDemo {...args} />,
  play: async ({ canvasElement }) => {
    const show = within(canvasElement).getByRole('button', { name: 'Show' });
    await userEvent.click(show);
    await pressEscape(await expectOpen(canvasElement));
    await closed(canvasElement);
    await expectFocusOn(show);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(title);
  },
};
