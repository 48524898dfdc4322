import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../tokens';
import { Box, Stack } from '..';

// Placeholder until the app issue lands its routes and screens.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <Box padding="6">
        <Stack gap="3">
          <h1>Groundwork</h1>
          <p>Layout primitives and error presentations, developed in Storybook.</p>
        </Stack>
      </Box>
    </main>
  </StrictMode>,
);
