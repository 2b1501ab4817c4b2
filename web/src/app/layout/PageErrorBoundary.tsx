// What the page area shows when its page cannot be shown: its code could not be fetched (offline, or a
// tab left open across a deploy, whose page files are gone), or it failed while drawing. The header and
// footer stay, so the visitor can still go elsewhere; going to another address clears it.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';

/** The browsers' words for an import() that could not fetch its file (Chrome, Firefox, Safari). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|module script failed/i;

export const PAGE_ERROR_MESSAGES = {
  notLoaded: 'This page could not be loaded. Check your connection, then reload the page.',
  failed: 'Something went wrong while showing this page. Please reload the page to try again.',
} as const;

interface Props {
  /** The address: a new one clears a failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const notLoaded = CHUNK_LOAD_FAILURE.test(error.message);
    // Plain boxes, not MUI's Alert: this is part of every page's first load, and Alert would bring its
    // component and four icons with it.
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Box
          role="alert"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: 2,
            border: 1,
            borderColor: 'error.main',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Typography sx={{ flexGrow: 1, color: 'error.dark' }}>
            {notLoaded ? PAGE_ERROR_MESSAGES.notLoaded : PAGE_ERROR_MESSAGES.failed}
          </Typography>
          <Button variant="outlined" color="error" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Box>
      </Container>
    );
  }
}
