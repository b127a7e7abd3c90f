import Link from '@mui/material/Link';
import { usePublicConfig } from '../../../api/publicConfig';

/**
 * The configured sales mailbox as a mailto link; plain words until the configuration arrives.
 * It reads the configuration the footer already asked for (a plain fetch, not RTK Query), so the
 * legal pages load without the store (docs/decisions/public-pages-first-load.md).
 */
export function SalesEmail() {
  const config = usePublicConfig();
  if (!config) return <>our sales team</>;
  return (
    <Link href={`mailto:${config.salesEmail}`} underline="always">
      {config.salesEmail}
    </Link>
  );
}
