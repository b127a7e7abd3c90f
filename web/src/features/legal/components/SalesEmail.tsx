import Link from '@mui/material/Link';
import { useGetPublicConfigQuery } from '../../../api/publicConfigApi';

/** The configured sales mailbox as a mailto link; plain words until the configuration arrives. */
export function SalesEmail() {
  const { data } = useGetPublicConfigQuery();
  if (!data) return <>our sales team</>;
  return (
    <Link href={`mailto:${data.salesEmail}`} underline="always">
      {data.salesEmail}
    </Link>
  );
}
