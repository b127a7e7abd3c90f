import { useLocation } from 'react-router';
import { fullTitle, type PageMetaEntry } from '../../config/pageMeta';
import { siteOrigin } from '../../config/siteOrigin';

interface PageMetaProps extends PageMetaEntry {
  /** For pages that should not be indexed (the not-found page): no canonical link, and say so. */
  noIndex?: boolean;
}

/**
 * React 19 hoists these into <head>, replacing the previous page's. The server's copies of
 * them (see main.tsx) are gone by then, so each page has exactly one of each.
 */
export function PageMeta({ title, description, noIndex }: PageMetaProps) {
  const { pathname } = useLocation();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${siteOrigin()}${pathname}`} />}
    </>
  );
}
