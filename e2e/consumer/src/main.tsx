import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@groundwork/ui/tokens.css';
import '@groundwork/ui/reset.css';
import { Stack } from '@groundwork/ui/layout/Stack';
import { NotFoundPage } from '@groundwork/ui/errors';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Stack gap="5" data-testid="consumer-stack">
      <p>One</p>
      <p>Two</p>
    </Stack>
    <NotFoundPage locale="en" />
  </StrictMode>,
);
