import { Suspense, useEffect, useRef } from 'react';
import { Box, CircularProgress, Link } from '@mui/material';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useAttachPendingQuote } from '../../features/quote/hooks/use-attach-pending-quote';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';

function PageFallback() {
  return (
    <Box
      role="status"
      aria-label="Loading page"
      sx={{ display: 'flex', justifyContent: 'center', py: 12 }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}

/**
 * Inside the page's boundary, so its effect runs once the first page's content is live: rendered, or
 * hydrated when it was prerendered. The mark is for whoever drives the page from outside (the browser
 * tests wait for it before they tap).
 */
function PageLive() {
  useEffect(() => {
    document.body.dataset.pageLive = 'true';
  }, []);
  return null;
}

export function AppLayout() {
  useAttachPendingQuote();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  const navigationType = useNavigationType();

  // After a client-side navigation, move focus to the new page so screen readers announce it, and
  // start a newly opened page at its top (back and forward keep the browser's own scroll restoration).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.appBar + 1,
          bgcolor: 'background.paper',
          p: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      <Header />
      {/* At least a screen tall, so the footer never jumps while a page chunk loads (layout shift). */}
      <Box
        component="main"
        id="main"
        ref={mainRef}
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}
      >
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            <PageLive />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
