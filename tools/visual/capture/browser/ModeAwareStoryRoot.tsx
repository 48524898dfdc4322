import type { ComponentProps } from 'react';
import { StoryRoot } from '../../../../.storybook/StoryRoot';
import { useModeOverride } from './override';

/**
 * `StoryRoot` whose theme and direction the visual loop can switch in place (see override.ts).
 * Without an override it renders exactly the globals it is given.
 */
export function ModeAwareStoryRoot(props: ComponentProps<typeof StoryRoot>) {
  const override = useModeOverride();
  return <StoryRoot {...props} theme={override?.theme ?? props.theme} direction={override?.direction ?? props.direction} />;
}
