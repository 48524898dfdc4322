// Writes N synthetic stories for the scale bench: compositions of the real primitives (Stack,
// Cluster, Grid, Center, Box) with varied gaps, counts and paddings, ten stories per file, under a
// folder in reports/ (gitignored). `.storybook/main.ts` picks them up instead of the real stories
// when GW_STORIES names that folder's stories.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const perFile = 10;
const gaps = ['1', '2', '3', '4', '5', '6'];

/** One story's JSX: the i-th of a fixed rotation of compositions, so every N gives the same mix. */
function composition(i) {
  const gap = gaps[i % gaps.length];
  const count = 2 + (i % 5);
  const items = Array.from({ length: count }, (_, k) => `<Placeholder label="Item ${k + 1}" />`).join('');
  switch (i % 5) {
    case 0:
      return `<Stack gap="${gap}">${items}</Stack>`;
    case 1:
      return `<Cluster gap="${gap}">${items}</Cluster>`;
    case 2:
      return `<Grid gap="${gap}" minItemWidth="${8 + (i % 4) * 2}rem">${items}</Grid>`;
    case 3:
      return `<Center max="${30 + (i % 3) * 5}rem"><Stack gap="${gap}">${items}</Stack></Center>`;
    default:
      return `<Box padding="${gap}" border><Cluster gap="2">${items}</Cluster></Box>`;
  }
}

/**
 * @param {number} count  stories to write
 * @param {string} dir    repository-relative folder (replaced)
 * @returns {{ files: number, stories: number }}
 */
export function writeSyntheticStories(count, dir) {
  const abs = path.join(root, dir);
  rmSync(abs, { recursive: true, force: true });
  mkdirSync(abs, { recursive: true });
  const files = Math.ceil(count / perFile);
  // The folder sits two levels below the repository, like stories/layout/.
  const up = path.relative(abs, root).split(path.sep).join('/');
  for (let f = 0; f < files; f += 1) {
    const first = f * perFile;
    const stories = Array.from({ length: Math.min(perFile, count - first) }, (_, k) => {
      const i = first + k;
      return `export const S${i}: Story = { render: () => ${composition(i)} };`;
    });
    const name = `Synthetic${String(f).padStart(4, '0')}`;
    writeFileSync(
      path.join(abs, `${name}.stories.tsx`),
      `import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '${up}/src/layout/Box';
import { Center } from '${up}/src/layout/Center';
import { Cluster } from '${up}/src/layout/Cluster';
import { Grid } from '${up}/src/layout/Grid';
import { Stack } from '${up}/src/layout/Stack';
import { Placeholder } from '${up}/stories/support/Placeholder';

const meta = { title: 'Scale/${name}', parameters: { storyRootPadding: true } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

${stories.join('\n')}
`,
    );
  }
  return { files, stories: count };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 166);
  const dir = process.argv[3] ?? 'reports/scale-stories';
  const { files } = writeSyntheticStories(count, dir);
  console.log(`${count} synthetic stories in ${files} files under ${dir}`);
}
