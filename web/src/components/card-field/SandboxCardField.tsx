// Sandbox mode (the default locally and in tests): inputs that look and check like a card form, for
// Stripe's published test cards only. The typed number becomes its PaymentMethod id here in the browser
// ('4242...' -> 'pm_card_visa'): no card number is ever sent anywhere. The 3-D Secure step is a dialog
// standing in for the bank's page.
import { useId, useImperativeHandle, useRef, useState, type ChangeEvent, type Ref } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormHelperText,
  FormLabel,
  TextField,
  Typography,
} from '@mui/material';
import { Notice, NoticeTitle } from '../Notice';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { PAYMENT_MESSAGES, TEST_CARDS_TO_TRY } from '@protect/domain';
import { ApiError } from '../../lib/api-client';
import {
  authenticateSandboxPayment,
  type SandboxAuthenticationOutcome,
} from './authenticate-sandbox-payment';
import {
  CARD_PARTS,
  cardProblems,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  readSandboxCard,
  type CardPart,
  type CardProblem,
  type SandboxCard,
} from './sandbox-card';
import type { CardActionResult, CardFieldHandle } from './types';

/** A part's cell: the padding is here so a part's label lines up with its text. */
const CELL_SX = { px: 1.5, pt: 0.5, pb: 1, minWidth: 0 } as const;

const EMPTY_CARD: SandboxCard = { number: '', expiry: '', cvc: '' };
const NONE_TOUCHED: Record<CardPart, boolean> = { number: false, expiry: false, cvc: false };
const ALL_TOUCHED: Record<CardPart, boolean> = { number: true, expiry: true, cvc: true };

/** The problem to show: the first part, in reading order, that is wrong, or incomplete and left. */
function shownProblem(
  problems: Record<CardPart, CardProblem | null>,
  touched: Record<CardPart, boolean>,
): { part: CardPart; problem: CardProblem } | null {
  for (const part of CARD_PARTS) {
    const problem = problems[part];
    if (problem && (touched[part] || !problem.incomplete)) return { part, problem };
  }
  return null;
}

export function SandboxCardField({
  ref,
  disabled = false,
  onChange,
}: {
  ref: Ref<CardFieldHandle>;
  disabled?: boolean;
  onChange?: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [card, setCard] = useState<SandboxCard>(EMPTY_CARD);
  const [touched, setTouched] = useState(NONE_TOUCHED);
  // Checked in the event handlers (they read the clock for the expiry), kept for the render.
  const [problems, setProblems] = useState(() => cardProblems(EMPTY_CARD, new Date()));
  const numberInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const cvcInput = useRef<HTMLInputElement>(null);

  // The 3-D Secure stand-in: open while a payment waits for the customer's answer.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [answering, setAnswering] = useState(false);
  const settleChallenge = useRef<((result: CardActionResult) => void) | null>(null);

  const update = (part: CardPart, text: string) => {
    const next = { ...card };
    if (part === 'number') {
      next.number = formatCardNumber(text);
      // An Amex number takes a 4-digit CVC, any other a 3-digit one.
      next.cvc = formatCvc(card.cvc, next.number);
    } else if (part === 'expiry') next.expiry = formatExpiry(text);
    else next.cvc = formatCvc(text, card.number);
    setCard(next);
    setProblems(cardProblems(next, new Date()));
    onChange?.();
  };

  const leave = (part: CardPart) => {
    setTouched((before) => ({ ...before, [part]: true }));
    setProblems(cardProblems(card, new Date()));
  };

  useImperativeHandle(
    ref,
    () => ({
      createPaymentMethod: async () => {
        const now = new Date();
        setTouched(ALL_TOUCHED);
        setProblems(cardProblems(card, now));
        const read = readSandboxCard(card, now);
        if ('problem' in read) {
          const input = { number: numberInput, expiry: expiryInput, cvc: cvcInput }[read.part];
          input.current?.focus();
          return { error: read.problem.message };
        }
        return { paymentMethodId: read.testCard.paymentMethodId };
      },
      confirmCardAction: (clientSecret) =>
        new Promise<CardActionResult>((resolve) => {
          settleChallenge.current = resolve;
          setChallenge(clientSecret);
        }),
    }),
    [card],
  );

  const answer = async (outcome: SandboxAuthenticationOutcome) => {
    if (challenge === null || answering) return;
    setAnswering(true);
    let result: CardActionResult;
    try {
      await authenticateSandboxPayment(challenge, outcome);
      result =
        outcome === 'succeed' ? { ok: true } : { error: PAYMENT_MESSAGES.authenticationFailed };
    } catch (error) {
      result = {
        error:
          outcome === 'succeed' && error instanceof ApiError
            ? error.message
            : PAYMENT_MESSAGES.authenticationFailed,
      };
    }
    setAnswering(false);
    setChallenge(null);
    settleChallenge.current?.(result);
    settleChallenge.current = null;
  };

  const shown = shownProblem(problems, touched);
  const partProps = (part: CardPart) => {
    const wrong = shown?.part === part;
    return {
      error: wrong,
      disabled,
      onBlur: () => leave(part),
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(part, event.target.value),
      variant: 'standard' as const,
    };
  };
  const inputAria = (part: CardPart) => ({
    inputMode: 'numeric' as const,
    'aria-invalid': shown?.part === part,
    'aria-describedby': shown?.part === part ? errorId : undefined,
  });

  return (
    <Box data-testid="card-field" data-mode="sandbox">
      <FormLabel
        component="div"
        id={`${id}-label`}
        sx={{ display: 'block', mb: 1, fontWeight: 600, color: 'text.primary' }}
      >
        Card details
      </FormLabel>
      <Box
        role="group"
        aria-labelledby={`${id}-label`}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
          border: 1,
          borderColor: shown ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: disabled ? 'action.hover' : 'background.paper',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
          // Hairlines between the parts: under the number on phones, beside each part on wider screens.
          // (Longhands: a responsive `border` shorthand would reset the colour to the text's.)
          '& > div': { borderColor: 'divider', borderStyle: 'solid', borderWidth: 0 },
          '& > :nth-of-type(1)': {
            gridColumn: { xs: '1 / -1', sm: 'auto' },
            borderBottomWidth: { xs: 1, sm: 0 },
          },
          '& > :nth-of-type(2)': { borderLeftWidth: { xs: 0, sm: 1 } },
          '& > :nth-of-type(3)': { borderLeftWidth: 1 },
        }}
      >
        <Box sx={CELL_SX}>
          <TextField
            {...partProps('number')}
            inputRef={numberInput}
            label="Card number"
            value={card.number}
            placeholder="1234 1234 1234 1234"
            slotProps={{
              input: {
                disableUnderline: true,
                endAdornment: <CreditCardIcon color="action" aria-hidden />,
              },
              htmlInput: { ...inputAria('number'), autoComplete: 'cc-number', name: 'cardnumber' },
            }}
          />
        </Box>
        <Box sx={CELL_SX}>
          <TextField
            {...partProps('expiry')}
            inputRef={expiryInput}
            label="Expiry (MM / YY)"
            value={card.expiry}
            placeholder="MM / YY"
            slotProps={{
              input: { disableUnderline: true },
              htmlInput: { ...inputAria('expiry'), autoComplete: 'cc-exp', name: 'exp-date' },
            }}
          />
        </Box>
        <Box sx={CELL_SX}>
          <TextField
            {...partProps('cvc')}
            inputRef={cvcInput}
            label="CVC"
            value={card.cvc}
            placeholder="CVC"
            slotProps={{
              input: { disableUnderline: true },
              htmlInput: { ...inputAria('cvc'), autoComplete: 'cc-csc', name: 'cvc' },
            }}
          />
        </Box>
      </Box>
      <FormHelperText id={errorId} error aria-live="polite" sx={{ minHeight: 20, mx: 1.5 }}>
        {shown?.problem.message ?? ''}
      </FormHelperText>

      <Notice severity="info" role="note" sx={{ mt: 1 }} data-testid="test-mode-note">
        <NoticeTitle>Test mode</NoticeTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          No real card is charged. Use one of Stripe&apos;s test cards with any future expiry date
          and any CVC:
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {TEST_CARDS_TO_TRY.map((testCard) => (
            <Typography component="li" variant="body2" key={testCard.paymentMethodId}>
              <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {formatCardNumber(testCard.number)}
              </Box>{' '}
              {testCard.label}
            </Typography>
          ))}
        </Box>
      </Notice>

      <Dialog
        open={challenge !== null}
        onClose={() => void answer('fail')}
        aria-labelledby={`${id}-3ds-title`}
        aria-describedby={`${id}-3ds-text`}
      >
        <DialogTitle id={`${id}-3ds-title`}>Confirm your payment</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-3ds-text`}>
            Test mode: your bank asks you to confirm this payment.
          </DialogContentText>
          <DialogContentText variant="body2" sx={{ mt: 1 }}>
            With a real card, this is where your bank&apos;s 3-D Secure page would open.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {answering ? <CircularProgress size={20} aria-label="Confirming" /> : null}
          <Button onClick={() => void answer('fail')} disabled={answering} color="error">
            Fail authentication
          </Button>
          <Button onClick={() => void answer('succeed')} disabled={answering} variant="contained">
            Complete authentication
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
