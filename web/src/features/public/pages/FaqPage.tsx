import { useId, useMemo, useState } from 'react';
import { Box, Container, Tab, Tabs, Typography } from '@mui/material';
import { PageHero } from '../../../components/PageSection';
import { CallToAction } from '../components/CallToAction';
import { FaqList } from '../components/FaqList';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, faqs, type FaqCategory } from '../content/faq';
import { SearchField } from '../../../components/SearchField';
import { site } from '../../../config/site';
import { keepHyphenated } from '../content/typography';

export default function FaqPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategory>('all');
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
            <FaqList faqs={visible} heading="h2" testId="faq-item" />
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
