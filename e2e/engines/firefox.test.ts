// The engines lane's firefox half (./suite.ts): its own file, so the two engines run side by side.
import { engineSuite } from './suite';

await engineSuite('firefox');
