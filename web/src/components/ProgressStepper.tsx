// A page's step indicator (spec 01 section 7, spec 02 section 2): the steps' names in a row under their
// numbers, done steps with a check mark, a line between steps, and for screen readers each step's state:
// ' (completed)' or ' (current step)'. It has the look of MUI's Stepper with alternativeLabel, as a plain
// list: MUI's brought its step context and keyboard navigation (5.8 KB gz on /quote, /register-device and
// the subscription page) for steps nobody can click.
import { Box, type SxProps, type Theme } from '@mui/material';

type StepState = 'completed' | 'current' | 'upcoming';

/** The step's number in a circle, or a check mark once it is done (MUI's StepIcon). */
function StepIcon({ number, state }: { number: number; state: StepState }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      sx={{
        display: 'block',
        width: 24,
        height: 24,
        fill: 'currentColor',
        color: state === 'upcoming' ? 'text.disabled' : 'primary.main',
      }}
    >
      {state === 'completed' ? (
        <path d="M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z" />
      ) : (
        <>
          <circle cx="12" cy="12" r="12" />
          <Box
            component="text"
            x="12"
            y="12"
            textAnchor="middle"
            dominantBaseline="central"
            sx={{ fill: (theme) => theme.palette.primary.contrastText, fontSize: '0.75rem' }}
          >
            {number}
          </Box>
        </>
      )}
    </Box>
  );
}

export function ProgressStepper({
  steps,
  active,
  completed = steps.map((_, index) => index < active),
  'aria-label': ariaLabel,
  sx,
}: {
  steps: readonly string[];
  /** The current step's index; steps.length when every step is done. */
  active: number;
  /** Which steps are done; by default the ones before the current step. */
  completed?: readonly boolean[];
  'aria-label': string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="ol"
      aria-label={ariaLabel}
      sx={[
        { display: 'flex', alignItems: 'flex-start', listStyle: 'none', m: 0, p: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {steps.map((label, index) => {
        const state: StepState = completed[index]
          ? 'completed'
          : index === active
            ? 'current'
            : 'upcoming';
        return (
          <Box
            component="li"
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
            sx={{
              flex: 1,
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
            }}
          >
            {index > 0 ? (
              <Box
                component="span"
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: 12,
                  left: 'calc(-50% + 20px)',
                  right: 'calc(50% + 20px)',
                  borderTop: 1,
                  borderColor: 'grey.400',
                }}
              />
            ) : null}
            <StepIcon number={index + 1} state={state} />
            <Box
              component="span"
              sx={{
                typography: 'body2',
                mt: 2,
                textAlign: 'center',
                color: state === 'upcoming' ? 'text.secondary' : 'text.primary',
                fontWeight: state === 'upcoming' ? undefined : 500,
              }}
            >
              {label}
              <span className="visually-hidden">
                {state === 'completed'
                  ? ' (completed)'
                  : state === 'current'
                    ? ' (current step)'
                    : ''}
              </span>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
