// A notice in the page: an error, a warning, a piece of information or a success, drawn with the look of
// MUI's Alert (its standard variant: a tinted box, the severity's icon, the text, then the actions).
// Drawn with Box rather than MUI's Alert, which styles a variant for each of three looks and every palette
// colour, and was 2.0 KB gzipped in the first load of nearly every signed-in page, and of /login.
// The box carries its severity as data-severity (the browser tests read it).
import type { ReactNode, Ref } from 'react';
import { Box, IconButton, type SxProps, type Theme } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';

export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';

const ICONS: Record<NoticeSeverity, ReactNode> = {
  error: <ErrorOutlineIcon fontSize="inherit" />,
  warning: <ReportProblemOutlinedIcon fontSize="inherit" />,
  info: <InfoOutlinedIcon fontSize="inherit" />,
  success: <CheckCircleOutlineIcon fontSize="inherit" />,
};

export interface NoticeProps {
  severity: NoticeSeverity;
  children?: ReactNode;
  /** What the reader can do about it (Retry, a link), at the end of the line. */
  action?: ReactNode;
  /** Shows a close button (named 'Close'). */
  onClose?: () => void;
  /** false draws no icon. */
  icon?: false;
  /** 'alert' (the default) is read out as it appears; 'note' or 'status' for what is not urgent. */
  role?: string;
  id?: string;
  /** With tabIndex -1, a notice that answers an action can take the focus (and be read out). */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

export function Notice({
  severity,
  children,
  action,
  onClose,
  icon,
  role = 'alert',
  id,
  ref,
  tabIndex,
  sx,
  'data-testid': testId,
}: NoticeProps) {
  return (
    <Box
      ref={ref}
      tabIndex={tabIndex}
      role={role}
      id={id}
      data-testid={testId}
      data-severity={severity}
      sx={[
        (theme) => ({
          ...theme.typography.body2,
          display: 'flex',
          padding: '6px 16px',
          borderRadius: `${theme.shape.borderRadius}px`,
          color: theme.darken(theme.palette[severity].light, 0.6),
          backgroundColor: theme.lighten(theme.palette[severity].light, 0.9),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon === false ? null : (
        <Box
          sx={{
            display: 'flex',
            mr: 1.5,
            py: '7px',
            fontSize: 22,
            opacity: 0.9,
            color: `${severity}.main`,
          }}
        >
          {ICONS[severity]}
        </Box>
      )}
      <Box sx={{ py: 1, minWidth: 0, flexGrow: 1, overflow: 'auto' }}>{children}</Box>
      {action || onClose ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 0.5, pl: 2, ml: 'auto', mr: -1 }}>
          {action}
          {onClose ? (
            <IconButton
              size="small"
              aria-label="Close"
              title="Close"
              color="inherit"
              onClick={onClose}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

/** A notice's title, above its text (a heading where the notice stands for the page: `component="h1"`). */
export function NoticeTitle({
  children,
  component = 'div',
  sx,
}: {
  children: ReactNode;
  component?: 'div' | 'h1' | 'h2';
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component={component}
      sx={[
        (theme) => ({
          ...theme.typography.body1,
          fontWeight: theme.typography.fontWeightMedium,
          mt: '-2px',
          mb: '0.35em',
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
