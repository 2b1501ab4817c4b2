// The About dropdown as a disclosure of links (the navigation pattern WAI recommends over role=menu):
// Escape, a click outside or focus leaving it closes it. Lighter than MUI Menu, which brings a modal.
import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NavItem } from './nav-items';

export function AboutMenu({ label, items }: { label: string; items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <Box
      ref={rootRef}
      sx={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        color="inherit"
        sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={
          <ExpandMoreIcon
            aria-hidden
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </Button>
      <Paper
        id={listId}
        elevation={6}
        hidden={!open}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          mt: 0.5,
          minWidth: 200,
          py: 1,
          zIndex: (t) => t.zIndex.appBar + 1,
        }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <li key={item.href}>
              <Button
                component={RouterLink}
                to={item.href}
                onClick={() => setOpen(false)}
                fullWidth
                sx={{
                  justifyContent: 'flex-start',
                  color: 'text.primary',
                  borderRadius: 0,
                  px: 2,
                  py: 1,
                }}
              >
                {item.label}
              </Button>
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
