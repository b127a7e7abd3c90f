import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { loadScript } from './loadScript';

export type EmbedSpec = { kind: 'copper'; formId: string } | { kind: 'hubspot'; portalId: string; formId: string };

declare global {
  interface Window {
    hbspt?: { forms: { create(options: { portalId: string; formId: string; target: string }): void } };
  }
}

export const HUBSPOT_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js';
const COPPER_SCRIPT = 'https://embed.copper.com/forms/embed.js';

interface EmbeddedCrmFormProps {
  embed: EmbedSpec;
  /** Called when the CRM's script cannot be loaded, so the page can offer its own form. */
  onUnavailable: () => void;
}

/** The CRM's own hosted form; it posts straight to the CRM, which our API also accepts as a fallback. */
export function EmbeddedCrmForm({ embed, onUnavailable }: EmbeddedCrmFormProps) {
  const targetId = `crm-form-${useId().replace(/:/g, '')}`;
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    const src = embed.kind === 'hubspot' ? HUBSPOT_SCRIPT : COPPER_SCRIPT;
    loadScript(src)
      .then(() => {
        if (!active) return;
        if (embed.kind === 'hubspot') {
          if (!window.hbspt) throw new Error('HubSpot forms did not initialise');
          window.hbspt.forms.create({ portalId: embed.portalId, formId: embed.formId, target: `#${targetId}` });
        }
        setLoading(false);
      })
      .catch(() => active && onUnavailable());
    return () => {
      active = false;
    };
  }, [embed, onUnavailable, targetId]);

  return (
    <Box>
      {loading && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4 }} role="status">
          <CircularProgress size={20} />
          <Typography>Loading form...</Typography>
        </Stack>
      )}
      {embed.kind === 'copper' ? (
        <Box id={targetId} data-copper-form-id={embed.formId} className="copper-form" data-testid="copper-form" />
      ) : (
        <Box id={targetId} className="hs-form-frame" data-testid="hubspot-form" />
      )}
    </Box>
  );
}
