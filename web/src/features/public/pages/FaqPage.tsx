import { useId, useMemo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Container,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PageHero } from '../../../components/PageSection';
import { CallToAction } from '../components/CallToAction';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, faqs, type FaqCategory } from '../content/faq';
import { SearchField } from '../../../components/SearchField';
import { PageTitle } from '../../../components/PageTitle';
import { site } from '../../../config/site';
import { keepHyphenated } from '../content/typography';

export default function FaqPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategory>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const tabsId = useId();

  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    return faqs.filter(
      (f) =>
        (category === 'all' || f.category === category) &&
        (q === '' || f.question.toLowerCase().includes(q) || f.answer.toLowerCase().includes(q)),
    );
  }, [search, category]);

  return (
    <>
      <PageTitle page="Frequently Asked Questions" />
      <PageHero
        title="Frequently Asked Questions"
        lead="Answers about coverage, claims, billing, devices and your account."
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <SearchField label="Search questions" value={search} onChange={setSearch} sx={{ mb: 2 }} />
        <Tabs
          value={category}
          onChange={(_e, value: FaqCategory) => setCategory(value)}
          variant="scrollable"
          // Always there (faded when there is nothing to scroll): buttons that appeared only once the
          // app had measured the tabs pushed the prerendered tabs aside under the visitor's finger.
          scrollButtons
          allowScrollButtonsMobile
          aria-label="Question categories"
          sx={{
            mb: 3,
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTabs-scrollButtons': { display: { md: 'none' } },
            '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
          }}
        >
          {FAQ_CATEGORIES.map((c) => (
            <Tab
              key={c}
              value={c}
              label={FAQ_CATEGORY_LABELS[c]}
              id={`${tabsId}-${c}`}
              aria-controls={`${tabsId}-panel`}
            />
          ))}
        </Tabs>
        <Box id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${category}`}>
          <Typography role="status" className="visually-hidden">
            {visible.length === 1 ? '1 question' : `${visible.length} questions`} shown
          </Typography>
          {visible.length === 0 ? (
            <Typography
              sx={{ textAlign: 'center', py: 6 }}
              color="textSecondary"
              data-testid="faq-empty"
            >
              No questions found
            </Typography>
          ) : (
            visible.map((f) => (
              <Accordion
                key={f.id}
                expanded={openId === f.id}
                // One answer open at a time; clicking the open one closes it.
                onChange={(_e, expanded) => setOpenId(expanded ? f.id : null)}
                disableGutters
                variant="outlined"
                sx={{ mb: 1, borderRadius: 2, '&::before': { display: 'none' } }}
                data-testid="faq-item"
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon aria-hidden />}
                  id={`faq-${f.id}-q`}
                  aria-controls={`faq-${f.id}-a`}
                >
                  <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
                    {f.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails
                  id={`faq-${f.id}-a`}
                  aria-labelledby={`faq-${f.id}-q`}
                  role="region"
                >
                  <Typography color="textSecondary">{keepHyphenated(f.answer)}</Typography>
                </AccordionDetails>
              </Accordion>
            ))
          )}
        </Box>
      </Container>
      <CallToAction
        title="Still have questions?"
        lead={keepHyphenated(
          `Talk to our team about the right protection for you. ${site.supportSummary}`,
        )}
      />
    </>
  );
}
