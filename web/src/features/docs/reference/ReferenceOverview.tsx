import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { OPENAPI_URL, paths, referenceOperationPath, referenceWebhookPath } from '../../../config/paths';
import { DocText } from './DocText';
import type { NavSection } from './ReferenceNav';
import type { OpenApiDocument } from './openApiTypes';

/** Paragraphs split on blank lines; a single line break inside one is only a wrap. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);

/** The reference's first page: what the API is, how to call it, and every operation in one short index. */
export function ReferenceOverview({ doc, sections, baseUrl }: { doc: OpenApiDocument; sections: NavSection[]; baseUrl: string }) {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' } }}>
        Sandbox API reference
      </Typography>
      <Typography sx={{ mt: 0.5, fontWeight: 500 }}>{`${doc.info.title}, version ${doc.info.version}`}</Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        Base URL <code className="ref-code">{baseUrl}</code>. Call it with a key from the{' '}
        <Link component={RouterLink} to={paths.developers} underline="always">
          developer console
        </Link>{' '}
        in an <code className="ref-code">Authorization: Bearer</code> header. New here? Start with the{' '}
        <Link component={RouterLink} to={paths.guideQuickstart} underline="always">
          quickstart
        </Link>
        . The machine-readable document (OpenAPI 3.1, for Postman or Insomnia) is at{' '}
        <Link href={OPENAPI_URL} underline="always">
          {OPENAPI_URL}
        </Link>
        ; every error code is on the{' '}
        <Link component={RouterLink} to={paths.apiErrors} underline="always">
          errors page
        </Link>
        .
      </Typography>
      {paragraphs(doc.info.description ?? '').map((text, i) => (
        <Typography key={i} sx={{ mt: 1.5, maxWidth: 820 }}>
          <DocText text={text} />
        </Typography>
      ))}
      {sections.map((section) => (
        <Box component="section" key={section.title} aria-label={section.title} sx={{ mt: 4 }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', textTransform: 'capitalize' }}>
            {section.title}
          </Typography>
          <ul>
            {section.entries.map((entry) => (
              <li key={entry.id}>
                <RouterLink className="ref-link" to={section.webhooks ? referenceWebhookPath(entry.slug) : referenceOperationPath(entry.slug)}>
                  {entry.name}
                </RouterLink>{' '}
                {!section.webhooks && (
                  <span className="ref-index-path">
                    {entry.method.toUpperCase()} {entry.path}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Box>
      ))}
    </Box>
  );
}
