// Questions with their answers, one answer open at a time (clicking the open one closes it): the FAQ
// page's list and the plan questions on the services page.
import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqEntry } from '../content/faq';
import { keepHyphenated } from '../content/typography';

export function FaqList({
  faqs,
  heading,
  testId,
}: {
  faqs: readonly FaqEntry[];
  /** The questions' heading level under the page's or section's heading. */
  heading: 'h2' | 'h3';
  testId?: string;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  return faqs.map((f) => (
    <Accordion
      key={f.id}
      expanded={openId === f.id}
      onChange={(_e, expanded) => setOpenId(expanded ? f.id : null)}
      disableGutters
      variant="outlined"
      sx={{ mb: 1, borderRadius: 2, '&::before': { display: 'none' } }}
      data-testid={testId}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon aria-hidden />}
        id={`faq-${f.id}-q`}
        aria-controls={`faq-${f.id}-a`}
      >
        <Typography
          component={heading}
          sx={{ fontWeight: 600, fontSize: heading === 'h2' ? '1.05rem' : undefined }}
        >
          {f.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`faq-${f.id}-a`} aria-labelledby={`faq-${f.id}-q`} role="region">
        <Typography color="textSecondary">{keepHyphenated(f.answer)}</Typography>
      </AccordionDetails>
    </Accordion>
  ));
}
