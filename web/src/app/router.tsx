// The full route table of spec 01 section 2. Every page is its own lazy chunk, so a public
// page never loads dashboard, admin or payment code.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { SUBSCRIPTION_MESSAGES } from '@protect/domain';
import { paths } from '../config/paths';
import { loadFirebaseSdk } from '../lib/firebase';
import { setSessionEndedRedirect } from '../lib/session-ended';
import {
  AdminClaimsFrame,
  ClaimReviewFrame,
} from '../features/admin-claims/components/AdminClaimsFrame';
import {
  QuotesFrame,
  UserDetailsFrame,
  UsersFrame,
} from '../features/admin-people/components/AdminPeopleFrames';
import { ClaimsFrame } from '../features/claims/components/ClaimsFrame';
import { DashboardFrame } from '../features/dashboard/components/DashboardFrame';
import { RegisterDeviceFrame } from '../features/devices/components/RegisterDeviceFrame';
import { SubscriptionFrame } from '../features/subscription/components/SubscriptionFrame';
import { AdminDashboardFrame } from './admin/AdminDashboardFrame';
import { RequireAuth, type RequireAuthProps } from './guards';
import { AppLayout } from './layout/AppLayout';

type Page = LazyExoticComponent<ComponentType>;
type PageModule = Promise<{ default: ComponentType }>;

// The register and forgot-password pages use reactfire's useAuth(): their chunk comes with reactfire's
// providers and the Auth SDK (fetched in parallel with the page), which the shell itself never loads
// statically. The login page fetches the SDK itself, when the visitor starts on its form (use-login.ts).
const withAuthSdk = (load: () => PageModule) => async (): PageModule => {
  const [{ default: AuthPage }, { AuthSdkProvider }, sdk] = await Promise.all([
    load(),
    import('../lib/auth-sdk-provider'),
    loadFirebaseSdk(),
  ]);
  return {
    default: function AuthSdkPage() {
      return (
        <AuthSdkProvider sdk={sdk}>
          <AuthPage />
        </AuthSdkProvider>
      );
    },
  };
};

const HomePage = lazy(() => import('../features/public/pages/HomePage'));
const ServicesPage = lazy(() => import('../features/public/pages/ServicesPage'));
const BlogPage = lazy(() => import('../features/public/pages/BlogPage'));
const NewsPage = lazy(() => import('../features/public/pages/NewsPage'));
const CareersPage = lazy(() => import('../features/public/pages/CareersPage'));
const PartnersPage = lazy(() => import('../features/public/pages/PartnersPage'));
const InvestorsPage = lazy(() => import('../features/public/pages/InvestorsPage'));
const AboutPage = lazy(() => import('../features/public/pages/AboutPage'));
const ContactPage = lazy(() => import('../features/public/pages/ContactPage'));
const FaqPage = lazy(() => import('../features/public/pages/FaqPage'));
const TermsPage = lazy(() => import('../features/public/pages/TermsPage'));
const PrivacyPage = lazy(() => import('../features/public/pages/PrivacyPage'));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const RegisterPage = lazy(withAuthSdk(() => import('../features/auth/pages/RegisterPage')));
const ForgotPasswordPage = lazy(
  withAuthSdk(() => import('../features/auth/pages/ForgotPasswordPage')),
);
const QuotePage = lazy(() => import('../features/quote/pages/QuotePage'));
const CustomerDashboardPage = lazy(
  () => import('../features/dashboard/pages/CustomerDashboardPage'),
);
const CustomerClaimsPage = lazy(() => import('../features/claims/pages/CustomerClaimsPage'));
const SubscriptionPage = lazy(() => import('../features/subscription/pages/SubscriptionPage'));
const RegisterDevicePage = lazy(() => import('../features/devices/pages/RegisterDevicePage'));
const AdminDashboardPage = lazy(() => import('./admin/AdminDashboardPage'));
const AdminQuotesPage = lazy(() => import('../features/admin-people/pages/AdminQuotesPage'));
const AdminUsersPage = lazy(() => import('../features/admin-people/pages/AdminUsersPage'));
const AdminClaimsPage = lazy(() => import('../features/admin-claims/pages/AdminClaimsPage'));
const AdminClaimReviewPage = lazy(
  () => import('../features/admin-claims/pages/AdminClaimReviewPage'),
);
const AdminUserPage = lazy(() => import('../features/admin-people/pages/AdminUserPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const FloorPage = lazy(() => import('./FloorPage'));

type Frame = RequireAuthProps['Frame'];
const signedIn = (
  Component: Page,
  { Frame, signedOutMessage }: { Frame?: Frame; signedOutMessage?: string } = {},
) => (
  <RequireAuth Frame={Frame} signedOutMessage={signedOutMessage}>
    <Component />
  </RequireAuth>
);
const adminOnly = (Component: Page, Frame?: Frame) => (
  <RequireAuth role="admin" Frame={Frame}>
    <Component />
  </RequireAuth>
);

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.services.path, element: <ServicesPage /> },
      { path: paths.blog.path, element: <BlogPage /> },
      { path: paths.news.path, element: <NewsPage /> },
      { path: paths.careers.path, element: <CareersPage /> },
      { path: paths.partners.path, element: <PartnersPage /> },
      { path: paths.investors.path, element: <InvestorsPage /> },
      { path: paths.about.path, element: <AboutPage /> },
      { path: paths.contact.path, element: <ContactPage /> },
      { path: paths.faq.path, element: <FaqPage /> },
      { path: paths.terms.path, element: <TermsPage /> },
      { path: paths.privacy.path, element: <PrivacyPage /> },
      { path: paths.auth.login.path, element: <LoginPage /> },
      { path: paths.auth.register.path, element: <RegisterPage /> },
      { path: paths.auth.signup.path, element: <RegisterPage /> },
      { path: paths.auth.forgotPassword.path, element: <ForgotPasswordPage /> },
      // Quote creation is open to anonymous visitors; saving asks for an account (spec 01 section 6).
      { path: paths.quote.path, element: <QuotePage /> },
      {
        path: paths.customer.dashboard.path,
        element: signedIn(CustomerDashboardPage, { Frame: DashboardFrame }),
      },
      {
        path: paths.customer.claims.path,
        element: signedIn(CustomerClaimsPage, { Frame: ClaimsFrame }),
      },
      {
        path: paths.customer.subscription.path,
        element: signedIn(SubscriptionPage, {
          Frame: SubscriptionFrame,
          signedOutMessage: SUBSCRIPTION_MESSAGES.loginRequired,
        }),
      },
      {
        path: paths.customer.registerDevice.path,
        element: signedIn(RegisterDevicePage, { Frame: RegisterDeviceFrame }),
      },
      {
        path: paths.admin.dashboard.path,
        element: adminOnly(AdminDashboardPage, AdminDashboardFrame),
      },
      { path: paths.admin.quotes.path, element: adminOnly(AdminQuotesPage, QuotesFrame) },
      { path: paths.admin.users.path, element: adminOnly(AdminUsersPage, UsersFrame) },
      { path: paths.admin.claims.path, element: adminOnly(AdminClaimsPage, AdminClaimsFrame) },
      {
        path: paths.admin.claimReview.path,
        element: adminOnly(AdminClaimReviewPage, ClaimReviewFrame),
      },
      { path: paths.admin.user.path, element: adminOnly(AdminUserPage, UserDetailsFrame) },
      { path: paths.floor.path, element: <FloorPage /> },
      { path: paths.signedInFloor.path, element: signedIn(FloorPage) },
      { path: paths.notFound.path, element: <NotFoundPage /> },
    ],
  },
];

/** The app's pages. A plain BrowserRouter serves them: the app loads no data through the router. */
export function AppRoutes() {
  const navigate = useNavigate();
  const location = useLocation();
  // A 401 from the api sends the visitor to /login, carrying where they were.
  useEffect(() => {
    setSessionEndedRedirect(() => {
      void navigate(paths.auth.login.getHref(), { state: { from: location } });
    });
  }, [navigate, location]);
  return useRoutes(routes);
}
