// Sticky header of spec 01 section 2: the same items on desktop and in the collapsible mobile menu.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  AppBar,
  Box,
  Button,
  Collapse,
  Container,
  Divider,
  IconButton,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { dashboardHref, paths } from '../../config/paths';
import { notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { AboutMenu } from './AboutMenu';
import { Brand } from './Brand';
import { aboutNav, primaryNav, trailingNav, type NavItem } from './nav-items';

const roleLabel = { admin: 'Admin', customer: 'Customer' } as const;

function DesktopLink({ item }: { item: NavItem }) {
  return (
    <Button
      component={NavLink}
      to={item.href}
      end
      color="inherit"
      sx={{
        color: 'text.primary',
        whiteSpace: 'nowrap',
        '&.active': { color: 'primary.main', fontWeight: 700 },
      }}
    >
      {item.label}
    </Button>
  );
}

function MobileLink({ item, onClick }: { item: NavItem; onClick: () => void }) {
  return (
    <li>
      <Button
        component={NavLink}
        to={item.href}
        end
        onClick={onClick}
        fullWidth
        sx={{
          justifyContent: 'flex-start',
          px: 2,
          py: 1.25,
          color: 'text.primary',
          '&.active': { color: 'primary.main', fontWeight: 700 },
        }}
      >
        {item.label}
      </Button>
    </li>
  );
}

export function Header() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMobile = () => setMobileOpen(false);

  // Escape closes the open menu and puts focus back on the button that opened it (WCAG 2.1.2).
  const handleMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !mobileOpen) return;
    event.stopPropagation();
    closeMobile();
    menuButton.current?.focus();
  };

  const handleLogout = async () => {
    closeMobile();
    await logout();
    notifySuccess('Logged out successfully.');
    void navigate(paths.auth.login.getHref());
  };

  return (
    <AppBar position="sticky" component="header" onKeyDown={handleMenuKeyDown}>
      <Container>
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, lg: 68 } }}>
          <Brand />
          <Box
            component="nav"
            aria-label="Main"
            sx={{
              display: { xs: 'none', lg: 'flex' },
              alignItems: 'center',
              ml: 3,
              gap: 0.5,
              flexGrow: 1,
            }}
          >
            {primaryNav.map((item) => (
              <DesktopLink key={item.href} item={item} />
            ))}
            <AboutMenu label="About" items={aboutNav} />
            {trailingNav.map((item) => (
              <DesktopLink key={item.href} item={item} />
            ))}
          </Box>
          <Box
            sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 1, minWidth: 0 }}
          >
            {user ? (
              <>
                <Button
                  component={RouterLink}
                  to={dashboardHref(user.role)}
                  title={`${user.name} (${roleLabel[user.role]})`}
                  startIcon={<AccountCircleIcon aria-hidden />}
                  sx={{ color: 'text.primary', whiteSpace: 'nowrap', minWidth: 0 }}
                >
                  {/* A long name is cut with an ellipsis; the title shows it whole. */}
                  <Box
                    component="span"
                    sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}
                  >
                    {user.name} ({roleLabel[user.role]})
                  </Box>
                </Button>
                <Button
                  variant="outlined"
                  onClick={() => void handleLogout()}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  Logout
                </Button>
              </>
            ) : (
              <>
                <Button
                  component={RouterLink}
                  to={paths.auth.login.getHref()}
                  sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}
                >
                  Login
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.auth.register.getHref()}
                  variant="contained"
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  Get Protected
                </Button>
              </>
            )}
          </Box>
          <Box sx={{ flexGrow: 1, display: { xs: 'block', lg: 'none' } }} />
          <IconButton
            ref={menuButton}
            sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      <Collapse in={mobileOpen} id={mobileMenuId} sx={{ display: { lg: 'none' } }} unmountOnExit>
        <Box
          component="nav"
          aria-label="Mobile"
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            maxHeight: 'calc(100vh - 60px)',
            overflowY: 'auto',
          }}
        >
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, px: 1, py: 1 }}>
            {primaryNav.map((item) => (
              <MobileLink key={item.href} item={item} onClick={closeMobile} />
            ))}
            <li>
              <Typography
                component="span"
                variant="overline"
                color="textSecondary"
                sx={{ display: 'block', px: 2, pt: 1 }}
                id={`${mobileMenuId}-about`}
              >
                About
              </Typography>
              <Stack
                component="ul"
                aria-labelledby={`${mobileMenuId}-about`}
                sx={{ listStyle: 'none', m: 0, p: 0, pl: 2 }}
              >
                {aboutNav.map((item) => (
                  <MobileLink key={item.href} item={item} onClick={closeMobile} />
                ))}
              </Stack>
            </li>
            {trailingNav.map((item) => (
              <MobileLink key={item.href} item={item} onClick={closeMobile} />
            ))}
            <Divider component="li" sx={{ my: 1 }} />
            {user ? (
              <>
                <MobileLink
                  item={{
                    label: `${user.name} (${roleLabel[user.role]})`,
                    href: dashboardHref(user.role),
                  }}
                  onClick={closeMobile}
                />
                <li>
                  <Button
                    fullWidth
                    onClick={() => void handleLogout()}
                    sx={{ justifyContent: 'flex-start', px: 2, color: 'text.primary' }}
                  >
                    Logout
                  </Button>
                </li>
              </>
            ) : (
              <>
                <MobileLink
                  item={{ label: 'Login', href: paths.auth.login.getHref() }}
                  onClick={closeMobile}
                />
                <li>
                  <Button
                    component={RouterLink}
                    to={paths.auth.register.getHref()}
                    onClick={closeMobile}
                    variant="contained"
                    fullWidth
                    sx={{ mt: 1 }}
                  >
                    Get Protected
                  </Button>
                </li>
              </>
            )}
          </Stack>
        </Box>
      </Collapse>
    </AppBar>
  );
}
