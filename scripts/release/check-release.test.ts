// @vitest-environment node
// The release check's verdict: the bump the API changes need against the pending changesets'.
import { describe, expect, it } from 'vitest';
import { classifyReportChanges } from './api-diff.mjs';
import { changesetBumps, releaseVerdict, surfaceChanges } from './check-release.mjs';

const report = (props: string) =>
  ['```ts', '', '// @public (undocumented)', 'export interface StatusPageProps extends ErrorPageCommonProps {', props, '}', '', '// @public', 'export const StatusPage: ForwardRefExoticComponent<StatusPageProps & RefAttributes<HTMLElement>>;', '', '```'].join('\n');
const changeset = (bump: string) => `---\n'@groundwork/ui': ${bump}\n---\n\nA sentence for the changelog.\n`;
const released = report('    status: unknown;\n    message?: string;');

describe('releaseVerdict', () => {
  it("fails StatusPage's status: unknown → number under a patch changeset, passes it under a major one", () => {
    const changes = classifyReportChanges(released, report('    status: number;\n    message?: string;'));
    expect(releaseVerdict(changes, changesetBumps([changeset('patch')]))).toEqual({ required: 'major', pending: 'patch', ok: false });
    expect(releaseVerdict(changes, changesetBumps([changeset('minor')])).ok).toBe(false);
    expect(releaseVerdict(changes, changesetBumps([changeset('patch'), changeset('major')]))).toEqual({ required: 'major', pending: 'major', ok: true });
  });

  it('fails a required prop added under a minor changeset; an optional one passes under minor, not patch', () => {
    const required = classifyReportChanges(released, report('    status: unknown;\n    message?: string;\n    referenceId: string;'));
    expect(releaseVerdict(required, changesetBumps([changeset('minor')]))).toEqual({ required: 'major', pending: 'minor', ok: false });
    const optional = classifyReportChanges(released, report('    status: unknown;\n    message?: string;\n    referenceId?: string;'));
    expect(releaseVerdict(optional, changesetBumps([changeset('minor')])).ok).toBe(true);
    expect(releaseVerdict(optional, changesetBumps([changeset('patch')])).ok).toBe(false);
  });

  it('passes no change with no changeset, and fails any change with none', () => {
    expect(releaseVerdict(classifyReportChanges(released, released), [])).toEqual({ required: 'none', pending: 'none', ok: true });
    expect(releaseVerdict(classifyReportChanges(released, report('    status: unknown;')), []).ok).toBe(false);
  });
});

describe('changesetBumps', () => {
  it("reads each changeset's bump for @groundwork/ui, quoted or not, and nothing from the body", () => {
    expect(changesetBumps([changeset('minor'), '---\n"@groundwork/ui": major\n---\n', '---\n@groundwork/ui: patch\n---\n', '---\nother: major\n---\n\n@groundwork/ui: major'])).toEqual(['minor', 'major', 'patch']);
  });
});

describe('surfaceChanges', () => {
  it('calls a removed name or condition major and an added one minor', () => {
    const before = { exports: { '.': ['import/default', 'require/default'] }, entries: { '.': ['Stack', 'Box'] } };
    const after = { exports: { '.': ['import/default'], './errors': ['import/default'] }, entries: { '.': ['Stack', 'Grid'] } };
    expect(surfaceChanges(before, after)).toEqual([
      { level: 'major', what: 'export map: . → require/default removed' },
      { level: 'minor', what: 'export map: ./errors added' },
      { level: 'major', what: '.: Box no longer exported' },
      { level: 'minor', what: '.: Grid exported' },
    ]);
  });
});
