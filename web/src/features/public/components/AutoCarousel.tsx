// A rotating carousel that people can control: tabs to pick a slide, a pause button (WCAG 2.2.2),
// pause while hovered or focused, and no auto-rotation for people who ask for reduced motion.
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Box, IconButton, Stack } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';

export interface CarouselSlide {
  id: string;
  /** Accessible name of the slide's tab ("Step 1: Choose Your Device"). */
  label: string;
  content: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches === true;
// A prerendered page knows no media queries: it (and so the hydrating render) starts as "motion ok".
const prerenderedReducedMotion = () => false;

export function AutoCarousel({
  slides,
  intervalMs,
  label,
}: {
  slides: CarouselSlide[];
  intervalMs: number;
  label: string;
}) {
  const [active, setActive] = useState(0);
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    prefersReducedMotion,
    prerenderedReducedMotion,
  );
  // Until the visitor presses pause or play, a carousel is paused for people who ask for reduced motion.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const baseId = useId();

  useEffect(() => {
    if (paused || hovered || slides.length < 2) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % slides.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, hovered, intervalMs, slides.length]);

  const current = slides[active] ?? slides[0];
  if (!current) return null;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Box
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        aria-live={paused ? 'polite' : 'off'}
        sx={{ minHeight: { xs: 220, sm: 180 } }}
      >
        {current.content}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'center', alignItems: 'center', mt: 2 }}
      >
        <Box role="tablist" aria-label={`${label} slides`} sx={{ display: 'flex', gap: 0.5 }}>
          {slides.map((slide, index) => (
            <Box
              key={slide.id}
              component="button"
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === active}
              aria-controls={`${baseId}-panel`}
              aria-label={slide.label}
              onClick={() => setActive(index)}
              sx={{
                width: 44,
                height: 44,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                '&::after': {
                  content: '""',
                  width: index === active ? 28 : 12,
                  height: 12,
                  borderRadius: 6,
                  bgcolor: index === active ? 'primary.main' : 'text.secondary',
                  transition: 'width 200ms',
                },
              }}
            />
          ))}
        </Box>
        <IconButton
          onClick={() => setPausedByVisitor(!paused)}
          aria-label={paused ? `Play ${label}` : `Pause ${label}`}
          title={paused ? 'Play' : 'Pause'}
        >
          {paused ? <PlayArrowIcon /> : <PauseIcon />}
        </IconButton>
      </Stack>
    </Box>
  );
}
