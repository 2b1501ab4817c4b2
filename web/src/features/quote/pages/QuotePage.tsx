// The quote wizard (/quote), open to anonymous visitors (spec 01 section 2 "Quote wizard").
import { lazy, Suspense } from 'react';
import { PageHero } from '../../../components/PageSection';
import { QuoteLoading } from '../components/QuoteLoading';

const QuoteWizard = lazy(() => import('../components/QuoteWizard'));

export default function QuotePage() {
  return (
    <>
      <PageHero
        title="Get Your Instant Quote"
        pageTitle="Get an Instant Quote"
        lead="Choose your device and plan to see your price in seconds. No photos or inspection needed."
      />
      <Suspense fallback={<QuoteLoading />}>
        <QuoteWizard />
      </Suspense>
    </>
  );
}
