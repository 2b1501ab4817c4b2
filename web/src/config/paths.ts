// The route registry: every URL the app links to is built here, so components never hold URL strings.
// `path` is the router pattern; `getHref` builds a concrete URL.

const withQuery = (base: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, value);
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
};

export const paths = {
  home: { path: '/', getHref: () => '/' },
  services: { path: '/services', getHref: () => '/services' },
  blog: { path: '/blog', getHref: () => '/blog' },
  news: { path: '/news', getHref: () => '/news' },
  careers: { path: '/careers', getHref: () => '/careers' },
  partners: { path: '/partners', getHref: () => '/partners' },
  investors: { path: '/investors', getHref: () => '/investors' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  faq: { path: '/faq', getHref: () => '/faq' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },

  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    signup: { path: '/signup', getHref: () => '/signup' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  },

  quote: { path: '/quote', getHref: () => '/quote' },

  customer: {
    dashboard: { path: '/customer/dashboard', getHref: () => '/customer/dashboard' },
    claims: { path: '/customer/claims', getHref: () => '/customer/claims' },
    subscription: {
      path: '/customer/subscription/:subscriptionId',
      /** changePlan opens the plan form with that plan chosen; step 'payment' opens the card step. */
      getHref: (subscriptionId: string, open: { changePlan?: string; step?: 'payment' } = {}) =>
        withQuery(`/customer/subscription/${encodeURIComponent(subscriptionId)}`, open),
    },
    registerDevice: { path: '/register-device', getHref: () => '/register-device' },
  },

  admin: {
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    quotes: { path: '/admin/quotes', getHref: () => '/admin/quotes' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    claims: { path: '/admin/claims', getHref: () => '/admin/claims' },
    claimReview: {
      path: '/admin/claims/review/:id',
      getHref: (id: string) => `/admin/claims/review/${encodeURIComponent(id)}`,
    },
    user: {
      path: '/admin/user/:id',
      getHref: (id: string) => `/admin/user/${encodeURIComponent(id)}`,
    },
  },

  /** The bench's floor page (FloorPage): the layout alone. */
  floor: { path: '/_floor', getHref: () => '/_floor' },
  /** The bench's signed-in floor: the same empty page behind the session check, as a signed-in page loads. */
  signedInFloor: { path: '/_floor/signed-in', getHref: () => '/_floor/signed-in' },

  notFound: { path: '*', getHref: () => '/404' },
} as const;

/** The dashboard a signed-in user lands on (spec 01 section 2: admin for role admin, else customer). */
export function dashboardHref(role: 'customer' | 'admin'): string {
  return role === 'admin' ? paths.admin.dashboard.getHref() : paths.customer.dashboard.getHref();
}

/**
 * The pages written out as HTML at build time (web/src/prerender.tsx), so that they paint before any
 * script runs and read fully with scripts off: the public pages people land on, and the login page.
 * Registration and password reset are reached from another page, inside the running app.
 */
export const prerenderedPaths: readonly string[] = [
  paths.home.path,
  paths.services.path,
  paths.quote.path,
  paths.auth.login.path,
  paths.about.path,
  paths.faq.path,
  paths.contact.path,
  paths.blog.path,
  paths.news.path,
  paths.careers.path,
  paths.partners.path,
  paths.investors.path,
  paths.terms.path,
  paths.privacy.path,
];
