import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { Panel } from './Panel';

interface Props {
  title: 'Apps' | 'Connections';
  /** What the section will hold once Connect exists. */
  what: string;
}

/** Apps and Connections have no API yet: the section says so plainly instead of showing an empty list. */
export function ComingWithConnect({ title, what }: Props) {
  return (
    <Panel title={title}>
      <Alert severity="info">
        <AlertTitle>Coming with Connect</AlertTitle>
        {what} There is no API for this yet, so there is nothing to list here. Until then, build against your own{' '}
        <Link component={RouterLink} to={paths.developerAccounts} underline="always">
          sandbox accounts
        </Link>
        .
      </Alert>
    </Panel>
  );
}
