// Sticky header of spec 01 section 2: the same items on desktop and in the collapsible mobile menu.
import { useId, useState, type MouseEvent } from 'react';
import {
  AppBar,
  Box,
  Button,
  Collapse,
  Container,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Toolbar,
} from '@mui/material';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { dashboardHref, paths } from '../../config/paths';
import { notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session';
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
      sx={{ color: 'text.primary', '&.active': { color: 'primary.main', fontWeight: 700 } }}
    >
      {item.label}
    </Button>
  );
}

export function Header() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [aboutAnchor, setAboutAnchor] = useState<HTMLElement | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const aboutMenuId = useId();
  const mobileMenuId = useId();

  const closeMobile = () => setMobileOpen(false);
  const openAbout = (event: MouseEvent<HTMLElement>) => setAboutAnchor(event.currentTarget);
  const closeAbout = () => setAboutAnchor(null);

  const handleLogout = async () => {
    closeMobile();
    await logout();
    notifySuccess('Logged out successfully.');
    void navigate(paths.auth.login.getHref());
  };

  return (
    <AppBar position="sticky" component="header">
      <Container>
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <Brand />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', ml: 3, gap: 0.5, flexGrow: 1 }}>
            {primaryNav.map((item) => (
              <DesktopLink key={item.href} item={item} />
            ))}
            <Button
              color="inherit"
              sx={{ color: 'text.primary' }}
              aria-haspopup="true"
              aria-controls={aboutAnchor ? aboutMenuId : undefined}
              aria-expanded={aboutAnchor ? 'true' : 'false'}
              endIcon={<ExpandMoreIcon aria-hidden />}
              onClick={openAbout}
            >
              About
            </Button>
            <Menu id={aboutMenuId} anchorEl={aboutAnchor} open={Boolean(aboutAnchor)} onClose={closeAbout}>
              {aboutNav.map((item) => (
                <MenuItem key={item.href} component={RouterLink} to={item.href} onClick={closeAbout}>
                  {item.label}
                </MenuItem>
              ))}
            </Menu>
            {trailingNav.map((item) => (
              <DesktopLink key={item.href} item={item} />
            ))}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
            {user ? (
              <>
                <Button component={RouterLink} to={dashboardHref(user.role)} startIcon={<AccountCircleIcon aria-hidden />} sx={{ color: 'text.primary' }}>
                  {user.name} ({roleLabel[user.role]})
                </Button>
                <Button variant="outlined" onClick={() => void handleLogout()}>
                  Logout
                </Button>
              </>
            ) : (
              <>
                <Button component={RouterLink} to={paths.auth.login.getHref()} sx={{ color: 'text.primary' }}>
                  Login
                </Button>
                <Button component={RouterLink} to={paths.auth.register.getHref()} variant="contained">
                  Get Protected
                </Button>
              </>
            )}
          </Box>
          <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
          <IconButton
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      <Collapse in={mobileOpen} id={mobileMenuId} sx={{ display: { md: 'none' } }} unmountOnExit>
        <Box component="nav" aria-label="Mobile" sx={{ borderTop: 1, borderColor: 'divider', maxHeight: 'calc(100vh - 60px)', overflowY: 'auto' }}>
          <List dense={false}>
            {primaryNav.map((item) => (
              <ListItemButton key={item.href} component={RouterLink} to={item.href} onClick={closeMobile}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
            <ListSubheader component="div" disableSticky>
              About
            </ListSubheader>
            {aboutNav.map((item) => (
              <ListItemButton key={item.href} component={RouterLink} to={item.href} onClick={closeMobile} sx={{ pl: 4 }}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
            <Divider component="li" />
            {trailingNav.map((item) => (
              <ListItemButton key={item.href} component={RouterLink} to={item.href} onClick={closeMobile}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
            <Divider component="li" />
            {user ? (
              <>
                <ListItemButton component={RouterLink} to={dashboardHref(user.role)} onClick={closeMobile}>
                  <ListItemText primary={`${user.name} (${roleLabel[user.role]})`} secondary="Go to dashboard" />
                </ListItemButton>
                <ListItemButton onClick={() => void handleLogout()}>
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </>
            ) : (
              <>
                <ListItemButton component={RouterLink} to={paths.auth.login.getHref()} onClick={closeMobile}>
                  <ListItemText primary="Login" />
                </ListItemButton>
                <ListItemButton component={RouterLink} to={paths.auth.register.getHref()} onClick={closeMobile}>
                  <ListItemText primary="Get Protected" slotProps={{ primary: { sx: { color: 'primary.main', fontWeight: 700 } } }} />
                </ListItemButton>
              </>
            )}
          </List>
        </Box>
      </Collapse>
    </AppBar>
  );
}
