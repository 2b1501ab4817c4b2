import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
}

export const primaryNav: NavItem[] = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'Services', href: paths.services.getHref() },
  { label: 'Get Quote', href: paths.quote.getHref() },
];

export const aboutNav: NavItem[] = [
  { label: 'About Us', href: paths.about.getHref() },
  { label: 'News', href: paths.news.getHref() },
  { label: 'Careers', href: paths.careers.getHref() },
  { label: 'Partners', href: paths.partners.getHref() },
  { label: 'Investors', href: paths.investors.getHref() },
];

export const trailingNav: NavItem[] = [
  { label: 'Blog', href: paths.blog.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
];
