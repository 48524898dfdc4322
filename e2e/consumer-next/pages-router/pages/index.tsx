import { Center } from '@groundwork/ui/layout/Center';
import { Cluster } from '@groundwork/ui/layout/Cluster';
import { Stack } from '@groundwork/ui/layout/Stack';

/** A page built from layout primitives. */
export default function Home() {
  return (
    <main>
      <Center>
        <Stack gap="5" data-testid="server-stack">
          <h1>Pages router</h1>
          <Cluster gap="3">
            <a href="/method-not-allowed">405</a>
            <a href="/broken">Error</a>
          </Cluster>
        </Stack>
      </Center>
    </main>
  );
}
