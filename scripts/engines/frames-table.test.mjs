import { describe, expect, it } from 'vitest';
import { markers } from '../reliability/table.mjs';
import { chromiumFrames, renderFramesTable } from './frames-table.mjs';

const doc = [
  'text',
  markers[0],
  '| Tried | Condition | Documents (automatic) | After a person clicks Reload | Page-data requests | Page errors | Result |',
  '| embedded by another origin | no sandbox, named frame: a failed route chunk | 2 | – | – | 0 | passed |',
  '| embedded by another origin | sandbox="allow-scripts", named frame, CORS: a failed route chunk | 1 | 2 | – | 0 | passed |',
  '| embedded by another origin | sandbox="allow-scripts", named frame, no CORS: the static page, never hydrated, no reload | 7 | – | – | 0 | passed |',
  '| storage | sessionStorage amnesic: a failed route chunk | 2 | – | – | 0 | passed |',
  markers[1],
].join('\n');

describe('the frames table per engine', () => {
  it("takes Chromium's counts from the reliability table's CORS rows only", () => {
    expect([...chromiumFrames(doc)]).toEqual([
      ['no sandbox, named frame', 2],
      ['sandbox="allow-scripts", named frame', 1],
    ]);
  });

  it('puts each engine in its column, in the suite order, and says what went wrong', () => {
    const rows = [
      { engine: 'webkit', condition: 'no sandbox, named frame', order: 1, documents: 3, failurePage: false, outcome: 'failed' },
      { engine: 'firefox', condition: 'sandbox="allow-scripts", named frame', order: 0, documents: 1, failurePage: true, outcome: 'passed' },
      { engine: 'firefox', condition: 'no sandbox, named frame', order: 1, documents: 2, failurePage: true, outcome: 'passed' },
    ];
    expect(renderFramesTable(rows, chromiumFrames(doc)).split('\n').slice(2)).toEqual([
      '| sandbox="allow-scripts", named frame | 1 | 1 | not run |',
      '| no sandbox, named frame | 2 | 2 | 3, no failure page (failed) |',
    ]);
  });
});
