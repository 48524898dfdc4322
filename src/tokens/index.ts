import './tokens.css';
import './reset.css';

export type { SpaceToken, SpaceValue, Breakpoint, Responsive } from './space';
export { spaceTokens, breakpoints, isSpaceToken } from './space';
